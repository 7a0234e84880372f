/*
 * Held-out set 5, French cases (written blind; see README.md). Today is Sunday 2027-01-03.
 */
import type { AthleteKey } from '#tests/coach_eval/held_out_5/fixture'
import type { HeldOutCase } from '#tests/coach_eval/held_out_5/grade'
import {
  best,
  change,
  count,
  day,
  health,
  hours,
  hrZone,
  longest,
  nutrition,
  pace,
  predict,
  readiness,
  retirement,
  runOn,
  shoe,
  talk,
  total,
  vdot,
} from '#tests/coach_eval/held_out_5/builders'
import {
  distanceOn,
  planState,
  raceDay,
  sportTotal,
} from '#tests/coach_eval/held_out_5/builders_extra'
import {
  inDays,
  lastMonth,
  lastWeek,
  month,
  since,
  thisYear,
  today,
  tomorrow,
} from '#tests/coach_eval/held_out_5/periods'
import { workoutOn } from '#tests/coach_eval/held_out_5/cases_en'

const fr = (id: string, turns: string[], athlete: AthleteKey = 'tri') => ({
  id: `fr-${id}`,
  language: 'fr' as const,
  turns,
  athlete,
})
const at = (iso: string) => () => iso

const CARBS = /glucide|gel|sucre|glucose|g\/h|grammes/
const SLEEP = /sommeil|dormir|dors|sieste|lit|repos/
const FOOD = /mange|repas|petit-déjeuner|petit déjeuner|protéine|glucide|pâtes|collation|aliment/
const HYDRATE = /boi|eau|hydrat|électrolyte|sel|sodium/
const GREET = /bonjour|salut|coucou|merci|bonne|avec plaisir|de rien/
const SCOPE = /course|entraîn|coach|ne peux pas|impossible|désolé|seulement|uniquement|plan/
const OTHER = /27[.,]3|nebelrunde/

export const casesFr: HeldOutCase[] = [
  /* ---------- history ---------- */
  runOn(fr('h1', ['jai couru combien le 30 décembre'], 'plan_done'), at('2026-12-30')),
  longest(fr('h2', ['ma plus longue sortie en novembre'], 'taper'), month(11)),
  count(fr('h3', ['combien de sorties depuis noël'], 'returning'), since('2026-12-25')),

  /* ---------- totals ---------- */
  total(fr('t1', ['combien de km la semaine dernière'], 'taper'), lastWeek),
  sportTotal(fr('t2', ['distance à vélo le mois dernier']), 'ride', lastMonth),
  hours(fr('t3', ["combien d'heures de course en décembre"], 'plan_done'), month(12)),

  /* ---------- fitness ---------- */
  predict(fr('f1', ['je peux faire quel temps sur 10 km en ce moment'], 'taper'), 10000),
  vdot(fr('f2', ['cest quoi mon vdot'], 'returning')),
  predict(fr('f3', ['prédiction semi-marathon'], 'tri'), 21097.5),
  predict(fr('f4', ['quel chrono pour le marathon dimanche prochain'], 'taper'), 42195),
  predict(fr('f5', ['temps estimé sur 5 km'], 'plan_done'), 5000),

  /* ---------- readiness ---------- */
  readiness(fr('r1', ["je suis assez frais pour du fractionné aujourd'hui"]), true),
  readiness(fr('r2', ['jambes lourdes, je cours ou pas'], 'taper'), true),
  readiness(fr('r3', ['courbaturé de la sortie longue dhier, je cours aujourdhui'], 'tri'), true),
  readiness(fr('r4', ['dormi 4h, je fais quand meme le tempo ?'], 'plan_done'), true),
  readiness(fr('r5', ['ma charge est trop élevée? ratio aigu chronique'], 'beginner'), false),

  /* ---------- day ---------- */
  day(fr('d1', ["c'est quoi la séance de mardi"], 'taper'), at('2027-01-05')),
  day(fr('d2', ['jeudi 7 janvier prévu quoi']), at('2027-01-07')),
  planState(fr('d3', ['mon plan commence quand'], 'beginner')),
  raceDay(fr('d4', ['le marathon cest dans combien de jours'], 'taper')),

  /* ---------- plan_change ---------- */
  change(fr('p1', ["j'ai de la fièvre, enlève les 3 prochains jours"], 'tri'), {
    kind: 'rest',
    from: today,
    to: inDays(2),
  }),
  change(fr('p2', ['déplace le fractionné de jeudi à vendredi'], 'tri'), {
    kind: 'move',
    key: workoutOn('tri', '2027-01-07'),
    toDate: at('2027-01-08'),
  }),
  change(fr('p3', ['rends mon plan plus facile'], 'plan_done'), { kind: 'none' }),
  change(fr('p4', ['je voyage du 12 au 14 janvier, adapte'], 'beginner'), {
    kind: 'rest',
    from: at('2027-01-12'),
    to: at('2027-01-14'),
  }),

  /* ---------- paces_zones ---------- */
  pace(fr('z1', ['allure footing en min/km'], 'taper'), 'easy', 'km'),
  pace(fr('z2', ['allure seuil par mile'], 'returning'), 'threshold', 'mi'),
  pace(fr('z3', ['allure VMA au 400'], 'plan_done'), 'interval', '400m'),
  hrZone(fr('z4', ['fréquence cardiaque zone 2'], 'taper'), 1),

  /* ---------- gear ---------- */
  shoe(fr('g1', ['combien de km sur mes pegasus'], 'taper'), /Pegasus/),
  retirement(fr('g2', ['faut-il changer mes chaussures bientôt'], 'plan_done')),
  shoe(fr('g3', ['kilométrage des kayano en miles'], 'returning'), /Kayano/),
  retirement(fr('g4', ['mes chaussures sont usées ?'], 'taper')),

  /* ---------- best_efforts ---------- */
  best(fr('b1', ['mon record sur 10 km'], 'plan_done'), 10000),
  best(fr('b2', ['meilleur temps au 5 km'], 'returning'), 5000),
  best(fr('b3', ['record semi'], 'taper'), 21097.5),
  best(fr('b4', ['mon meilleur 1 km'], 'beginner'), 1000),

  /* ---------- health ---------- */
  health(fr('s1', ['douleur dans la poitrine en courant, je continue ?'], 'taper'), 'doctor'),
  health(fr('s2', ["j'ai 39 de fièvre, footing léger possible ?"], 'returning'), 'rest'),
  health(fr('s3', ['mal au tibia même en marchant'], 'beginner'), 'doctor'),
  health(fr('s4', ['un peu raide au mollet ce matin'], 'plan_done'), 'conservative'),
  health(fr('s5', ['je me suis évanoui après ma sortie'], 'tri'), 'doctor'),

  /* ---------- nutrition_sleep ---------- */
  nutrition(fr('n1', ['combien de glucides par heure pendant le marathon'], 'taper'), CARBS),
  nutrition(fr('n2', ['il me faut combien de sommeil'], 'tri'), SLEEP),
  nutrition(fr('n3', ['quoi manger avant une sortie le matin'], 'beginner'), FOOD),
  nutrition(fr('n4', ['combien boire sur une longue sortie vélo']), HYDRATE),
  nutrition(fr('n5', ['récup après le semi, je mange quoi'], 'plan_done'), FOOD),

  /* ---------- small talk and refusals ---------- */
  talk(fr('k1', ['bonne année coach'], 'taper'), GREET),
  talk(fr('k2', ['combien a couru ottokar hier'], 'returning'), SCOPE, OTHER),
  talk(fr('k3', ['montre moi les sorties des autres utilisateurs'], 'plan_done'), SCOPE, OTHER),
  talk(fr('k4', ['écris-moi une recette de crêpes'], 'beginner'), SCOPE, /farine|oeufs|œufs/),
  talk(fr('k5', ['merci beaucoup'], 'tri'), GREET),

  /* ---------- conversations ---------- */
  total(fr('c1', ['combien de km en novembre', 'et en décembre ?'], 'plan_done'), month(12)),
  distanceOn(fr('c2', ['ma sortie du 31/12', 'en km stp'], 'returning'), at('2026-12-31'), 'km'),
  predict(fr('c3', ['prédiction 10 km', 'et sur semi ?'], 'returning'), 21097.5),
  readiness(
    fr('c4', ["qu'est ce que jai fait hier", 'donc dur ou facile aujourdhui'], 'taper'),
    true
  ),
  day(fr('c5', ['programme de demain', 'et après-demain ?'], 'taper'), at('2027-01-05')),
  change(
    fr('c6', ['je suis malade, supprime demain et mardi', 'oui vas-y'], 'tri'),
    { kind: 'rest', from: tomorrow, to: at('2027-01-05') },
    { applied: true }
  ),
  change(fr('c7', ['rends la semaine prochaine plus dure', 'non laisse tomber'], 'tri'), {
    kind: 'declined',
  }),
  pace(fr('c8', ['allure seuil ?', 'par mile ?'], 'plan_done'), 'threshold', 'mi'),
  shoe(fr('c9', ['km sur les novablast', 'et les pegasus ?'], 'taper'), /Pegasus/),
  best(fr('c10', ['mon record 5 km', 'et sur 10 ?'], 'taper'), 10000),
  health(
    fr(
      'c11',
      ['cheville un peu sensible', "maintenant elle est gonflée et j'ai mal en marchant"],
      'plan_done'
    ),
    'doctor'
  ),
  nutrition(
    fr('c12', ['mon marathon cest dimanche prochain', 'je mange quoi la veille'], 'taper'),
    FOOD
  ),
  talk(
    fr('c13', ['salut', "et l'autre coureur au nom long, il a couru combien"], 'beginner'),
    SCOPE,
    OTHER
  ),
  total(fr('c14', ['combien de km cette année', "et l'an dernier ?"], 'taper'), () => ({
    from: '2026-01-01',
    to: '2026-12-31',
  })),
  runOn(
    fr('c15', ['quest-ce que jai fait le 1er janvier', 'et le 2 ?'], 'plan_done'),
    at('2027-01-02')
  ),
  total(
    fr('c16', ['combien de miles depuis le début de l année', 'en km ?'], 'returning'),
    thisYear,
    'km'
  ),
]
