/*
 * The offline coach: deterministic answers to the questions runners ask most, from the
 * athlete's data through the same tools a model uses, in their units and tone. No model, no
 * network; every activity may be read (nothing leaves the server).
 */
import { addDays, isoWeekday } from '#domain/calendar'
import type { CoachContext } from '#coach/context'
import { ToolSession } from '#coach/tools/index'
import { athleteProfileTool } from '#coach/tools/athlete_profile'
import { recentTrainingTool } from '#coach/tools/recent_training'
import { todayWorkoutTool } from '#coach/tools/today_workout'
import { racePredictionsTool } from '#coach/tools/race_predictions'
import { explainMetricTool } from '#coach/tools/explain_metric'
import { proposePlanChangeTool, type PlanChange } from '#coach/tools/propose_plan_change'
import { isRefusal } from '#coach/tools/tool'
import { planSnapshot } from '#coach/tools/plan_data'
import { redFlags, SAFETY_NOTICE } from '#coach/safety'
import { matchIntent, OFFLINE_QUESTIONS, type Intent } from '#coach/offline/intents'
import { compose } from '#coach/offline/tone'
import { dayLabel, WEEKDAYS } from '#coach/format'
import type { CoachToolUse } from '#models/coach_message'

export interface CoachAnswer {
  content: string
  toolUses: CoachToolUse[]
  revisionId: number | null
  safetyNotice: string | null
  intent: Intent['type'] | 'red_flag'
}

/** The answer to red-flag symptoms, whichever coach is configured. */
export function safetyAnswer(flags: string[]): CoachAnswer {
  return {
    content: [
      `**Stop and see a doctor.** You mentioned ${flags.join(' and ')}. Please don't train until a doctor has checked you; if it is happening now or is severe, call your local emergency number.`,
      '',
      'I haven\'t changed your plan. When you have been cleared, tell me how many days you were out ("I was sick for 5 days") and I\'ll propose an easier return.',
    ].join('\n'),
    toolUses: [],
    revisionId: null,
    safetyNotice: SAFETY_NOTICE,
    intent: 'red_flag',
  }
}

export class OfflineCoach {
  async answer(context: CoachContext, question: string): Promise<CoachAnswer> {
    const flags = redFlags(question)
    if (flags.length > 0) return safetyAnswer(flags)
    const intent = matchIntent(question)
    const session = new ToolSession(context)
    const content = await this.reply(session, intent)
    return {
      content,
      toolUses: session.toolUses,
      revisionId: session.revisionId,
      safetyNotice:
        intent.type === 'injury' || intent.type === 'illness'
          ? 'If symptoms are severe, get worse or don’t improve, see a doctor or physiotherapist before training.'
          : null,
      intent: intent.type,
    }
  }

  private async reply(session: ToolSession, intent: Intent): Promise<string> {
    const tone = session.context.profile.coachTone
    const today = session.context.todayIso
    switch (intent.type) {
      case 'today':
        return this.today(session)
      case 'progress':
        return this.progress(session)
      case 'race_prediction':
        return this.racePrediction(session, intent.distance)
      case 'illness': {
        const days = intent.days ?? 3
        return this.propose(
          session,
          { type: 'illness', startDate: today, days },
          {
            headline: `Sorry you're ill. Rest first: no running for ${days} day${days === 1 ? '' : 's'}, then an easy return.`,
            why: [
              'Training through an illness slows recovery and can make it worse; after it, fitness comes back faster than it went. The "neck check" is a common rule of thumb: with anything below the neck (chest, fever, aches), rest.',
            ],
          }
        )
      }
      case 'injury': {
        const days = intent.days ?? 7
        return this.propose(
          session,
          { type: 'injury', startDate: today, days },
          {
            headline: `Let's protect that injury: rest for ${days} day${days === 1 ? '' : 's'}, then a week of easy running at half the volume.`,
            why: [
              'Running on pain usually turns a short break into a long one. If it hurts to walk, swells, or is not clearly better within a few days, see a physiotherapist or doctor.',
            ],
          }
        )
      }
      case 'travel': {
        const days = intent.days ?? 7
        const weekdays = intent.noRunning ? [] : session.context.profile.trainingDays
        const minutes = intent.noRunning ? undefined : (intent.minutes ?? 45)
        return this.propose(
          session,
          {
            type: 'travel',
            fromDate: today,
            toDate: addDays(today, days - 1),
            availableWeekdays: weekdays,
            ...(minutes ? { maxSessionMinutes: minutes } : {}),
          },
          {
            headline: intent.noRunning
              ? `Safe travels! For the ${days} days away I've planned rest.`
              : `Safe travels! For the ${days} days away I've kept your usual days and capped sessions at ${minutes} minutes.`,
            why: [
              'A few days of reduced training costs very little fitness; consistency over the weeks matters more than any single session. Tell me different dates or limits and I will propose again.',
            ],
          }
        )
      }
      case 'short_on_time': {
        const minutes = intent.minutes ?? 45
        return this.propose(
          session,
          { type: 'short_on_time', maxSessionMinutes: minutes },
          {
            headline: `Got it: at most ${minutes} minutes per session this week.`,
            why: [
              'Shorter sessions keep the rhythm of the week: the key workouts keep their purpose at a smaller size, and consistency beats the odd long session.',
            ],
          }
        )
      }
      case 'missed_workout':
        return this.missed(session)
      case 'move_long_run':
        return this.moveLongRun(session, intent)
      case 'acwr':
        return this.acwr(session)
      case 'explain_metric': {
        const result = await session.run(explainMetricTool, { metric: intent.metric })
        const current =
          result.current === null
            ? ''
            : ` Yours is **${result.current}**${'band' in result && result.band ? ` (${result.band})` : ''} today.`
        return compose(tone, {
          headline: `**${result.name}** is ${result.text}${current}`,
          why: [`Source: ${result.source}.`],
          cheer: 'Numbers are a guide; how you feel on the run counts too.',
        })
      }
      case 'zones':
        return this.zones(session)
      case 'easy_pace':
        return this.easyPace(session)
      case 'training_paces':
        return this.paces(session)
      case 'unknown':
        return [
          "I'm the offline coach: I answer from your own data without an AI model, and that question needs a configured model (your administrator can set one up with `COACH_PROVIDER`).",
          '',
          'Here is what I can answer:',
          ...OFFLINE_QUESTIONS.map((q) => `- ${q}`),
        ].join('\n')
    }
  }

  private async today(session: ToolSession) {
    const tone = session.context.profile.coachTone
    const result = await session.run(todayWorkoutTool)
    if (!result.plan) {
      return compose(tone, {
        headline:
          "You don't have a training plan yet, so nothing is scheduled today. Create one on the Training plan page and I can tell you what to run each day and why.",
        cheer: 'An easy run of 30–45 minutes is never a bad choice in the meantime.',
      })
    }
    const { today: workout, tomorrow } = result
    const next = tomorrow && tomorrow.type !== 'rest' ? `Tomorrow: ${tomorrow.title}.` : null
    if (!workout || workout.type === 'rest') {
      return compose(tone, {
        headline: 'Today is a **rest day**. Rest is where the training turns into fitness.',
        facts: next ? [next] : [],
        cheer: 'Enjoy it!',
      })
    }
    const size = [workout.distance, workout.time ? `about ${workout.time}` : null]
      .filter(Boolean)
      .join(', ')
    const facts = [`Why: ${workout.purpose}`, `Steps: ${workout.steps}`]
    if (workout.state === 'done') facts.unshift('Already done today: nice work.')
    if (next) facts.push(next)
    return compose(tone, {
      headline: `Today: **${workout.title}**${size ? ` (${size})` : ''}.`,
      facts,
      why: [
        'Each session has one job in the week; the easy days around it let you recover for the next one.',
      ],
      cheer: workout.hard ? 'Warm up well and enjoy the work.' : 'Keep it relaxed and enjoy it.',
    })
  }

  private async progress(session: ToolSession) {
    const tone = session.context.profile.coachTone
    const training = await session.run(recentTrainingTool, { weeks: 4 })
    if (!training.today || training.weeks.every((w) => w.load === 0)) {
      return compose(tone, {
        headline:
          "I don't see any training in the last four weeks yet. Import your runs (files or Strava) or add one by hand, and I'll tell you how it's going.",
      })
    }
    const { today: figures } = training
    const before = training.fitnessFourWeeksAgo ?? 0
    const change = figures.fitness - before
    const trend =
      Math.abs(change) < 1
        ? 'steady'
        : change > 0
          ? `up ${change.toFixed(1)}`
          : `down ${Math.abs(change).toFixed(1)}`
    const formText =
      figures.form < -20
        ? 'you are carrying a lot of fatigue'
        : figures.form < -5
          ? 'you are in a productive training block'
          : figures.form <= 5
            ? 'you are fairly fresh'
            : 'you are fresh, ready for a hard session or a race'
    return compose(tone, {
      headline: `Your fitness is **${figures.fitness}** (${trend} over four weeks); fatigue ${figures.fatigue}, form ${figures.form}: ${formText}.`,
      facts: training.weeks.map(
        (w) =>
          `${w.from} to ${w.to}: ${w.runningDistance} running${w.allSportsDistance === w.runningDistance ? '' : ` (all sports ${w.allSportsDistance})`}, ${w.allSportsTime} in all, load ${w.load}, ${w.activeDays} active days`
      ),
      why: [
        'Fitness is your 42-day average training load, fatigue the 7-day one, and form is fitness minus fatigue (Banister / Coggan).',
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

  private async racePrediction(
    session: ToolSession,
    distance: Extract<Intent, { type: 'race_prediction' }>['distance']
  ) {
    const tone = session.context.profile.coachTone
    const result = await session.run(racePredictionsTool, {
      distances: distance ? [distance] : ['5k', '10k', 'half', 'marathon'],
    })
    if (!result.vdot) return compose(tone, { headline: result.note ?? 'No prediction yet.' })
    const names = { '5k': '5 km', '10k': '10 km', 'half': 'Half marathon', 'marathon': 'Marathon' }
    return compose(tone, {
      headline: `From your VDOT of **${result.vdot.value}** (${result.vdot.source}${result.vdot.date ? `, ${result.vdot.date}` : ''}):`,
      facts: result.predictions.map(
        (p) =>
          `${names[p.distance]}: **${p.time}** (Riegel: ${p.riegel})${p.volumeAdjusted ? ', adjusted for your weekly volume' : ''}`
      ),
      why: [
        `Predictions use Daniels' VDOT tables with Riegel's formula as a second opinion; for the half and full marathon they assume training for the distance, and long races are slowed a little when weekly volume is low (yours: ${result.weeklyDistance} a week).`,
      ],
      cheer: 'Train well and these are yours to beat.',
    })
  }

  private async propose(
    session: ToolSession,
    change: PlanChange,
    parts: { headline: string; why: string[] }
  ) {
    const tone = session.context.profile.coachTone
    const result = await session.run(proposePlanChangeTool, { change })
    if (isRefusal(result)) {
      const noPlan = /no active plan/i.test(result.error)
      return compose(tone, {
        headline: parts.headline,
        facts: [
          noPlan
            ? "You don't have an active training plan, so there is nothing to adjust."
            : `Your plan stays as it is: ${result.error}`,
        ],
        why: parts.why,
        cheer: 'Look after yourself first.',
      })
    }
    return compose(tone, {
      headline: parts.headline,
      facts: [
        `I've proposed a change to your plan: ${result.reason}`,
        `${result.changedWorkouts} workout${result.changedWorkouts === 1 ? '' : 's'} would change. Review the preview below and apply or discard it; nothing changes until you do, and you can undo it.`,
      ],
      why: parts.why,
      cheer: 'Look after yourself; the plan will be there.',
    })
  }

  private async missed(session: ToolSession) {
    const { todayIso } = session.context
    const tone = session.context.profile.coachTone
    const snapshot = await planSnapshot(
      session.context,
      addDays(todayIso, -7),
      addDays(todayIso, -1)
    )
    if (!snapshot) {
      return compose(tone, {
        headline:
          "No problem: without a training plan there's nothing to reschedule. Just pick up with your next run.",
      })
    }
    const missed = snapshot.workouts
      .filter((w) => w.type !== 'rest' && snapshot.states.get(w.key) === 'planned')
      .sort((a, b) => Number(b.hard) - Number(a.hard) || (a.dateIso < b.dateIso ? 1 : -1))[0]
    if (!missed) {
      return compose(tone, {
        headline: 'I see every workout of the last week done or marked, so nothing needs moving.',
        cheer: 'Great consistency!',
      })
    }
    return this.propose(
      session,
      { type: 'missed_workout', workoutKey: missed.key },
      {
        headline: `No stress about missing **${missed.title}** (${dayLabel(missed.dateIso)}).`,
        why: [
          'A missed key session moves to a later easy day this week only if that keeps hard days apart; otherwise it is dropped. Cramming it in adds fatigue without adding fitness.',
        ],
      }
    )
  }

  private async moveLongRun(
    session: ToolSession,
    intent: Extract<Intent, { type: 'move_long_run' }>
  ) {
    const { todayIso } = session.context
    const tone = session.context.profile.coachTone
    const snapshot = await planSnapshot(session.context, todayIso, addDays(todayIso, 13))
    const longRun = snapshot?.workouts.find(
      (w) => w.type === 'long' && snapshot.states.get(w.key) === 'planned'
    )
    if (!snapshot || !longRun) {
      return compose(tone, {
        headline: snapshot
          ? "I don't see a long run in your plan in the next two weeks."
          : "You don't have a training plan yet, so there's no long run to move.",
      })
    }
    let target: string | null = null
    if (intent.relative) target = intent.relative === 'today' ? todayIso : addDays(todayIso, 1)
    else if (intent.weekday) {
      // The date with that weekday closest to the long run's day, not in the past.
      const candidates = []
      for (let offset = -6; offset <= 6; offset++) {
        const date = addDays(longRun.dateIso, offset)
        if (date >= todayIso && isoWeekday(date) === intent.weekday)
          candidates.push({ date, offset })
      }
      candidates.sort((a, b) => Math.abs(a.offset) - Math.abs(b.offset))
      target = candidates[0]?.date ?? null
    }
    if (!target) {
      return compose(tone, {
        headline: `Your next long run is **${longRun.title}** on ${dayLabel(longRun.dateIso)}. Which day should it move to? Say, for example, "move my long run to ${WEEKDAYS[(isoWeekday(longRun.dateIso) + 4) % 7]}".`,
      })
    }
    return this.propose(
      session,
      { type: 'move_workout', workoutKey: longRun.key, toDate: target },
      {
        headline: `Moving **${longRun.title}** from ${dayLabel(longRun.dateIso)} to ${dayLabel(target)}.`,
        why: [
          'Long runs are best with an easy or rest day on either side; if the new day sits next to a hard session, the preview warns you.',
        ],
      }
    )
  }

  private async acwr(session: ToolSession) {
    const tone = session.context.profile.coachTone
    const training = await session.run(recentTrainingTool, { weeks: 4 })
    if (!training.acwr) {
      return compose(tone, {
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
    return compose(tone, {
      headline: verdict,
      facts: [
        `Fitness ${training.today?.fitness}, fatigue ${training.today?.fatigue}, form ${training.today?.form}.`,
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

  private async zones(session: ToolSession) {
    const tone = session.context.profile.coachTone
    const profile = await session.run(athleteProfileTool)
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
    return compose(tone, {
      headline: 'Your training zones:',
      facts,
      why: [
        "Heart-rate zones come from the model chosen on your profile (Friel's LTHR zones, Karvonen's reserve, or a share of max HR); paces come from Daniels' VDOT tables.",
      ],
      cheer: 'Most of your running belongs in the easy zone.',
    })
  }

  private async easyPace(session: ToolSession) {
    const tone = session.context.profile.coachTone
    const profile = await session.run(athleteProfileTool)
    if (!profile.trainingPaces) {
      return compose(tone, {
        headline:
          'Run easy by feel: a pace where you could hold a conversation. I can give you exact paces once I know a recent race time (add it to your profile) or see a hard effort.',
      })
    }
    const zone2 = profile.hrZones?.[1]
    return compose(tone, {
      headline: `Easy runs: **${profile.trainingPaces.easy}**.`,
      facts: [
        `From your VDOT of ${profile.vdot?.value} (${profile.vdot?.source}).`,
        ...(zone2 ? [`Or by heart rate: keep to ${zone2.name} (${zone2.bpm} bpm).`] : []),
        'If it feels hard (heat, hills, a bad day), slow down: easy is an effort, not a number.',
      ],
      why: [
        "Daniels' easy pace (about 63–74 % of VDOT) builds aerobic fitness with little fatigue, so you can recover for the sessions that matter.",
      ],
      cheer: 'Slow easy days make fast days possible.',
    })
  }

  private async paces(session: ToolSession) {
    const tone = session.context.profile.coachTone
    const profile = await session.run(athleteProfileTool)
    if (!profile.trainingPaces) {
      return compose(tone, {
        headline:
          'I need a recent race time (on your profile) or a hard effort to work out your training paces.',
      })
    }
    const p = profile.trainingPaces
    return compose(tone, {
      headline: `Your training paces (VDOT ${profile.vdot?.value}):`,
      facts: [
        `Easy: ${p.easy}`,
        `Marathon: ${p.marathon}`,
        `Threshold: ${p.threshold}`,
        `Interval: ${p.interval}`,
        `Repetition: ${p.repetition}`,
      ],
      why: ["These are Daniels' training paces for your VDOT (Daniels' Running Formula)."],
      cheer: 'Hit the paces and the fitness follows.',
    })
  }
}
