/*
 * Health: illness, injury and overtraining, triaged by published guidance (skills/health/
 * triage.ts; the rules and their sources are in docs/coach.md#health-triage). Each answer says
 * what was understood ("Stuffy nose, no fever: ..."), the rule applied, what to do today and
 * when to see a professional, in the message's language; rest is proposed as a plan change the
 * athlete reviews. Common patterns, never a diagnosis (docs/coach.md#what-the-coach-never-does).
 *
 * Entry points for the engine's dispatch: `answerHealth(turn)` for a health question,
 * `proposeIllnessRest(turn)` / `proposeInjuryRest(turn)` for "plan_change" with the kind
 * 'illness' / 'injury'; `healthSkill` answers the skill intents (skill.ts).
 */
import { planWindowTool } from '#coach/tools/plan_window'
import { recentTrainingTool } from '#coach/tools/recent_training'
import { addDays } from '#domain/calendar'
import { daysIn } from '#coach/understanding/amounts'
import {
  INJURY_PATTERNS,
  OVERTRAINING,
  TRIAGE_SOURCES,
  type InjurySite,
} from '#coach/offline/knowledge'
import { daysOffNamed, propose } from '#coach/offline/propose'
import {
  asksDiagnosis,
  NO_DIAGNOSIS,
  NO_TRAINING_DATA,
} from '#coach/offline/skills/health/diagnosis'
import { defineSkill, type IntentOf } from '#coach/offline/skill'
import { reply, type Turn } from '#coach/offline/turn'
import { HEALTH_TEXTS, fill, type HealthTexts } from '#coach/offline/skills/health/texts'
import { triage, type Triage } from '#coach/offline/skills/health/triage'

/** Days proposed when the message gives none: illness rest, injury rest, a niggle's easier days. */
const DEFAULT_DAYS = { illness: 3, injury: 7, niggle: 3 } as const
/** The propose tool accepts a start at most two weeks back. */
const MAX_DAYS_BACK = 14

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** What was understood, in the message's language: "Stuffy nose, no fever". */
export function understoodLabel(result: Triage, texts: HealthTexts): string {
  if (result.kind === 'injury') {
    const signs = result.signs.map((sign) => texts.signs[sign])
    return capitalize([texts.parts[result.part], ...signs].join(', '))
  }
  const said = result.illness.map((finding) => texts.illness[finding])
  const feverSaid = result.illness.includes('fever') || result.illness.includes('no_fever')
  const coldOnly = result.branch === 'above_neck' || result.branch === 'cold_unclear'
  if (coldOnly && !feverSaid) said.push(texts.feverNotMentioned)
  return capitalize(said.join(', '))
}

function triageOf(turn: Turn, hint?: 'illness' | 'injury') {
  return triage(turn.question, turn.understanding?.entities.symptoms ?? [], hint)
}

function sourcesOf(result: Triage): string[] {
  switch (result.branch) {
    case 'above_neck':
    case 'cold_unclear':
      return TRIAGE_SOURCES.neckCheck
    case 'systemic':
      return [...TRIAGE_SOURCES.neckCheck, ...TRIAGE_SOURCES.fever]
    case 'return_after_illness':
      return TRIAGE_SOURCES.returnAfterIllness
    case 'injury_refer':
      return TRIAGE_SOURCES.injuryReferral
    case 'injury_niggle':
      return TRIAGE_SOURCES.niggle
  }
}

/** The knowledge base's pattern for where it hurts ('other' for parts it has none for). */
function siteOf(result: Triage): InjurySite {
  return result.part in INJURY_PATTERNS ? (result.part as InjurySite) : 'other'
}

/** The answer's lines before any proposal: today, the steps, when to see a professional. */
function triageFacts(turn: Turn, result: Triage, texts: HealthTexts): string[] {
  const branch = texts.branches[result.branch]
  const facts = [`${texts.todayLabel} ${capitalize(branch.today)}`]
  if (result.illness.includes('stomach')) facts.push(texts.stomach)
  // English answers add the pattern for where it hurts (knowledge.ts), never a diagnosis.
  const site = result.kind === 'injury' ? INJURY_PATTERNS[siteOf(result)] : undefined
  if (turn.language === 'en' && site) facts.push(...site.points)
  facts.push(...(branch.steps ?? []))
  const professional = [capitalize(branch.professional)]
  if (turn.language === 'en' && site?.seeAProfessional) professional.push(site.seeAProfessional)
  facts.push(`${texts.professionalLabel} ${professional.join(' ')}`)
  if (result.kind === 'injury') facts.push(texts.noDiagnosis)
  return facts
}

/**
 * How many of the days ill before today fall within the active plan (the propose tool refuses
 * a start before the plan's): 0 when the plan started today. Without a plan, the days asked.
 */
async function illDaysInPlan(turn: Turn, illDays: number) {
  const window = await turn.session.run(planWindowTool, { direction: 'next', days: 1 })
  const wanted = Math.min(illDays, MAX_DAYS_BACK)
  const planStart = window.plan?.startDate
  if (!planStart) return wanted
  const daysInPlan = Math.round((Date.parse(turn.today) - Date.parse(planStart)) / 86_400_000)
  return Math.max(0, Math.min(wanted, daysInPlan))
}

/** The triaged answer, with a plan change proposed where rest or an easier return is needed. */
async function answerTriage(turn: Turn, result: Triage, days: number | null) {
  const texts = HEALTH_TEXTS[turn.language]
  const headline = `**${understoodLabel(result, texts)}${texts.colon}** ${texts.branches[result.branch].rule}`
  const facts = triageFacts(turn, result, texts)
  const why = [`Sources: ${sourcesOf(result).join('; ')}.`]
  const { today } = turn
  // "Sick, clear tomorrow and Tuesday": the days named are rested, whatever the branch.
  const named = result.kind === 'illness' ? daysOffNamed(turn) : null
  if (named && result.branch !== 'return_after_illness') {
    return propose(
      turn,
      { type: 'illness', startDate: named.from, days: named.days },
      { headline, facts: [...facts, fill(texts.daysAsked, { days: named.days })], why }
    )
  }
  switch (result.branch) {
    case 'above_neck': {
      const feverSaid = result.illness.includes('fever') || result.illness.includes('no_fever')
      const check = feverSaid ? [] : [texts.checkFever]
      return reply(turn, {
        headline,
        facts: [...check, ...facts, texts.planStays],
        why,
        cheer: texts.cheer,
      })
    }
    case 'cold_unclear':
      if (!days) return reply(turn, { headline, facts, why, cheer: texts.cheer })
      return propose(
        turn,
        { type: 'illness', startDate: today, days },
        { headline, facts: [...facts, fill(texts.daysAsked, { days })], why }
      )
    case 'systemic': {
      const restDays = days ?? DEFAULT_DAYS.illness
      return propose(
        turn,
        { type: 'illness', startDate: today, days: restDays },
        { headline, facts: [...facts, fill(texts.restDays, { days: restDays })], why }
      )
    }
    case 'return_after_illness': {
      const illDays = await illDaysInPlan(turn, days ?? DEFAULT_DAYS.illness)
      if (illDays === 0) {
        return reply(turn, { headline, facts: [...facts, texts.returnPlanNew], why })
      }
      // The ill days are behind: they end yesterday, and the easier return starts today.
      return propose(
        turn,
        { type: 'illness', startDate: addDays(today, -illDays), days: illDays },
        { headline, facts: [...facts, fill(texts.returnDays, { days: illDays })], why }
      )
    }
    case 'injury_refer':
    case 'injury_niggle': {
      // "Is it a meniscus tear, yes or no?": no diagnosis, and no plan change unless asked.
      if (asksDiagnosis(turn.question))
        return reply(turn, { headline, facts: [NO_DIAGNOSIS[turn.language], ...facts], why })
      const restDays =
        days ?? (result.branch === 'injury_refer' ? DEFAULT_DAYS.injury : DEFAULT_DAYS.niggle)
      return propose(
        turn,
        { type: 'injury', startDate: today, days: restDays },
        { headline, facts, why }
      )
    }
  }
}

/** A health question ("can I run with a cold?", "my foot hurts when walking"). */
export async function answerHealth(turn: Turn): Promise<string> {
  if (
    /over-?train|overreach|burn(ing|t|ed)? ?out|[uü]bertrain|surentra[iî]n|sobreentren/i.test(
      turn.question
    )
  )
    return overtraining(turn)
  return answerTriage(turn, triageOf(turn), daysIn(turn.question))
}

/** "Plan change, kind illness": the neck check decides whether rest is proposed. */
export async function proposeIllnessRest(turn: Turn): Promise<string> {
  return answerTriage(turn, triageOf(turn, 'illness'), daysIn(turn.question))
}

/** "Plan change, kind injury": rest or easier days, and when to see a professional. */
export async function proposeInjuryRest(turn: Turn): Promise<string> {
  return answerTriage(turn, triageOf(turn, 'injury'), daysIn(turn.question))
}

async function overtraining(turn: Turn) {
  const { session } = turn
  const texts = HEALTH_TEXTS[turn.language].overtraining
  const training = await session.run(recentTrainingTool, { weeks: 4 })
  const data: string[] = []
  if (training.acwr) {
    const { ratio, band } = training.acwr
    const range = band === 'safe' ? ', 0.8–1.3' : ''
    data.push(fill(texts.load, { ratio, band: texts.bands[band], range }))
  }
  if (training.today) {
    const change = training.today.fitness - (training.fitnessFourWeeksAgo ?? 0)
    data.push(
      fill(texts.fitness, {
        fitness: training.today.fitness,
        direction: change >= 0 ? texts.up : texts.down,
        change: Math.abs(change).toFixed(1),
        fatigue: training.today.fatigue,
        form: training.today.form,
      })
    )
  }
  const noRuns = training.weeks.every((week) => week.activeDays === 0)
  if (noRuns) data.unshift(NO_TRAINING_DATA[turn.language])
  const ask = fill(texts.askYourself, { symptoms: texts.symptoms.join('; ') })
  return reply(turn, {
    headline: texts.headline,
    facts: [...data, ask, ...texts.points, texts.professional],
    why: [`Sources: ${OVERTRAINING.sources.join('; ')}.`],
    cheer: texts.cheer,
  })
}

export const healthSkill = defineSkill('health', {
  illness: (turn: Turn, intent: IntentOf<'illness'>) =>
    answerTriage(turn, triageOf(turn, 'illness'), intent.days),
  injury: (turn: Turn, intent: IntentOf<'injury'>) =>
    answerTriage(turn, triageOf(turn, 'injury'), intent.days),
  overtraining,
})
