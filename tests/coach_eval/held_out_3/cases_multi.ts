/*
 * Held-out set 3, conversations: the last message needs the thread ("and in August?",
 * "what pace for it?", "yes, do that"). The last reply is graded.
 */
import { METERS_PER_MILE } from '#domain/units'
import * as B from '#tests/coach_eval/held_out_3/builders'
import * as P from '#tests/coach_eval/held_out_3/periods'
import type { HeldOutCase, Lang } from '#tests/coach_eval/held_out_3/grade'

const t =
  (language: Lang) =>
  (id: string, turns: string[], athlete?: 'main' | 'no_plan' | 'starts_tomorrow') => ({
    id: `multi-${language}-${id}`,
    language,
    turns,
    athlete,
  })
const en = t('en')
const de = t('de')
const fr = t('fr')
const es = t('es')

const longRunOn =
  (date: (f: Parameters<typeof P.today>[0]) => string) => (f: Parameters<typeof P.today>[0]) =>
    f.athletes.main.workouts.find((w) => w.dateIso === date(f) && w.type === 'long') ?? null

export const casesMulti: HeldOutCase[] = [
  B.total(en('nov-aug', ['how much did i run in november', 'and in august?']), P.month(8)),
  B.total(en('week-before', ['km last week?', 'and the week before']), P.weeksAgo(2)),
  B.total(en('year-last', ['total this year', 'what about last year']), P.lastYear),
  B.total(
    en('month-miles', ['how far did i run in february', 'in miles please']),
    P.month(2),
    'mi'
  ),
  B.hours(en('km-hours', ['km in january?', 'how many hours was that']), P.month(1)),
  B.runOn(
    en('tue-time', ['what did i run on tuesday', 'how long did it take']),
    P.lastWeekday(2),
    true
  ),
  B.runOn(en('sun-sat', ['how was sundays run', 'and saturday?']), P.lastWeekday(6)),
  B.predict(
    en('half-pace', ['what half marathon time can i run', 'what pace should i aim for in it?']),
    21097.5,
    'fitness',
    'km'
  ),
  B.predict(
    en('10mi-pace', ['prediction for 10 miles', 'pace per mile for that?']),
    10 * METERS_PER_MILE,
    'fitness',
    'mi'
  ),
  B.predict(en('5k-then-15k', ['whats my 5k prediction', 'and 15k?']), 15000),
  B.pace(en('thr-mile', ['whats my threshold pace', 'per mile?']), 'threshold', 'mi'),
  B.pace(
    en('int-lap', ['interval pace?', 'how many seconds per 400m lap is that']),
    'interval',
    '400m'
  ),
  B.day(en('tomorrow-next', ['what is on tomorrow', 'and tuesday?']), P.nextWeekday(2)),
  B.day(en('sunday-29', ['whats planned sunday', 'what about the 29th']), P.dayOfMonth(29)),
  B.change(
    en('ill-yes', [
      'i have a fever since this morning',
      'can you take the next 3 days out of my plan',
      'yes, do that',
    ]),
    { kind: 'rest', from: P.today, to: P.inDays(2) }
  ),
  B.change(en('long-shorter', ['whats my long run tomorrow', 'make it shorter']), {
    kind: 'easier',
    from: P.tomorrow,
    to: P.tomorrow,
  }),
  B.change(en('move-yes', ['can i move sundays long run to monday', 'yes please do it']), {
    kind: 'move',
    key: longRunOn(P.nextWeekday(7)),
    toDate: P.nextWeekday(1),
  }),
  B.change(en('travel-next', ['im travelling next week', 'no running from tuesday to thursday']), {
    kind: 'rest',
    from: P.nextWeekday(2),
    to: P.nextWeekday(4),
  }),
  B.change(en('days-next', ['next week is busy', 'only 2 days of running possible']), {
    kind: 'days',
    from: P.nextWeekFrom,
    to: P.nextWeekTo,
    maxDays: 2,
  }),
  B.change(
    en(
      'st-ill-yes',
      ['i got a cold with fever', 'skip my first 3 days please', 'yes'],
      'starts_tomorrow'
    ),
    { kind: 'rest', from: P.tomorrow, to: P.inDays(3) }
  ),
  B.change(
    en('st-easier', ['whats my first week look like', 'make it easier'], 'starts_tomorrow'),
    { kind: 'easier', from: P.tomorrow, to: P.inDays(8) }
  ),
  B.change(en('np-ill', ['i have the flu', 'adjust my plan for it'], 'no_plan'), { kind: 'none' }),
  B.health(
    en('fever-run', ['fever of 39 since yesterday', 'can i at least jog slowly tomorrow']),
    'rest'
  ),
  B.health(
    en('chest-longrun', [
      'felt some chest tightness on my run',
      'should i still do the long run tomorrow?',
    ]),
    'doctor'
  ),
  B.shoe(en('shoe-then', ['which shoes do i have', 'how many km on the vaporflys']), /Vaporfly/),
  B.best(en('best-then-half', ['whats my 5k pb', 'and my half?']), 21097.5),
  B.total(de('nov-aug', ['wie viel bin ich im november gelaufen', 'und im august?']), P.month(8)),
  B.predict(
    de('halb-tempo', [
      'welche zeit schaffe ich im halbmarathon',
      'welches tempo muss ich dafür laufen',
    ]),
    21097.5,
    'fitness',
    'km'
  ),
  B.change(
    de('krank-ja', [
      'bin krank, hab fieber',
      'kannst du die nächsten 3 tage streichen',
      'ja mach das',
    ]),
    { kind: 'rest', from: P.today, to: P.inDays(2) }
  ),
  B.day(de('morgen-dienstag', ['was steht morgen an', 'und am dienstag?']), P.nextWeekday(2)),
  B.total(fr('nov-aout', ['combien de km en novembre', 'et en août ?']), P.month(8)),
  B.predict(
    fr('10k-allure', ['quel temps sur 10 km', 'quelle allure au km pour ça']),
    10000,
    'fitness',
    'km'
  ),
  B.change(fr('long-court', ["c'est quoi ma sortie longue demain", 'raccourcis-la']), {
    kind: 'easier',
    from: P.tomorrow,
    to: P.tomorrow,
  }),
  B.total(es('nov-ago', ['cuánto corrí en noviembre', 'y en agosto?']), P.month(8)),
  B.day(es('manana-domingo', ['qué tengo mañana', 'y el domingo de la semana que viene?']), (f) =>
    P.nextWeekday(7)({ ...f, today: P.inDays(1)(f) })
  ),
  B.change(
    es('viaje-si', [
      'viajo de martes a jueves la semana que viene',
      'no podré correr esos días',
      'sí, hazlo',
    ]),
    { kind: 'rest', from: P.nextWeekday(2), to: P.nextWeekday(4) }
  ),
]
