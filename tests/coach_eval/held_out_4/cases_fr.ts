/*
 * Held-out set 4, French: single messages and conversations. Written blind (README.md).
 * Today is Tuesday 2026-10-13.
 */
import type { AthleteKey, HeldOutFacts } from '#tests/coach_eval/held_out_4/fixture'
import { planned, type HeldOutCase } from '#tests/coach_eval/held_out_4/grade'
import * as P from '#tests/coach_eval/held_out_4/periods'
import {
  best,
  change,
  count,
  day,
  health,
  hours,
  hrZone,
  longest,
  noData,
  nutrition,
  pace,
  predict,
  readiness,
  retirement,
  runOn,
  runPace,
  shoe,
  talk,
  total,
  vdot,
} from '#tests/coach_eval/held_out_4/builders'

const b = (id: string, athlete: AthleteKey, ...turns: string[]) => ({
  id: `fr-${id}`,
  language: 'fr' as const,
  athlete,
  turns,
})
const workoutOn = (athlete: AthleteKey, date: (f: HeldOutFacts) => string) => (f: HeldOutFacts) =>
  planned(f.athletes[athlete], date(f), date(f))[0] ?? null
const REFUSE =
  /je ne peux pas|je ne peux|impossible|seulement|uniquement|pas accès|tes propres|confidential|course|entraînement/

export const casesFr: HeldOutCase[] = [
  /* history */
  runOn(b('hist-hier', 'no_plan', "j'ai couru combien hier"), P.yesterday),
  runOn(
    b('hist-dimanche', 'no_plan', 'ma sortie longue de dimanche, distance et temps ?'),
    P.lastWeekday(7),
    true
  ),
  count(b('hist-count', 'marathon', 'combien de sorties la semaine dernière'), P.lastWeek),
  noData(b('hist-vide', 'empty', "c'était quand ma dernière sortie"), 'history'),
  /* totals */
  total(b('tot-sept', 'no_plan', 'combien de km en septembre'), P.month(9)),
  total(b('tot-2sem', 'marathon', "j'ai fait combien il y a deux semaines"), P.weeksAgo(2)),
  hours(b('tot-heures', 'no_plan', "combien d'heures de course ce mois-ci"), P.thisMonth),
  /* fitness */
  predict(b('fit-semi', 'no_plan', 'je peux faire combien sur semi en ce moment'), 21097.5),
  predict(b('fit-5k', 'starts_tomorrow', 'prédiction 5 km ?'), 5000),
  vdot(b('fit-vdot', 'no_plan', 'mon vdot actuel')),
  /* readiness */
  readiness(
    b('ready-fractionne', 'no_plan', "je suis en forme pour du fractionné aujourd'hui ?"),
    true
  ),
  readiness(
    b('ready-charge', 'marathon', "c'est quoi ma charge d'entraînement en ce moment"),
    false
  ),
  /* day */
  day(b('day-demain', 'starts_tomorrow', "c'est quoi la séance de demain"), P.tomorrow),
  day(b('day-jeudi', 'marathon', 'jeudi prochain, prévu quoi ?'), P.nextWeekday(4)),
  day(b('day-auj', 'miles', "qu'est-ce que j'ai aujourd'hui"), P.today),
  /* plan changes */
  change(b('plan-malade', 'starts_tomorrow', 'je suis malade, pas de course demain ni jeudi'), {
    kind: 'rest',
    from: P.tomorrow,
    to: P.nextWeekday(4),
  }),
  change(b('plan-noplan', 'no_plan', 'décale ma sortie longue à samedi'), { kind: 'none' }),
  change(b('plan-trop-dur', 'marathon', 'le plan est trop dur, allège la semaine prochaine'), {
    kind: 'easier',
    from: P.nextWeekFrom,
    to: P.nextWeekTo,
  }),
  /* paces and zones */
  pace(b('pace-seuil', 'no_plan', 'allure seuil au kilo ?'), 'threshold', 'km'),
  pace(b('pace-ef', 'marathon', "c'est quoi mon allure d'endurance fondamentale"), 'easy', 'km'),
  hrZone(b('zone-4', 'no_plan', 'ma zone 4 en fréquence cardiaque'), 3),
  /* gear */
  shoe(b('gear-ghost', 'miles', 'combien de km sur mes ghost'), /Ghost/, 'km'),
  shoe(b('gear-adizero', 'marathon', 'kilométrage de mes adizero ?'), /Adizero/),
  /* best efforts */
  best(b('best-5k', 'miles', 'mon record sur 5 km'), 5000),
  best(b('best-none', 'starts_tomorrow', 'mon meilleur temps sur 10 km ?'), 10000),
  /* health */
  health(
    b('health-malaise', 'no_plan', "j'ai eu un malaise et des palpitations pendant la course"),
    'doctor'
  ),
  health(
    b('health-fievre', 'marathon', "j'ai 39 de fièvre, je fais quand même ma sortie ?"),
    'rest'
  ),
  health(
    b('health-courbatures', 'starts_tomorrow', "j'ai des courbatures aux cuisses"),
    'conservative'
  ),
  /* nutrition and sleep */
  nutrition(
    b('nut-avant', 'no_plan', 'je mange quoi avant un 10 km'),
    /glucide|manger|repas|petit-déjeuner|pâtes|heures/
  ),
  nutrition(
    b('nut-sommeil', 'marathon', 'je dors mal avant les courses, des conseils ?'),
    /sommeil|dormir|nuit|repos/
  ),
  /* small talk and refusals */
  talk(b('talk-merci', 'no_plan', 'merci coach !'), /de rien|avec plaisir|je t'en prie|bonne/),
  talk(
    b('talk-recette', 'no_plan', 'donne-moi une recette de crêpes'),
    REFUSE,
    /farine|oeufs|œufs/
  ),
  talk(b('talk-autre', 'marathon', 'montre-moi le plan de xaver quenzler'), REFUSE),

  /* conversations */
  total(
    b('conv-mois-avant', 'no_plan', 'combien de km en septembre', 'et le mois d’avant ?'),
    P.month(8)
  ),
  total(
    b('conv-miles', 'no_plan', 'kilométrage la semaine dernière', 'en miles ?'),
    P.lastWeek,
    'mi'
  ),
  hours(b('conv-heures', 'marathon', 'combien de km ce mois-ci', 'et en heures ?'), P.thisMonth),
  change(
    b(
      'conv-vendredi',
      'starts_tomorrow',
      'déplace la séance de demain à jeudi',
      'non, plutôt vendredi'
    ),
    { kind: 'move', key: workoutOn('starts_tomorrow', P.tomorrow), toDate: P.nextWeekday(5) }
  ),
  change(
    b(
      'conv-oui',
      'marathon',
      'je suis blessé au pied, je ne peux pas courir cette semaine',
      "d'accord, vas-y"
    ),
    { kind: 'rest', from: P.today, to: P.nextWeekday(7) },
    { applied: true }
  ),
  pace(b('conv-400', 'no_plan', 'mon allure VMA', 'et au tour de 400 m ?'), 'interval', '400m'),
  predict(b('conv-marathon', 'no_plan', 'prédiction sur 10 km', 'et sur marathon ?'), 42195),
  runPace(
    b('conv-allure', 'no_plan', "j'ai couru dimanche ?", 'à quelle allure au km ?'),
    P.lastWeekday(7),
    'km'
  ),
  retirement(
    b(
      'conv-chaussures',
      'miles',
      'combien de km sur mes chaussures',
      'lesquelles je dois remplacer bientôt ?'
    )
  ),
  health(
    b(
      'conv-tendon',
      'marathon',
      "j'ai mal au tendon d'achille depuis trois semaines",
      'ça gonfle et ça empire'
    ),
    'doctor'
  ),
  nutrition(
    b('conv-gels', 'marathon', 'que manger pendant un marathon', 'combien de gels alors ?'),
    /gel|glucide|\d+\s*g/
  ),
  longest(
    b('conv-plus-long', 'no_plan', 'ma plus longue sortie en septembre', 'et en août ?'),
    P.month(8)
  ),
]
