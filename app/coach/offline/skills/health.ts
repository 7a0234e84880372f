/*
 * Health: illness (the neck check), injury patterns and overtraining, from published guidance
 * (knowledge.ts, sources in docs/coach.md). Common patterns and when to see a professional,
 * never a diagnosis (docs/coach.md#what-the-coach-never-does); rest is proposed as a plan
 * change the athlete reviews.
 */
import { recentTrainingTool } from '#coach/tools/recent_training'
import { t } from '#coach/offline/i18n'
import { INJURY_PATTERNS, NECK_CHECK, OVERTRAINING } from '#coach/offline/knowledge'
import { propose } from '#coach/offline/propose'
import { defineSkill, type IntentOf } from '#coach/offline/skill'
import { reply, type Turn } from '#coach/offline/turn'

/** "I have a cold" with no days and no symptoms named: the neck check, no plan change yet. */
function neckCheckOnly(turn: Turn, intent: IntentOf<'illness'>) {
  return (
    intent.symptoms === 'above_neck' ||
    (intent.symptoms === 'unknown' &&
      /\bcold\b|rhume|resfriad|erk[aä]lt/i.test(turn.question) &&
      !intent.days)
  )
}

async function illness(turn: Turn, intent: IntentOf<'illness'>) {
  const { language, today } = turn
  const sources = `Sources: ${NECK_CHECK.sources.join('; ')}.`
  if (neckCheckOnly(turn, intent)) {
    const facts =
      intent.symptoms === 'above_neck'
        ? [...NECK_CHECK.above, NECK_CHECK.seeAProfessional]
        : [...NECK_CHECK.above, ...NECK_CHECK.below, NECK_CHECK.seeAProfessional]
    return reply(turn, {
      headline:
        intent.symptoms === 'above_neck'
          ? t(language, 'illnessAbove')
          : `${t(language, 'neckCheck')} Tell me where your symptoms are and, if you need days off, how many ("sick for 3 days"), and I'll adjust your plan.`,
      facts: language === 'en' ? facts : [t(language, 'neckCheck'), t(language, 'seeDoctorIll')],
      why: [sources],
      cheer: 'Look after yourself; the plan will be there.',
    })
  }
  const days = intent.days ?? 3
  return propose(
    turn,
    { type: 'illness', startDate: today, days },
    {
      headline: t(language, 'illnessBelow', { days }),
      facts:
        language === 'en'
          ? [...NECK_CHECK.below, NECK_CHECK.seeAProfessional]
          : [t(language, 'neckCheck'), t(language, 'seeDoctorIll')],
      why: [
        'Training through an illness slows recovery and can make it worse; after it, fitness comes back faster than it went.',
        sources,
      ],
    }
  )
}

async function injury(turn: Turn, intent: IntentOf<'injury'>) {
  const { language, today } = turn
  const guidance = INJURY_PATTERNS[intent.site]
  const days = intent.days ?? 3
  return propose(
    turn,
    { type: 'injury', startDate: today, days },
    {
      headline:
        language === 'en'
          ? `**${guidance.title}.** ${t('en', 'injuryHead', { days })}`
          : t(language, 'injuryHead', { days }),
      facts: [
        ...(language === 'en' ? guidance.points : []),
        language === 'en' && guidance.seeAProfessional
          ? `When to see a professional: ${guidance.seeAProfessional} I can't diagnose pain; they can.`
          : t(language, 'seePhysio'),
      ],
      why: [`Source: ${guidance.sources.join('; ')}.`],
    }
  )
}

async function overtraining(turn: Turn) {
  const { session } = turn
  const training = await session.run(recentTrainingTool, { weeks: 4 })
  const facts = [
    `Ask yourself, over the last two weeks or more: ${OVERTRAINING.symptoms.join('; ')}?`,
    ...OVERTRAINING.points,
  ]
  const data: string[] = []
  if (training.acwr) {
    data.push(
      `Your load: acute:chronic ratio **${training.acwr.ratio}** (${training.acwr.band}${training.acwr.band === 'safe' ? ', 0.8–1.3' : ''}).`
    )
  }
  if (training.today) {
    const change = training.today.fitness - (training.fitnessFourWeeksAgo ?? 0)
    data.push(
      `Fitness ${training.today.fitness} (${change >= 0 ? 'up' : 'down'} ${Math.abs(change).toFixed(1)} in four weeks), fatigue ${training.today.fatigue}, form ${training.today.form}.`
    )
  }
  return reply(turn, {
    headline:
      "Your numbers alone can't say whether you are overtraining; how you feel and perform over weeks can. Here is what your data shows, and what to check:",
    facts: [...data, ...facts, OVERTRAINING.seeAProfessional],
    why: [`Sources: ${OVERTRAINING.sources.join('; ')}.`],
    cheer: 'Rest is part of training, not a break from it.',
  })
}

export const healthSkill = defineSkill('health', { illness, injury, overtraining })
