/*
 * Paces and zones: heart-rate zones (Friel's LTHR, Karvonen's reserve, or a share of max HR),
 * Daniels' training paces from VDOT, the easy pace, and a pace converted between km and miles.
 */
import { athleteProfileTool } from '#coach/tools/athlete_profile'
import { formatPace, secPerMileToSecPerKm } from '#domain/units'
import { list, t } from '#coach/offline/i18n'
import { defineSkill } from '#coach/offline/skill'
import { reply, type Turn } from '#coach/offline/turn'

async function zones(turn: Turn) {
  const profile = await turn.session.run(athleteProfileTool)
  const facts: string[] = []
  if (profile.hrZones) {
    facts.push(
      `Heart rate (${profile.hrZoneModel === 'lthr' ? 'from your LTHR' : profile.hrZoneModel === 'reserve' ? 'heart-rate reserve' : 'from your max HR'}): ${profile.hrZones.map((z) => `${z.name} ${z.bpm}`).join(', ')} bpm`
    )
  } else {
    facts.push(`Heart-rate zones need ${profile.hrZonesMissing}: add it on your profile.`)
  }
  if (profile.trainingPaces) {
    const p = profile.trainingPaces
    facts.push(
      `Paces (VDOT ${profile.vdot?.value}): easy ${p.easy}, marathon ${p.marathon}, threshold ${p.threshold}, interval ${p.interval}, repetition ${p.repetition}`
    )
  } else {
    facts.push('Pace zones need a recent race or hard effort (VDOT).')
  }
  return reply(turn, {
    headline: 'Your training zones:',
    facts,
    why: [
      "Heart-rate zones come from the model chosen on your profile (Friel's LTHR zones, Karvonen's reserve, or a share of max HR); paces come from Daniels' VDOT tables.",
    ],
    cheer: 'Most of your running belongs in the easy zone.',
  })
}

async function easyPace(turn: Turn) {
  const { language } = turn
  const profile = await turn.session.run(athleteProfileTool)
  if (!profile.trainingPaces) {
    return reply(turn, {
      headline:
        'Run easy by feel: a pace where you could hold a conversation. I can give you exact paces once I know a recent race time (add it to your profile) or see a hard effort.',
    })
  }
  const zone2 = profile.hrZones?.[1]
  return reply(turn, {
    headline: t(language, 'easyPace', { pace: profile.trainingPaces.easy }),
    facts: [
      `VDOT ${profile.vdot?.value} (${profile.vdot?.source}).`,
      ...(zone2 ? [`${zone2.name}: ${zone2.bpm} bpm.`] : []),
      ...(language === 'en'
        ? ['If it feels hard (heat, hills, a bad day), slow down: easy is an effort, not a number.']
        : []),
    ],
    why: [
      "Daniels' easy pace (about 63–74 % of VDOT) builds aerobic fitness with little fatigue, so you can recover for the sessions that matter.",
    ],
    cheer: 'Slow easy days make fast days possible.',
  })
}

/** Which pace the question is about (1 easy … 5 repetition), 0 for all of them. */
function paceFocus(question: string) {
  return /\b(tempo|threshold)\b|seuil|umbral|schwelle/i.test(question)
    ? 3
    : /\binterval|vma|intervalo/i.test(question)
      ? 4
      : /\bmarat(h)?[oó]n\b/i.test(question)
        ? 2
        : /\b(repetition|reps?|strides)\b|r[eé]p[eé]tition|wiederholung/i.test(question)
          ? 5
          : 0
}

async function paces(turn: Turn) {
  const { language } = turn
  const profile = await turn.session.run(athleteProfileTool)
  if (!profile.trainingPaces) {
    return reply(turn, {
      headline:
        'I need a recent race time (on your profile) or a hard effort to work out your training paces.',
    })
  }
  const p = profile.trainingPaces
  const names = list(language, 'paceNames')
  const focus = paceFocus(turn.question)
  const values = [p.easy, p.marathon, p.threshold, p.interval, p.repetition]
  return reply(turn, {
    headline:
      (focus && language === 'en'
        ? `Your ${names[focus - 1].toLowerCase()} pace: **${values[focus - 1]}**. `
        : '') + t(language, 'pacesHead', { vdot: profile.vdot?.value ?? '' }),
    facts: values.map((value, i) => `${names[i]}: ${value}`),
    why: ["These are Daniels' training paces for your VDOT (Daniels' Running Formula)."],
    cheer: 'Hit the paces and the fitness follows.',
  })
}

/** "8 min per mile in km": the pace in the other unit, placed among the athlete's paces. */
async function paceConvert(turn: Turn) {
  const { question } = turn
  const match =
    /(\d{1,2})(?::(\d{2}))?\s*(?:min(?:utes?)?|mins)?\s*(?:per|a|\/)\s*(mile|mi|km|kilomet(?:re|er))\b/i.exec(
      question
    )
  if (!match) return paces(turn)
  const seconds = Number(match[1]) * 60 + Number(match[2] ?? 0)
  const perMile = /^mi/i.test(match[3])
  const secPerKm = perMile ? secPerMileToSecPerKm(seconds) : seconds
  const converted = perMile
    ? `${formatPace(secPerKm, 'metric')}/km`
    : `${formatPace(secPerKm, 'imperial')}/mi`
  const given = `${formatPace(secPerKm, perMile ? 'imperial' : 'metric')}${perMile ? '/mi' : '/km'}`
  const profile = await turn.session.run(athleteProfileTool)
  const facts = [
    `${(3600 / secPerKm).toFixed(1)} km/h; a 5 km at that pace takes ${formatPace(secPerKm * 5)}, a 10 km ${formatPace(secPerKm * 10)}.`,
  ]
  if (profile.trainingPaces)
    facts.push(
      `Your training paces for comparison: easy ${profile.trainingPaces.easy}, marathon ${profile.trainingPaces.marathon}, threshold ${profile.trainingPaces.threshold}.`
    )
  return reply(turn, {
    headline: `**${given}** is **${converted}** (1 mile = 1.609 km).`,
    facts,
  })
}

export const pacesZonesSkill = defineSkill('paces_zones', {
  zones,
  easy_pace: easyPace,
  training_paces: paces,
  pace_convert: paceConvert,
})
