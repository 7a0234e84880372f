import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Activity from '#models/activity'
import RefreshDailyLoads from '#actions/activities/refresh_daily_loads'
import { addDays } from '#domain/calendar'
import { DateTime } from 'luxon'
import { distance } from '#coach/format'
import { recentTrainingTool } from '#coach/tools/recent_training'
import { vdotFromRace } from '#domain/science/vdot'
import { answerFitness } from '#coach/offline/skills/fitness'
import { coachFor, thisWednesday } from '#tests/unit/coach/skills/coach_for'
import { turnFor } from '#tests/unit/coach/skills/turn_for'

test.group('Offline coach skill: fitness', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

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

  test('the VDOT with its source and the prediction method named: {0}')
    .with([
      ['How is my fitness?', 'race result', 'race predictions use VDOT {v} (Daniels & Gilbert)'],
      ['How has my VDOT changed?', 'race result', 'race predictions use VDOT {v}'],
      ['Wie ist meine Form?', 'Wettkampfergebnis', 'Prognosen nutzen VDOT {v} (Daniels & Gilbert)'],
      ['Comment va ma forme ?', 'résultat de course', 'les prédictions utilisent VDOT {v}'],
      ['¿Cómo va mi forma física?', 'resultado de carrera', 'las predicciones usan VDOT {v}'],
    ] as const)
    .run(async ({ assert }, [question, source, method]) => {
      const { context, profile } = await coachFor({ weeks: 4 })
      const answer = await answerFitness(await turnFor(context, question))
      // The profile's recent race (10 km in 42:30) gives the current VDOT; a decimal comma
      // outside English.
      const value = (Math.round(vdotFromRace(10000, 2550) * 10) / 10).toFixed(1)
      const vdot = question.startsWith('How') ? value : value.replace('.', ',')
      assert.include(answer, `VDOT **${vdot}** (${source}, ${profile.raceDate!.toISODate()})`)
      assert.include(answer, method.replace('{v}', vdot))
    })

  test('the VDOT four and twelve weeks ago by the Progress page rule, and the load ratio', async ({
    assert,
  }) => {
    // The profile race is dated a few weeks back: twelve weeks ago there was no VDOT yet.
    const { context } = await coachFor({ weeks: 10 })
    const answer = await answerFitness(await turnFor(context, 'is my fitness trending up?'))
    assert.match(answer, /today, (\d+\.\d|none) four weeks ago, (\d+\.\d|none) twelve weeks ago/)
    assert.match(answer, /Acute:chronic workload ratio \*\*\d\.\d{2}\*\*/)
  })

  test('the training load: the ratio with its meaning and fitness, fatigue, form: {0}')
    .with([
      ['how is my training load looking', /ratio is \*\*\d\.\d{2}\*\*/, /Fitness -?\d/],
      ['wie sieht meine belastung gerade aus', /Verhältnis liegt bei \*\*\d,\d{2}\*\*/, /Ermüdung/],
      ['ma charge est comment cette semaine', /ratio est de \*\*\d,\d{2}\*\*/, /fraîcheur/],
      ['cómo ando de carga', /ratio es \*\*\d,\d{2}\*\*/, /fatiga/],
      ['what is my workload ratio', /\*\*\d\.\d{2}\*\*/, /safe range|ramped|injury risk|less than/],
    ] as const)
    .run(async ({ assert }, [question, ratio, figures]) => {
      const { ask } = await coachFor({ weeks: 8, todayIso: thisWednesday() })
      const answer = await ask(question)
      assert.match(answer.content, ratio)
      assert.match(answer.content, figures)
    })
})
