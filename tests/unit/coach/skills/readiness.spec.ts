import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { addDays, isoWeekday } from '#domain/calendar'
import { answerReadiness } from '#coach/offline/skills/readiness'
import { A_WEDNESDAY, coachFor } from '#tests/unit/coach/skills/coach_for'
import { turnFor } from '#tests/unit/coach/skills/turn_for'

/** The first day after `todayIso` that falls on an ISO weekday (1 Monday … 7 Sunday). */
function nextWeekday(todayIso: string, weekday: number) {
  let day = addDays(todayIso, 1)
  while (isoWeekday(day) !== weekday) day = addDays(day, 1)
  return day
}

test.group('Offline coach skill: readiness', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(30_000)

  test('ready for a half in 10 days: the longest run covers it; a marathon needs more', async ({
    assert,
  }) => {
    const { ask } = await coachFor({ weeks: 5, todayIso: A_WEDNESDAY })
    const half = await ask('Am I ready for a half marathon in 10 days?')
    assert.equal(half.intent, 'readiness')
    assert.include(half.content, 'Race day: Saturday 2026-03-28 (10 days away).')
    // The weekly 18 km long run is over the 16 km a half asks for, under the marathon's 28 km.
    assert.match(
      half.content,
      /^Saturday 2026-03-28, Half marathon: Yes, you look ready for the Half marathon/
    )
    assert.include(half.content, 'longest run 18.0 km')
    const full = await ask('Am I ready for a marathon in 3 weeks?')
    assert.match(full.content, /You can get there, but build up first/)
  })

  test('the race day and distance the understanding read: {0}')
    .with([
      ['Am I ready for my half marathon on Sunday?', 7, 'Half marathon', /^.*: Yes/, 'en'],
      ['Am I ready for a marathon on Saturday?', 6, 'Marathon', /build up first/, 'en'],
      ['Bin ich bereit für den Halbmarathon am Sonntag?', 7, 'Halbmarathon', /: Ja, /, 'de'],
      ['Suis-je prêt pour un marathon samedi ?', 6, 'Marathon', /construisez d'abord/, 'fr'],
      ['¿Estoy listo para la media maratón del domingo?', 7, 'Media maratón', /: Sí, /, 'es'],
    ] as const)
    .run(async ({ assert }, [question, weekday, race, verdict, language]) => {
      const { context } = await coachFor({ weeks: 5, todayIso: A_WEDNESDAY })
      const answer = await answerReadiness(await turnFor(context, question))
      const day = nextWeekday(A_WEDNESDAY, weekday)
      const away = (Date.parse(day) - Date.parse(A_WEDNESDAY)) / 86_400_000
      const names = {
        en: ['Saturday', 'Sunday', 'Race day: {d} ({n} days away).'],
        de: ['Samstag', 'Sonntag', 'Wettkampftag: {d} (in {n} Tagen).'],
        fr: ['samedi', 'dimanche', 'Jour de course : {d} (dans {n} jours).'],
        es: ['sábado', 'domingo', 'Día de la carrera: {d} (dentro de {n} días).'],
      }[language]
      const weekdayName = weekday === 6 ? names[0] : names[1]
      assert.match(answer, new RegExp(`^${weekdayName} ${day}, ${race}: `))
      const raceDay = names[2].replace('{d}', `${weekdayName} ${day}`)
      assert.include(answer, raceDay.replace('{n}', String(away)))
      assert.match(answer, verdict)
    })
})
