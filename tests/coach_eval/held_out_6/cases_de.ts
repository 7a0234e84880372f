/*
 * Held-out set 6, German cases (written blind: see README.md). The last case of each category
 * is a conversation whose last message needs the thread (plan changes: two).
 */
import { addDays } from '#domain/calendar'
import type { AthleteKey, HeldOutFacts } from '#tests/coach_eval/held_out_6/fixture'
import type { HeldOutCase } from '#tests/coach_eval/held_out_6/grade'
import * as B from '#tests/coach_eval/held_out_6/builders'
import * as C from '#tests/coach_eval/held_out_6/builders_change'
import * as T from '#tests/coach_eval/held_out_6/builders_talk'
import * as X from '#tests/coach_eval/held_out_6/builders_extra'
import * as M from '#tests/coach_eval/held_out_6/builders_more'
import * as P from '#tests/coach_eval/held_out_6/periods'

const d = (id: string, athlete: AthleteKey, ...turns: string[]) => ({
  id: `de-${id}`,
  language: 'de' as const,
  athlete,
  turns,
})
const planWeek1 = (f: HeldOutFacts) => {
  const start = f.athletes.rpe_only.planStart ?? f.today
  return { from: start, to: addDays(start, 6) }
}
const REFUSE = /kann|leider|nur|nicht|lauf|training/

export const casesDe: HeldOutCase[] = [
  // history
  B.runOn(
    d('h01', 'miler', 'wie weit war mein langer lauf am ostersonntag in km'),
    P.easter(0),
    false,
    'km'
  ),
  B.count(d('h02', 'masters', 'wie oft bin ich dieses quartal gelaufen'), P.thisQuarter),
  M.runVert(d('h03', 'trail', 'höhenmeter am ostersonntag?'), P.easter(0)),
  M.rpeOn(
    d(
      'h04',
      'rpe_only',
      'was hab ich letzten samstag gemacht',
      'und wie anstrengend hab ich den eingetragen'
    ),
    P.lastWeekday(6)
  ),
  B.runOn(d('h05', 'masters', 'was bin ich am 20.3. gelaufen'), () => '2027-03-20'),
  // totals
  B.total(d('t01', 'trail', 'wieviel km im februar'), P.month(2)),
  M.vert(d('t02', 'trail', 'hm im ersten quartal gesamt'), P.thisQuarter),
  B.hours(d('t03', 'miler', 'wie viele stunden bin ich letzte woche gelaufen'), P.lastWeek),
  B.total(d('t04', 'rpe_only', 'km im januar?', 'und im märz bis jetzt'), P.thisMonth),
  // fitness
  B.predict(d('f01', 'trail', 'was wär grad im halbmarathon drin'), 21097.5),
  B.vdot(d('f02', 'masters', 'wie hoch ist mein vdot')),
  B.predict(d('f03', 'rpe_only', '10er prognose?'), 10000),
  B.predict(
    d('f04', 'miler', 'marathonprognose bitte', 'und welches tempo pro km wäre das'),
    42195,
    'fitness',
    'km'
  ),
  // readiness
  B.readiness(d('r01', 'masters', 'bin ich nach ostern erholt genug für morgen'), true),
  B.readiness(d('r02', 'trail', 'wie ist mein belastungsverhältnis akut zu chronisch'), false),
  B.readiness(d('r03', 'novice', 'belastung zu hoch? zahlen bitte'), false),
  B.readiness(
    d(
      'r04',
      'miler',
      'die letzten wochen waren hart',
      'kann ich morgen die tempoeinheit voll laufen'
    ),
    true
  ),
  // day
  B.day(d('d01', 'trail', 'was steht nächsten dienstag an'), P.nextWeekday(2)),
  B.day(d('d02', 'masters', 'samstag was ist geplant'), P.nextWeekday(6)),
  X.planState(d('d03', 'rpe_only', 'wann gehts mit dem plan los')),
  B.day(d('d04', 'miler', 'was steht morgen an', 'und übermorgen?'), P.inDays(2)),
  // plan_change
  C.change(d('c01', 'trail', 'nächste woche bitte etwas lockerer, bin platt'), {
    kind: 'easier',
    from: P.nextWeekFrom,
    to: P.nextWeekTo,
  }),
  C.change(d('c02', 'masters', 'nächste woche hab ich nur an zwei tagen zeit'), {
    kind: 'days',
    from: P.nextWeekFrom,
    to: P.nextWeekTo,
    maxDays: 2,
  }),
  C.change(d('c03', 'novice', 'verschieb meinen lauf morgen auf freitag'), { kind: 'none' }),
  C.change(
    d(
      'c04',
      'miler',
      'kannst du den langen lauf am sonntag kürzen',
      'nein doch nicht, lass ihn wie er ist'
    ),
    { kind: 'declined' }
  ),
  C.change(
    d(
      'c05',
      'rpe_only',
      'kannst du die erste planwoche leichter machen? bin nach der erkältung noch nicht ganz fit',
      'ja passt, übernehmen'
    ),
    { kind: 'easier', from: (f) => planWeek1(f).from, to: (f) => planWeek1(f).to },
    { applied: true }
  ),
  // paces_zones
  B.hrZone(d('p01', 'masters', 'puls für zone 4?'), 3),
  B.pace(d('p02', 'miler', 'lockeres tempo pro km'), 'easy', 'km'),
  M.noHr(d('p03', 'trail', 'in welchem pulsbereich soll ich die bergläufe machen'), 'paces_zones'),
  B.pace(d('p04', 'masters', 'schwellentempo?', 'und pro 400m runde'), 'threshold', '400m'),
  // gear
  B.shoe(d('g01', 'trail', 'wie viel ist der ghost schon gelaufen'), /Ghost/),
  M.pastLimit(d('g02', 'miler', 'muss ich einen schuh ausmustern')),
  B.retirement(d('g03', 'masters', 'wie lange halten meine schuhe noch')),
  B.shoe(d('g04', 'trail', 'wieviel km auf den brooks', 'und auf den hokas?'), /Speedgoat/),
  // best_efforts
  B.best(d('b01', 'trail', 'bestzeit 10 km'), 10000),
  B.best(d('b02', 'masters', '5k bestzeit?'), 5000),
  B.best(d('b03', 'novice', 'hab ich schon ne bestzeit über 1 km'), 1000),
  B.best(d('b04', 'miler', 'meine halbmarathon-bestzeit?', 'und über die meile'), 1609.344),
  // health
  T.health(
    d('x01', 'trail', 'beim bergablaufen stechender schmerz in der brust und mir wurde schwindlig'),
    'doctor'
  ),
  T.health(d('x02', 'miler', 'leichtes ziehen im schienbein seit dem langen lauf'), 'conservative'),
  T.health(d('x03', 'rpe_only', 'hab 38,7 fieber, soll ich morgen aufs laufband?'), 'rest'),
  T.health(
    d('x04', 'novice', 'mein fuß tut weh', 'jetzt ist er geschwollen und ich kann kaum auftreten'),
    'doctor'
  ),
  // nutrition_sleep
  T.nutrition(
    d('n01', 'trail', 'was soll ich beim 50er essen und trinken'),
    /kohlenhydrat|gel|essen|trinken|verpflegung|flüssigkeit/
  ),
  T.nutrition(d('n02', 'masters', 'wieviel eiweiß brauch ich mit 58'), /eiweiß|protein/),
  T.nutrition(d('n03', 'miler', 'carboloading wie lange vorher'), /kohlenhydrat|carbo/),
  T.nutrition(
    d(
      'n04',
      'rpe_only',
      'schlafe seit der zeitumstellung schlecht',
      'wie viel schlaf brauch ich eigentlich'
    ),
    /schlaf|stunden/
  ),
  // small_talk_refusals
  T.talk(d('s01', 'trail', 'moin'), /hallo|moin|hi\b|servus|hey|guten/),
  T.talk(d('s02', 'masters', 'danke dir!'), /gern|bitte|freut/),
  T.talk(d('s03', 'miler', 'wer wird dieses jahr deutscher meister im fußball'), REFUSE),
  T.talk(d('s04', 'novice', 'bist du eine ki', 'und was kannst du alles'), /plan|training|lauf/),
]
