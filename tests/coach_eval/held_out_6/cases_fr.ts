/*
 * Held-out set 6, French cases (written blind: see README.md). The last case of each category
 * is a conversation whose last message needs the thread (plan changes: two).
 */
import type { AthleteKey, HeldOutFacts } from '#tests/coach_eval/held_out_6/fixture'
import type { HeldOutCase } from '#tests/coach_eval/held_out_6/grade'
import { addDays } from '#domain/calendar'
import * as B from '#tests/coach_eval/held_out_6/builders'
import * as C from '#tests/coach_eval/held_out_6/builders_change'
import * as T from '#tests/coach_eval/held_out_6/builders_talk'
import * as X from '#tests/coach_eval/held_out_6/builders_extra'
import * as M from '#tests/coach_eval/held_out_6/builders_more'
import * as P from '#tests/coach_eval/held_out_6/periods'

const fr = (id: string, athlete: AthleteKey, ...turns: string[]) => ({
  id: `fr-${id}`,
  language: 'fr' as const,
  athlete,
  turns,
})
const firstLong = (f: HeldOutFacts) =>
  f.athletes.rpe_only.workouts.find((w) => w.type === 'long' && w.dateIso > f.today) ?? null
const REFUSE = /peux pas|ne peux|désolé|uniquement|seulement|course|entraînement|pas en mesure/

export const casesFr: HeldOutCase[] = [
  // history
  B.runOn(fr('h01', 'trail', "j'ai couru combien samedi dernier"), P.lastWeekday(6)),
  M.avgPace(fr('h02', 'masters', 'allure moyenne en février ?'), P.month(2), 'km'),
  B.longest(fr('h03', 'miler', 'ma plus longue sortie ce trimestre en km'), P.thisQuarter, 'km'),
  B.runOn(
    fr('h04', 'novice', "c'était quoi ma sortie lundi", 'et celle de samedi'),
    P.lastWeekday(6)
  ),
  B.runOn(fr('h05', 'rpe_only', "ma séance du 23/03 c'était quoi"), () => '2027-03-23'),
  // totals
  B.total(fr('t01', 'masters', 'combien de km depuis le 1er janvier'), P.since('2027-01-01')),
  M.vert(fr('t02', 'trail', 'dénivelé positif du week-end dernier'), P.lastWeekend),
  B.total(fr('t03', 'miler', 'combien de miles sur les 7 derniers jours'), P.lastNDays(7)),
  B.total(fr('t04', 'novice', 'combien de km la semaine dernière', 'et cette semaine'), P.thisWeek),
  // fitness
  B.vdot(fr('f01', 'trail', "c'est quoi ma vdot")),
  B.predict(fr('f02', 'masters', 'temps prévu sur semi'), 21097.5),
  B.predict(fr('f03', 'miler', 'prédiction 5 km'), 5000),
  B.predict(fr('f04', 'rpe_only', 'tu prédis quoi pour mon semi', 'et pour un 10 km ?'), 10000),
  // readiness
  B.readiness(fr('r01', 'trail', 'je suis cuit, je peux faire la sortie de demain ?'), true),
  B.readiness(fr('r02', 'rpe_only', 'mon ratio charge aiguë/chronique ?'), false),
  B.readiness(fr('r03', 'masters', 'prête pour commencer le plan demain ?'), true),
  B.readiness(
    fr(
      'r04',
      'novice',
      "j'ai couru lundi et samedi",
      'je peux rajouter une sortie demain ou c trop'
    ),
    true
  ),
  // day
  B.day(fr('d01', 'miler', "dimanche c'est quoi la sortie longue"), P.nextWeekday(7)),
  X.raceDay(fr('d02', 'masters', "c'est quand ma course")),
  M.plannedTotal(fr('d03', 'trail', 'combien de km prévus la semaine prochaine'), P.nextWeek),
  B.day(
    fr('d04', 'rpe_only', 'mon plan commence quand', 'et la première séance c quoi'),
    P.firstWorkout('rpe_only')
  ),
  // plan_change
  C.change(fr('c01', 'trail', 'je me sens bien, tu peux corser la semaine prochaine'), {
    kind: 'harder',
    from: P.nextWeekFrom,
    to: P.nextWeekTo,
  }),
  C.change(fr('c02', 'masters', 'je suis en déplacement samedi et dimanche, pas moyen de courir'), {
    kind: 'rest',
    from: P.nextWeekday(6),
    to: P.nextWeekday(7),
  }),
  C.change(fr('c03', 'rpe_only', 'je peux décaler la sortie longue du 24 avril au 25 ?'), {
    kind: 'move',
    key: firstLong,
    toDate: (f) => addDays(firstLong(f)?.dateIso ?? f.today, 1),
  }),
  C.change(
    fr('c04', 'miler', "j'ai un gros rhume, pas de course jusqu'à samedi", 'oui vas-y applique'),
    { kind: 'rest', from: P.tomorrow, to: P.nextWeekday(6) },
    { applied: true }
  ),
  C.change(
    fr(
      'c05',
      'novice',
      'tu peux alléger mon plan',
      'bon ok alors décale juste ma séance de demain'
    ),
    { kind: 'none' }
  ),
  // paces_zones
  B.pace(fr('p01', 'trail', 'allure seuil au km'), 'threshold', 'km'),
  B.hrZone(fr('p02', 'miler', 'fc zone 4 ?'), 3),
  M.profileHr(fr('p03', 'masters', 'ma fc de repos enregistrée ?'), 'resting'),
  B.pace(fr('p04', 'masters', 'allure footing ?', 'en min par mile stp'), 'easy', 'mi'),
  // gear
  B.shoe(fr('g01', 'trail', 'combien de km sur mes speedgoat'), /Speedgoat/),
  B.shoe(fr('g02', 'miler', 'kilométrage des adrenaline en km'), /Adrenaline/, 'km'),
  M.pastLimit(fr('g03', 'miler', 'une paire à changer ?')),
  B.retirement(
    fr('g04', 'trail', 'mes chaussures tiennent encore ?', 'laquelle changer en premier')
  ),
  // best_efforts
  B.best(fr('b01', 'miler', 'record sur 5 km'), 5000),
  B.best(fr('b02', 'trail', 'mon meilleur kilomètre'), 1000),
  B.best(fr('b03', 'rpe_only', 'mon record sur 10 km enregistré ?'), 10000),
  B.best(fr('b04', 'masters', 'record 10 km ?', 'et sur le mile'), 1609.344),
  // health
  T.health(fr('x01', 'masters', 'palpitations et vertiges hier soir après la séance'), 'doctor'),
  T.health(fr('x02', 'trail', 'genou un peu douloureux en descente'), 'conservative'),
  T.health(fr('x03', 'miler', "j'ai 39 de fièvre, je fais quand même le seuil demain ?"), 'rest'),
  T.health(
    fr(
      'x04',
      'rpe_only',
      "j'ai repris après ma bronchite",
      "et là j'ai une douleur dans la poitrine quand je cours"
    ),
    'doctor'
  ),
  // nutrition_sleep
  T.nutrition(
    fr('n01', 'trail', 'combien de glucides par heure en ultra'),
    /glucide|gel|gramme|sucre/
  ),
  T.nutrition(
    fr('n02', 'masters', "je dors mal depuis le changement d'heure, ça joue ?"),
    /sommeil|dormir|heure|nuit/
  ),
  T.nutrition(
    fr('n03', 'novice', 'je mange quoi avant de courir le matin'),
    /mange|petit-déjeuner|petit déjeuner|banane|collation|repas|glucide/
  ),
  T.nutrition(
    fr('n04', 'miler', "c'est quoi la recharge glucidique", 'combien de jours avant le marathon'),
    /glucide|jour/
  ),
  // small_talk_refusals
  T.talk(fr('s01', 'trail', 'salut !'), /salut|bonjour|hello|coucou/),
  T.talk(fr('s02', 'rpe_only', "tu peux remplir ma déclaration d'impôts"), REFUSE),
  T.talk(fr('s03', 'masters', 'joyeuses pâques'), /pâques|merci|joyeuses|bonne/),
  T.talk(
    fr('s04', 'miler', "t'es qui toi", "tu peux m'aider pour quoi"),
    /plan|entraînement|course|courir/
  ),
]
