/*
 * Fitness from the training load: how the athlete is doing (fitness, fatigue and form over
 * four weeks), the acute:chronic workload ratio, and what a metric means with their value
 * (docs/science.md, Banister / Coggan; Hulin et al. 2016; Gabbett 2016).
 */
import { recentTrainingTool } from '#coach/tools/recent_training'
import { explainMetricTool } from '#coach/tools/explain_metric'
import { racePredictionsTool } from '#coach/tools/race_predictions'
import type { Language } from '#coach/offline/language'
import { t } from '#coach/offline/i18n'
import { defineSkill, type IntentOf } from '#coach/offline/skill'
import { reply, type Turn } from '#coach/offline/turn'

/** The change in fitness over four weeks, as said in the headline. */
function trendOf(change: number, language: Language) {
  return Math.abs(change) < 1
    ? language === 'en'
      ? 'steady'
      : '='
    : change > 0
      ? `+${change.toFixed(1)}`
      : `−${Math.abs(change).toFixed(1)}`
}

/** What form (fitness minus fatigue) says about the athlete today. */
function formMeaning(form: number) {
  return form < -20
    ? 'you are carrying a lot of fatigue'
    : form < -5
      ? 'you are in a productive training block'
      : form <= 5
        ? 'you are fairly fresh'
        : 'you are fresh, ready for a hard session or a race'
}

/**
 * "VDOT 48.7 (race result, 2026-03-01): VDOT 48.7 (Daniels & Gilbert), adjusted for ...": the
 * current VDOT with where it comes from and the prediction method built on it.
 */
async function vdotLine(turn: Turn) {
  const result = await turn.session.run(racePredictionsTool, { distances: ['10k'] })
  if (!result.vdot) return null
  const { value, source, date } = result.vdot
  return `VDOT **${value}** (${source}${date ? `, ${date}` : ''}); race predictions use ${result.method}.`
}

async function progress(turn: Turn, withVdot = false) {
  const { session, language } = turn
  const training = await session.run(recentTrainingTool, { weeks: 4 })
  const vdot = withVdot ? await vdotLine(turn) : null
  if (!training.today || training.weeks.every((w) => w.load === 0)) {
    return reply(turn, {
      headline:
        "I don't see any training in the last four weeks yet. Import your runs (files or Strava) or add one by hand, and I'll tell you how it's going.",
    })
  }
  const { today: figures } = training
  const change = figures.fitness - (training.fitnessFourWeeksAgo ?? 0)
  return reply(turn, {
    headline:
      t(language, 'progress', {
        fitness: figures.fitness,
        trend: trendOf(change, language),
        fatigue: figures.fatigue,
        form: figures.form,
      }) + (language === 'en' ? ` In short: ${formMeaning(figures.form)}.` : ''),
    facts: [
      ...(vdot ? [vdot] : []),
      ...training.weeks.map((w) =>
        t(language, 'week', {
          from: w.from,
          to: w.to,
          running: w.runningDistance,
          others:
            w.allSportsDistance === w.runningDistance
              ? ''
              : t(language, 'allSports', { distance: w.allSportsDistance }),
          time: w.allSportsTime,
          days: w.activeDays,
        })
      ),
    ],
    why: [
      'Fitness is your 42-day average training load, fatigue the 7-day one, and form is fitness minus fatigue (Banister / Coggan). Distances are running only; other sports count in the load and the all-sports total.',
      training.acwr
        ? `Your acute:chronic workload ratio is ${training.acwr.ratio} (${training.acwr.band}).`
        : '',
    ].filter(Boolean),
    cheer:
      change >= 0
        ? 'The consistency is paying off. Keep going!'
        : 'A dip is normal after an easier block; steady weeks bring it back.',
  })
}

async function acwr(turn: Turn) {
  const { session } = turn
  const training = await session.run(recentTrainingTool, { weeks: 4 })
  if (!training.acwr) {
    return reply(turn, {
      headline:
        "I need four weeks of training to work out your acute:chronic workload ratio, and I don't have enough yet. Build up gradually: about 10 % more a week, with an easier week every 3–4 weeks.",
    })
  }
  const { ratio, band } = training.acwr
  const verdict = {
    low: `No, if anything you are doing less than usual (ratio **${ratio}**, below 0.8). That's fine for a recovery week; otherwise there's room to build.`,
    safe: `No: your acute:chronic workload ratio is **${ratio}**, inside the usual safe range of 0.8–1.3.`,
    elevated: `Careful: your ratio is **${ratio}**, above 1.3. You've ramped up recently; hold this level for a week rather than adding more.`,
    high: `Yes, probably: your ratio is **${ratio}**, at or above 1.5, where injury risk tends to rise. Take two or three easy days and skip the next hard session.`,
  }[band]
  return reply(turn, {
    headline: verdict,
    facts: [
      `Fitness ${training.today?.fitness}, fatigue ${training.today?.fatigue}, form ${training.today?.form}.`,
      'The ratio shows load spikes, not how your body copes: persistent tiredness, worse sleep or performance dropping for weeks matter more. Tell me if you have those.',
    ],
    why: [
      'The ratio is your average daily load over the last 7 days divided by that of the last 28 (Hulin et al. 2016; Gabbett 2016). Sudden spikes matter more than high but steady training.',
    ],
    cheer:
      band === 'safe' || band === 'low'
        ? "You're managing your load well."
        : 'Backing off a little now keeps you running later.',
  })
}

async function explainMetric(turn: Turn, intent: IntentOf<'explain_metric'>) {
  const result = await turn.session.run(explainMetricTool, { metric: intent.metric })
  const current =
    result.current === null
      ? ''
      : ` Yours is **${result.current}**${'band' in result && result.band ? ` (${result.band})` : ''} today.`
  return reply(turn, {
    headline: `**${result.name}** is ${result.text}${current}`,
    why: [`Source: ${result.source}.`],
    cheer: 'Numbers are a guide; how you feel on the run counts too.',
  })
}

/** The answer to the understanding's intent 'fitness': the training load's trend and the VDOT. */
export const answerFitness = (turn: Turn) => progress(turn, true)

export const fitnessSkill = defineSkill('fitness', {
  progress: (turn) => progress(turn),
  acwr,
  explain_metric: explainMetric,
})
