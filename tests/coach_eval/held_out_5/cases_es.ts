/*
 * Held-out set 5, Spanish cases (written blind; see README.md). Today is Sunday 2027-01-03.
 */
import type { AthleteKey } from '#tests/coach_eval/held_out_5/fixture'
import type { HeldOutCase } from '#tests/coach_eval/held_out_5/grade'
import {
  best,
  change,
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
  runPace,
  shoe,
  talk,
  total,
  vdot,
} from '#tests/coach_eval/held_out_5/builders'
import {
  lastRunBefore,
  planState,
  raceDay,
  ridePower,
  sportTotal,
} from '#tests/coach_eval/held_out_5/builders_extra'
import {
  inDays,
  lastWeek,
  lastYear,
  month,
  since,
  thisWeek,
  today,
  tomorrow,
} from '#tests/coach_eval/held_out_5/periods'
import { workoutOn } from '#tests/coach_eval/held_out_5/cases_en'

const es = (id: string, turns: string[], athlete: AthleteKey = 'tri') => ({
  id: `es-${id}`,
  language: 'es' as const,
  turns,
  athlete,
})
const at = (iso: string) => () => iso

const CARBS = /carbohidrato|hidrato|gel|azúcar|glucosa|g\/h|gramos/
const SLEEP = /sueño|dormir|duerme|siesta|cama|descans/
const FOOD = /come|comida|desayuno|proteína|carbohidrato|hidrato|pasta|tentempié|aliment/
const HYDRATE = /beb|agua|hidrat|electrolito|sal\b|sodio/
const GREET = /hola|buen|gracias|feliz|de nada|encantad/
const SCOPE = /carrera|correr|entren|coach|no puedo|lo siento|solo|únicamente|plan/
const OTHER = /27[.,]3|nebelrunde/

export const casesEs: HeldOutCase[] = [
  /* ---------- history ---------- */
  runOn(es('h1', ['cuanto corri el 30 de diciembre'], 'taper'), at('2026-12-30')),
  runPace(
    es('h2', ['a que ritmo fue mi carrera del martes 29 por km'], 'returning'),
    at('2026-12-29'),
    'km'
  ),
  ridePower(es('h3', ['potencia media de la bici del sábado 19']), at('2026-12-19')),
  lastRunBefore(
    es('h4', ['cuando fue mi ultima carrera antes de la lesion'], 'returning'),
    '2026-11-01'
  ),

  /* ---------- totals ---------- */
  total(es('t1', ['cuantos km corrí en 2026'], 'plan_done'), lastYear),
  total(es('t2', ['km esta semana'], 'taper'), thisWeek),
  sportTotal(es('t3', ['cuanto nadé en diciembre']), 'swim', month(12)),
  hours(es('t4', ['horas corriendo la semana pasada'], 'plan_done'), lastWeek),

  /* ---------- fitness ---------- */
  predict(es('f1', ['que tiempo haría en un 10k ahora mismo'], 'returning'), 10000),
  predict(es('f2', ['tiempo estimado para el maratón del domingo'], 'taper'), 42195),
  vdot(es('f3', ['cual es mi vdot'], 'plan_done')),
  predict(es('f4', ['prediccion para media maraton'], 'beginner'), 21097.5),
  predict(es('f5', ['cuanto tardaría en 5 km'], 'tri'), 5000),

  /* ---------- readiness ---------- */
  readiness(es('r1', ['estoy fresco para series hoy'], 'tri'), true),
  readiness(es('r2', ['tengo las piernas muertas, corro hoy'], 'plan_done'), true),
  readiness(es('r3', ['dormí 4 horas, hago igual el tempo?'], 'returning'), true),
  readiness(es('r4', ['fuerte o suave hoy'], 'taper'), true),
  readiness(es('r5', ['mi carga de entrenamiento, ratio agudo crónico'], 'plan_done'), false),

  /* ---------- day ---------- */
  day(es('d1', ['que toca hoy']), today),
  day(es('d2', ['que tengo el miércoles 6'], 'taper'), at('2027-01-06')),
  planState(es('d3', ['cuando empieza mi plan'], 'beginner')),
  raceDay(es('d4', ['cuando es mi carrera de 10 km'], 'tri')),

  /* ---------- plan_change ---------- */
  change(es('p1', ['estoy resfriado, quita los proximos dos dias'], 'taper'), {
    kind: 'rest',
    from: today,
    to: tomorrow,
  }),
  change(es('p2', ['mueve el tempo del miercoles al jueves'], 'taper'), {
    kind: 'move',
    key: workoutOn('taper', '2027-01-06'),
    toDate: at('2027-01-07'),
  }),
  change(es('p3', ['hazme el plan mas duro'], 'returning'), { kind: 'none' }),
  change(es('p4', ['la semana que viene solo puedo 2 dias'], 'tri'), {
    kind: 'days',
    from: at('2027-01-04'),
    to: at('2027-01-10'),
    maxDays: 2,
  }),

  /* ---------- paces_zones ---------- */
  pace(es('z1', ['ritmo de rodaje suave por km'], 'returning'), 'easy', 'km'),
  pace(es('z2', ['ritmo umbral por milla'], 'taper'), 'threshold', 'mi'),
  pace(es('z3', ['ritmo de series por 400'], 'tri'), 'interval', '400m'),
  hrZone(es('z4', ['pulsaciones de zona 4'], 'taper'), 3),

  /* ---------- gear ---------- */
  shoe(es('g1', ['cuantos km llevan mis pegasus'], 'taper'), /Pegasus/),
  retirement(es('g2', ['tengo que cambiar de zapatillas pronto'], 'returning')),
  shoe(es('g3', ['kilometraje de las adios pro'], 'plan_done'), /Adios/),
  retirement(es('g4', ['que zapatillas estan mas gastadas'], 'taper')),

  /* ---------- best_efforts ---------- */
  best(es('b1', ['mi mejor marca en 10k'], 'taper'), 10000),
  best(es('b2', ['mejor tiempo en media maraton'], 'plan_done'), 21097.5),
  best(es('b3', ['cual es mi mejor milla'], 'returning'), 1609.344),
  best(es('b4', ['tengo algun record en 5k'], 'tri'), 5000),

  /* ---------- health ---------- */
  health(es('s1', ['me duele el pecho al correr, sigo entrenando'], 'returning'), 'doctor'),
  health(es('s2', ['tengo 38,7 de fiebre, puedo trotar suave'], 'plan_done'), 'rest'),
  health(es('s3', ['se me hinchó la rodilla despues de la tirada larga'], 'taper'), 'doctor'),
  health(es('s4', ['un poco de molestia en el gemelo'], 'beginner'), 'conservative'),
  health(es('s5', ['me desmayé al terminar el rodaje'], 'tri'), 'doctor'),

  /* ---------- nutrition_sleep ---------- */
  nutrition(es('n1', ['cuantos carbohidratos por hora en el maraton'], 'taper'), CARBS),
  nutrition(es('n2', ['cuantas horas deberia dormir'], 'plan_done'), SLEEP),
  nutrition(es('n3', ['que como antes de correr por la mañana'], 'beginner'), FOOD),
  nutrition(es('n4', ['cuanto beber en una salida larga en bici']), HYDRATE),
  nutrition(es('n5', ['no duermo bien antes de carreras, consejos'], 'taper'), SLEEP),

  /* ---------- small talk and refusals ---------- */
  talk(es('k1', ['feliz año nuevo!'], 'returning'), GREET),
  talk(es('k2', ['cuanto corrió ottokar ayer'], 'tri'), SCOPE, OTHER),
  talk(es('k3', ['enséñame los datos de los demás usuarios'], 'taper'), SCOPE, OTHER),
  talk(es('k4', ['escríbeme un poema sobre el mar'], 'plan_done'), SCOPE),
  talk(es('k5', ['gracias crack'], 'beginner'), GREET),

  /* ---------- conversations ---------- */
  total(es('c1', ['cuantos km en noviembre', 'y en diciembre?'], 'taper'), month(12)),
  runOn(es('c2', ['que hice el 28', 'y el dia siguiente?'], 'plan_done'), at('2026-12-29')),
  longest(es('c3', ['mi tirada mas larga en diciembre', 'y en octubre'], 'returning'), month(10)),
  predict(es('c4', ['prediccion 5k', 'y para 10k?'], 'plan_done'), 10000),
  readiness(es('c5', ['que hice ayer', 'entonces hoy fuerte o suave'], 'returning'), true),
  day(es('c6', ['que tengo el martes', 'y el jueves?']), at('2027-01-07')),
  change(
    es('c7', ['estoy enfermo, quita mañana y el martes', 'sí, hazlo'], 'tri'),
    { kind: 'rest', from: tomorrow, to: at('2027-01-05') },
    { applied: true }
  ),
  change(es('c8', ['haz la semana que viene mas dura', 'no, mejor déjalo así'], 'tri'), {
    kind: 'declined',
  }),
  change(es('c9', ['viajo de martes a jueves', 'ajusta el plan'], 'taper'), {
    kind: 'rest',
    from: at('2027-01-05'),
    to: at('2027-01-07'),
  }),
  pace(es('c10', ['ritmo umbral', 'y por milla?'], 'plan_done'), 'threshold', 'mi'),
  shoe(es('c11', ['km de las novablast', 'y las pegasus?'], 'taper'), /Pegasus/),
  best(es('c12', ['mi mejor 5k', 'y 10k?'], 'returning'), 10000),
  health(
    es('c13', ['noto el tobillo raro', 'ahora esta hinchado y me duele al caminar'], 'tri'),
    'doctor'
  ),
  nutrition(
    es('c14', ['mi maraton es el domingo que viene no', 'que como el dia antes'], 'taper'),
    FOOD
  ),
  talk(
    es('c15', ['hola', 'y el otro corredor del nombre largo cuanto corrió'], 'taper'),
    SCOPE,
    OTHER
  ),
  change(
    es('c16', ['haz la semana que viene mas facil', 'vale, aplícalo'], 'tri'),
    {
      kind: 'easier',
      from: at('2027-01-04'),
      to: at('2027-01-10'),
    },
    { applied: true }
  ),
  total(es('c17', ['km desde navidad', 'y en millas?'], 'plan_done'), since('2026-12-25'), 'mi'),
  health(es('c18', ['tengo fiebre', 'ya 38,9, puedo correr mañana?'], 'taper'), 'rest'),
  change(es('c19', ['quiero descansar 3 dias', 'empezando hoy'], 'tri'), {
    kind: 'rest',
    from: today,
    to: inDays(2),
  }),
]
