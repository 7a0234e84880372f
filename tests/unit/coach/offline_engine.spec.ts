import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import PlanRevision from '#models/plan_revision'
import TrainingPlan from '#models/training_plan'
import { OfflineCoach } from '#coach/offline/engine'
import { matchIntent } from '#coach/offline/intents'
import { spanIn } from '#coach/offline/dates'
import { trainingPaces, vdotFromRace } from '#domain/science/vdot'
import { predictRace } from '#domain/science/prediction'
import { formatDuration } from '#domain/units'
import { distance, paceRange } from '#coach/format'
import { recentTrainingTool } from '#coach/tools/recent_training'
import Activity from '#models/activity'
import RefreshDailyLoads from '#actions/activities/refresh_daily_loads'
import { addDays } from '#domain/calendar'
import { DateTime } from 'luxon'
import type { CoachContext } from '#coach/context'
import { createCoachAthlete, type CoachAthleteOptions } from '#tests/support/coach_athlete'

async function coachFor(options: CoachAthleteOptions = {}) {
  const athlete = await createCoachAthlete(options)
  const context: CoachContext = {
    userId: athlete.user.id,
    profile: athlete.profile,
    todayIso: athlete.todayIso,
    audience: 'offline',
  }
  const ask = (question: string) => new OfflineCoach().answer(context, question)
  return { ...athlete, context, ask }
}

/** The latest Wednesday up to today (UTC), for answers that depend on the weekday. */
function thisWednesday() {
  const today = DateTime.utc()
  return today.minus({ days: (today.weekday - 3 + 7) % 7 }).toISODate()!
}

async function proposedRevisions(userId: number) {
  const plan = await TrainingPlan.query().where('user_id', userId).where('status', 'active').first()
  if (!plan) return []
  return PlanRevision.query().where('plan_id', plan.id).where('status', 'proposed')
}

test.group('Offline coach: intents', () => {
  test('{0} → {1}')
    .with([
      ["What's my workout today?", 'today'],
      ['why am I doing this session', 'today'],
      ['How am I doing?', 'progress'],
      ['Is my fitness improving?', 'progress'],
      ['What could I run a half marathon in?', 'race_prediction'],
      ["I'm sick, flu for 4 days", 'illness'],
      ['I hurt my knee', 'injury'],
      ["I'm travelling next week", 'travel'],
      ["I'm short on time, only have 30 minutes", 'short_on_time'],
      ['I missed yesterday’s workout', 'missed_workout'],
      ['Move my long run to Saturday', 'move_long_run'],
      ['Am I overdoing it?', 'acwr'],
      ['What does form mean?', 'explain_metric'],
      ['What is VDOT?', 'explain_metric'],
      ['explain TRIMP', 'explain_metric'],
      ['What are my zones?', 'zones'],
      ['What pace for an easy run?', 'easy_pace'],
      ['What are my paces?', 'training_paces'],
      ['Write me a poem about shoes', 'unknown'],
      ["can't make it tomorrow", 'skip_day'],
      ['skip my run on friday', 'skip_day'],
      // The reason wins over the day: sick, hurt or away is not a simple skip.
      ["can't run tomorrow, I have a fever", 'illness'],
      ["can't run tomorrow, my achilles hurts", 'injury'],
      ["I'm on holiday for 3 days from tomorrow and can't run", 'travel'],
      ['I want to cut back my mileage', 'volume'],
      ['could I bump up my weekly km', 'volume'],
      ['what is 5:00 per km in miles', 'pace_convert'],
      ["switch today's session with tomorrow", 'swap_days'],
      ['how many days a week should I run', 'frequency'],
      ['how was my month', 'history'],
    ] as const)
    .run(({ assert }, [question, intent]) => {
      assert.equal(matchIntent(question).type, intent)
    })

  test('spans: "the past 4 weeks", "last 10 days" end today', ({ assert }) => {
    assert.deepEqual(spanIn('longest run in the past 4 weeks', '2026-03-21'), {
      from: '2026-02-22',
      to: '2026-03-21',
    })
    assert.deepEqual(spanIn('last ten days', '2026-03-21'), {
      from: '2026-03-12',
      to: '2026-03-21',
    })
    assert.isNull(spanIn('last week', '2026-03-21'))
  })

  test('numbers in requests: days, weeks and minutes', ({ assert }) => {
    assert.deepEqual(matchIntent("I've got the flu, out for 5 days"), {
      type: 'illness',
      days: 5,
      symptoms: 'below_neck',
    })
    assert.deepEqual(matchIntent('injured for two weeks'), {
      type: 'injury',
      days: 14,
      site: 'other',
    })
    assert.deepEqual(matchIntent('busy week, 40 min max'), {
      type: 'short_on_time',
      minutes: 40,
      scope: 'week',
    })
    assert.deepEqual(matchIntent('move my long run to tomorrow'), {
      type: 'move_long_run',
      weekday: null,
      relative: 'tomorrow',
    })
  })
})

test.group('Offline coach: answers from the athlete’s data', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

  test("today's workout and why, from the plan", async ({ assert }) => {
    const { ask, user } = await coachFor({ plan: true })
    const plan = await TrainingPlan.query().where('user_id', user.id).firstOrFail()
    const answer = await ask("What's my workout today and why?")
    assert.equal(answer.intent, 'today')
    assert.deepEqual(
      answer.toolUses.map((u) => u.name),
      ['today_workout']
    )
    const today = plan.document.weeks
      .flatMap((w) => w.workouts)
      .find((w) => w.dateIso === plan.document.startDateIso)
    if (today && today.type !== 'rest') {
      assert.include(answer.content, today.title)
      assert.include(answer.content, today.purpose)
    } else {
      assert.include(answer.content, 'rest day')
    }
  })

  test('without a plan, today says how to get one', async ({ assert }) => {
    const { ask } = await coachFor()
    const answer = await ask('What should I run today?')
    assert.include(answer.content, "You don't have a training plan yet")
  })

  test('how am I doing: fitness, fatigue, form and four weeks in km', async ({ assert }) => {
    const { ask, context } = await coachFor({ weeks: 10 })
    const answer = await ask('How am I doing?')
    assert.equal(answer.intent, 'progress')
    assert.match(answer.content, /Your fitness is \*\*\d+(\.\d)?\*\*/)
    assert.include(answer.content, 'km')
    assert.equal(answer.toolUses[0].summary, 'looked at your last 4 weeks')
    assert.notInclude(answer.content, ' mi running')
    void context
  })

  test('how am I doing: the running distance, with rides as an all-sports total beside it', async ({
    assert,
  }) => {
    const { ask, context, user, todayIso } = await coachFor({ weeks: 4 })
    const yesterday = addDays(todayIso, -1)
    await Activity.create({
      userId: user.id,
      source: 'file',
      externalId: null,
      name: 'Long ride',
      sport: 'ride',
      startTime: DateTime.fromISO(`${yesterday}T09:00:00Z`),
      localDate: yesterday,
      distanceMeters: 46_500,
      elapsedSeconds: 6000,
      movingSeconds: 6000,
      avgSpeedMps: 7.75,
      avgHr: 130,
      hasGps: true,
      trainingLoad: 90,
      loadSource: 'hr',
      vdotEstimate: null,
    })
    await new RefreshDailyLoads().handle({ userId: user.id, fromDate: yesterday, todayIso })

    // The last week of the summary: the seven days up to today.
    const from = addDays(todayIso, -6)
    const runs = await Activity.query()
      .where('user_id', user.id)
      .where('sport', 'run')
      .whereBetween('local_date', [from, todayIso])
    const runMeters = runs.reduce((total, run) => total + run.distanceMeters, 0)
    assert.isAbove(runMeters, 0)
    const { weeks } = await recentTrainingTool.run(context, { weeks: 1 })
    assert.deepEqual(
      { running: weeks[0].runningDistance, allSports: weeks[0].allSportsDistance },
      { running: distance(runMeters, 'metric'), allSports: distance(runMeters + 46_500, 'metric') }
    )

    const answer = await ask('How am I doing?')
    assert.include(
      answer.content,
      `${distance(runMeters, 'metric')} running (all sports ${distance(runMeters + 46_500, 'metric')})`
    )
  })

  test('imperial athletes get miles and paces per mile', async ({ assert }) => {
    const { ask } = await coachFor({ units: 'imperial' })
    const progress = await ask('How am I doing?')
    assert.include(progress.content, ' mi running')
    const easy = await ask('What pace for an easy run?')
    assert.include(easy.content, '/mi')
    assert.notInclude(easy.content, '/km')
  })

  test('race prediction from the VDOT of the recent race (Daniels)', async ({ assert }) => {
    const { ask } = await coachFor({ weeks: 2 })
    const answer = await ask('What could I run a 10K in?')
    // The fixture's best effort is VDOT 48.5; the profile's 10 km in 42:30 is about 48.7.
    const vdot = vdotFromRace(10000, 2550)
    const expected = predictRace({
      targetDistanceMeters: 10000,
      races: [{ distanceMeters: 10000, durationSeconds: 2550 }],
    })!
    assert.include(answer.content, `VDOT of **${Math.round(vdot * 10) / 10}**`)
    assert.include(answer.content, `10 km: **${formatDuration(expected.seconds)}**`)
    // The method is named, and the figure is the one Progress and the plan show.
    assert.match(
      answer.content,
      /Method: VDOT \d+(\.\d)? \(Daniels & Gilbert\), adjusted for \d+ km a week, the same figure as your Progress page and your plan/
    )
    assert.include(answer.content, 'second opinions: VDOT table')
  })

  test('easy pace and zones from VDOT and LTHR', async ({ assert }) => {
    const { ask } = await coachFor({ weeks: 2 })
    const paces = trainingPaces(Math.round(vdotFromRace(10000, 2550) * 10) / 10)
    const easy = await ask('What pace for an easy run?')
    assert.include(
      easy.content,
      paceRange(paces.easy.fastSecPerKm, paces.easy.slowSecPerKm, 'metric')
    )
    const zones = await ask('What are my zones?')
    assert.include(zones.content, 'from your LTHR')
    assert.include(zones.content, 'bpm')
    assert.include(zones.content, 'threshold')
  })

  test('sick: proposes an illness revision from the coach, nothing applied', async ({ assert }) => {
    const { ask, user } = await coachFor({ plan: true })
    const before = await TrainingPlan.query().where('user_id', user.id).firstOrFail()
    const answer = await ask("I'm sick with a cold for 3 days")
    assert.equal(answer.intent, 'illness')
    assert.isNotNull(answer.revisionId)
    const revision = await PlanRevision.findOrFail(answer.revisionId!)
    assert.equal(revision.status, 'proposed')
    assert.equal(revision.source, 'coach')
    assert.equal(revision.trigger, 'illness')
    const after = await TrainingPlan.findOrFail(before.id)
    assert.equal(after.version, before.version)
    assert.deepEqual(after.document, before.document)
    assert.include(answer.content, 'nothing changes until you do')
    assert.isNotNull(answer.safetyNotice)
  })

  test('injured, travelling and short on time propose revisions', async ({ assert }) => {
    // The demo week's runs fall on fixed weekdays, so what the coach can change this week depends
    // on the weekday: the athlete's today is the latest Wednesday.
    const { ask, user } = await coachFor({ plan: true, todayIso: thisWednesday() })
    for (const [question, trigger] of [
      ['I sprained my ankle', 'injury'],
      ["I'm travelling for 5 days, no running", 'travel'],
      ["I'm short on time this week: 30 minutes max", 'short_on_time'],
    ]) {
      const answer = await ask(question)
      assert.isNotNull(answer.revisionId, question)
      const revision = await PlanRevision.findOrFail(answer.revisionId!)
      assert.equal(revision.trigger, trigger)
      assert.equal(revision.source, 'coach')
    }
    // Each new proposal replaces the unanswered one.
    assert.lengthOf(await proposedRevisions(user.id), 1)
  })

  test('move my long run to Saturday: a proposed move', async ({ assert }) => {
    const { ask, todayIso } = await coachFor({ plan: true })
    const answer = await ask('Can you move my long run to Saturday?')
    assert.equal(answer.intent, 'move_long_run')
    assert.isNotNull(answer.revisionId, answer.content)
    const revision = await PlanRevision.findOrFail(answer.revisionId!)
    assert.equal(revision.trigger, 'move')
    assert.equal(revision.status, 'proposed')
    const moved = revision.changes.find((c) => c.before?.type === 'long')!
    assert.equal(new Date(`${moved.after!.dateIso}T00:00:00Z`).getUTCDay(), 6)
    assert.isTrue(moved.after!.dateIso >= todayIso)
    const again = await ask('move my long run')
    assert.include(again.content, 'Which day should it move to?')
  })

  test('I missed a workout: without a past plan day, nothing to move', async ({ assert }) => {
    const { ask } = await coachFor({ plan: true })
    const answer = await ask('I missed my workout')
    assert.equal(answer.intent, 'missed_workout')
    assert.isNull(answer.revisionId)
    assert.include(answer.content, 'nothing needs moving')
  })

  test('am I overdoing it: the acute:chronic ratio', async ({ assert }) => {
    // Mid-week, as above: on the day of the week's long run the last 7 days are short of it.
    const steady = await coachFor({ weeks: 8, todayIso: thisWednesday() })
    const calm = await steady.ask('Am I overdoing it?')
    // Steady weeks: "No" (safe, or slightly low when today's run is still to come).
    assert.match(calm.content, /^No[:,]/)
    assert.match(calm.content, /\*\*(0\.[7-9]\d*|1\.[0-2]\d*)\*\*/)
    const spiky = await coachFor({ weeks: 8, lastWeekFactor: 3.5, todayIso: thisWednesday() })
    const warned = await spiky.ask('Am I overdoing it?')
    assert.match(warned.content, /^Yes, probably/)
  })

  test('what form, fatigue and VDOT mean, with the athlete’s value', async ({ assert }) => {
    const { ask } = await coachFor({ weeks: 6 })
    const form = await ask('What does form mean?')
    assert.include(form.content, "**Form** is yesterday's fitness minus yesterday's fatigue")
    assert.match(form.content, /Yours is \*\*-?\d+(\.\d)?\*\* today/)
    const vdot = await ask('what is vdot')
    assert.include(vdot.content, 'Daniels')
    const fatigue = await ask('explain fatigue')
    assert.include(fatigue.content, '7-day')
  })

  test('anything else: an honest answer with the questions it can answer', async ({ assert }) => {
    const { ask } = await coachFor({ weeks: 1 })
    const answer = await ask('Which shoes should I buy for trail running?')
    assert.equal(answer.intent, 'unknown')
    assert.include(answer.content, 'needs a configured model')
    assert.include(answer.content, '- Am I overdoing it?')
  })

  test('red flags: stop and see a doctor first, no plan change', async ({ assert }) => {
    const { ask, user } = await coachFor({ plan: true })
    for (const question of [
      'I had chest pain on my run yesterday, and I feel sick',
      'I fainted after the intervals',
      "I'm short of breath even at rest",
    ]) {
      const answer = await ask(question)
      assert.equal(answer.intent, 'red_flag', question)
      assert.match(answer.content, /^\*\*Stop and see a doctor\.\*\*/)
      assert.include(answer.safetyNotice!, 'see a doctor')
      assert.isNull(answer.revisionId)
    }
    assert.lengthOf(await proposedRevisions(user.id), 0)
  })

  test('tone: direct is short, encouraging cheers, detailed explains', async ({ assert }) => {
    const question = 'What pace for an easy run?'
    const [direct, encouraging, detailed] = await Promise.all(
      (['direct', 'encouraging', 'detailed'] as const).map(async (coachTone) => {
        const coach = await coachFor({ coachTone })
        return coach.ask(question)
      })
    )
    assert.notInclude(direct.content, 'Slow easy days')
    assert.include(encouraging.content, 'Slow easy days make fast days possible.')
    assert.include(detailed.content, '**Why**')
    assert.isBelow(direct.content.length, detailed.content.length)
  })
})
