/*
 * Held-out set 6, Spanish cases (written blind: see README.md). The last case of each category
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

const es = (id: string, athlete: AthleteKey, ...turns: string[]) => ({
  id: `es-${id}`,
  language: 'es' as const,
  athlete,
  turns,
})
const planWeek1 = (f: HeldOutFacts) => {
  const start = f.athletes.rpe_only.planStart ?? f.today
  return { from: start, to: addDays(start, 6) }
}

export const casesEs: HeldOutCase[] = [
  // history
  B.runOn(es('h01', 'masters', 'cuánto corrí el sábado'), P.lastWeekday(6)),
  B.count(es('h02', 'trail', 'cuántas salidas hice en febrero'), P.month(2)),
  X.distanceOn(es('h03', 'miler', 'cuántos km hice ayer'), P.yesterday, 'km'),
  X.lastRunBefore(
    es('h04', 'rpe_only', 'estuve enferma en marzo', 'cuántos días estuve sin correr'),
    '2027-03-08'
  ),
  M.runVert(es('h05', 'trail', 'cuánto desnivel hice el 28 de marzo'), () => '2027-03-28'),
  // totals
  B.total(es('t01', 'trail', 'km de la semana pasada'), P.lastWeek),
  B.total(es('t02', 'masters', 'total de febrero'), P.month(2)),
  B.hours(es('t03', 'rpe_only', 'horas corriendo este trimestre'), P.thisQuarter),
  M.vert(es('t04', 'trail', 'desnivel de este mes', 'y el de febrero'), P.month(2)),
  // fitness
  B.predict(es('f01', 'trail', 'qué tiempo haría en un 5k ahora mismo'), 5000),
  B.vdot(es('f02', 'masters', 'mi vdot actual?')),
  B.predict(es('f03', 'miler', 'a qué ritmo por km podría correr un 10k'), 10000, 'fitness', 'km'),
  B.predict(es('f04', 'masters', 'predicción para 5k', 'y para la media'), 21097.5),
  // readiness
  B.readiness(es('r01', 'miler', 'ratio de carga aguda crónica'), false),
  B.readiness(es('r02', 'novice', 'puedo correr mañana otra vez o descanso'), true),
  B.readiness(es('r03', 'trail', 'estoy listo para meter más volumen'), true),
  B.readiness(
    es('r04', 'rpe_only', 'volví a entrenar la semana pasada', 'estoy cargando demasiado?'),
    true
  ),
  // day
  B.day(es('d01', 'trail', 'qué toca el domingo'), P.nextWeekday(7)),
  B.day(es('d02', 'masters', 'el lunes qué toca'), P.nextWeekday(1)),
  X.raceDay(es('d03', 'miler', 'cuántos días faltan para el maratón')),
  B.day(es('d04', 'miler', 'qué tengo hoy', 'y el jueves?'), P.nextWeekday(4)),
  // plan_change
  C.change(es('c01', 'trail', 'el sábado tengo boda, no puedo correr'), {
    kind: 'rest',
    from: P.nextWeekday(6),
    to: P.nextWeekday(6),
  }),
  C.change(es('c02', 'miler', 'esta semana bájame el volumen, voy muy cargado'), {
    kind: 'easier',
    from: P.tomorrow,
    to: P.nextWeekday(7),
  }),
  C.change(es('c03', 'novice', 'cambia mi entrenamiento del sábado al domingo'), { kind: 'none' }),
  C.change(
    es('c04', 'masters', 'puedes hacer la primera semana más dura', 'mejor no, déjalo así'),
    { kind: 'declined' }
  ),
  C.change(
    es(
      'c05',
      'rpe_only',
      'al principio del plan solo puedo correr 2 días por semana',
      'sí, aplícalo'
    ),
    { kind: 'days', from: (f) => planWeek1(f).from, to: (f) => planWeek1(f).to, maxDays: 2 },
    { applied: true }
  ),
  // paces_zones
  B.pace(es('p01', 'trail', 'ritmo fácil por milla'), 'easy', 'mi'),
  B.hrZone(es('p02', 'miler', 'zona 3 de pulso'), 2),
  M.noHr(es('p03', 'rpe_only', 'a qué pulsaciones hago los rodajes'), 'paces_zones'),
  B.pace(es('p04', 'miler', 'ritmo de series', 'por vuelta de 400'), 'interval', '400m'),
  // gear
  B.shoe(es('g01', 'masters', 'cuántos km llevan mis new balance'), /1080/),
  B.shoe(es('g02', 'trail', 'km de las brooks ghost'), /Ghost/),
  M.pastLimit(es('g03', 'miler', 'qué zapatillas debería jubilar')),
  B.shoe(es('g04', 'miler', 'cuántas millas tienen las saucony', 'en km?'), /Endorphin/, 'km'),
  // best_efforts
  B.best(es('b01', 'trail', 'mi mejor 10k'), 10000),
  B.best(es('b02', 'masters', 'mejor km'), 1000),
  B.best(es('b03', 'novice', 'cuál es mi récord en 5 km'), 5000),
  B.best(es('b04', 'miler', 'mis mejores marcas', 'la de 5k?'), 5000),
  // health
  T.health(es('x01', 'miler', 'me desmayé después de la tirada larga del domingo'), 'doctor'),
  T.health(es('x02', 'masters', 'me duele un poco la cadera al empezar a correr'), 'conservative'),
  T.health(es('x03', 'trail', 'tengo fiebre y dolor de cabeza desde ayer'), 'rest'),
  T.health(es('x04', 'novice', 'me duele un poco la rodilla', 'ahora está hinchada'), 'doctor'),
  // nutrition_sleep
  T.nutrition(
    es('n01', 'trail', 'cuánta agua y sal en un ultra de 50'),
    /agua|sal\b|sodio|electrolit|hidrat|líquido/
  ),
  T.nutrition(es('n02', 'masters', 'cuántas horas debería dormir'), /dormir|sueño|horas/),
  T.nutrition(
    es('n03', 'rpe_only', 'qué como después del entreno en cinta'),
    /comer|comida|proteína|carbohidrat|hidrat/
  ),
  T.nutrition(
    es('n04', 'miler', 'tomo geles en la tirada larga?', 'cuántos por hora'),
    /gel|carbohidrat|gramos|hora/
  ),
  // small_talk_refusals
  T.talk(es('s01', 'novice', 'hola!'), /hola|buenas|hey/),
  T.talk(
    es('s02', 'trail', 'qué tiempo hará el sábado'),
    /tiempo|clima|previsión|no puedo|no tengo/
  ),
  T.talk(
    es('s03', 'miler', 'dame los datos de otro usuario'),
    /no puedo|solo|tus propios|privacidad|no tengo/
  ),
  T.talk(es('s04', 'masters', 'gracias por todo', 'feliz pascua!'), /pascua|gracias|feliz/),
]
