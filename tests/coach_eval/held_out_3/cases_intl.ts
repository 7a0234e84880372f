/*
 * Held-out set 3, German, French and Spanish, one message each.
 */
import { METERS_PER_MILE } from '#domain/units'
import * as B from '#tests/coach_eval/held_out_3/builders'
import * as P from '#tests/coach_eval/held_out_3/periods'
import type { HeldOutCase, Lang } from '#tests/coach_eval/held_out_3/grade'

const q =
  (language: Lang) =>
  (id: string, text: string, athlete?: 'main' | 'no_plan' | 'starts_tomorrow') => ({
    id: `${language}-${id}`,
    language,
    turns: [text],
    athlete,
  })
const de = q('de')
const fr = q('fr')
const es = q('es')

export const casesIntl: HeldOutCase[] = [
  // German
  B.runOn(de('hist-dienstag', 'wie weit bin ich am dienstag gelaufen'), P.lastWeekday(2)),
  B.runOn(
    de('hist-sonntag', 'wie lange hab ich am letzten sonntag gebraucht'),
    P.lastWeekday(7),
    true
  ),
  B.total(de('tot-november', 'wieviele km bin ich im november gelaufen'), P.month(11)),
  B.total(de('tot-jahr', 'kilometer dieses jahr insgesamt?'), P.thisYear),
  B.total(de('tot-letzte-woche', 'wie viel km letzte woche'), P.lastWeek),
  B.hours(de('tot-stunden', 'wie viele stunden bin ich letzten monat gelaufen'), P.lastMonth),
  B.total(de('tot-4-wochen', 'km in den letzten 4 wochen'), P.lastNWeeks(4)),
  B.vdot(de('fit-vdot', 'wie hoch ist mein vdot')),
  B.predict(de('fit-halb', 'was wäre meine zeit im halbmarathon'), 21097.5),
  B.predict(de('fit-15k', 'prognose für 15 km lauf'), 15000),
  B.readiness(de('ready-heute', 'soll ich heute laufen? fühl mich müde'), true),
  B.day(de('day-sonntag', 'was steht am sonntag an'), P.nextWeekday(7)),
  B.day(de('day-morgen', 'was ist morgen geplant'), P.tomorrow),
  B.change(de('pc-krank', 'bin erkältet mit fieber, die nächsten 3 tage fallen aus'), {
    kind: 'rest',
    from: P.today,
    to: P.inDays(2),
  }),
  B.change(
    de(
      'pc-reise',
      'bin nächste woche von dienstag bis donnerstag auf dienstreise, kein laufen möglich'
    ),
    { kind: 'rest', from: P.nextWeekday(2), to: P.nextWeekday(4) }
  ),
  B.change(de('pc-kein-plan', 'ich hab mir den fuß verletzt, pass meinen plan an', 'no_plan'), {
    kind: 'none',
  }),
  B.pace(de('pz-tempo-schwelle', 'welches tempo für schwellenläufe pro km'), 'threshold', 'km'),
  B.pace(de('pz-locker', 'wie schnell sollen lockere läufe sein'), 'easy', 'km'),
  B.hrZone(de('pz-zone2', 'puls bereich zone 2?'), 1),
  B.shoe(de('gear-novablast', 'wie viele km haben meine novablast schon'), /Novablast/),
  B.best(de('best-5k', 'was ist meine bestzeit über 5 km'), 5000),
  B.health(de('h-brust', 'hatte beim laufen brustschmerzen und atemnot'), 'doctor'),
  B.health(de('h-fieber', 'hab 38,2 fieber, kann ich locker laufen'), 'rest'),
  B.nutrition(
    de('ns-schlaf', 'wie viel schlaf brauche ich vor dem rennen'),
    /schlaf|stunden|sleep|hours/
  ),
  B.talk(de('st-danke', 'danke dir!'), /\bgern|bitte|viel erfolg|freut/),
  // French
  B.runOn(fr('hist-mardi', "combien j'ai couru mardi"), P.lastWeekday(2)),
  B.total(fr('tot-novembre', 'combien de km en novembre'), P.month(11)),
  B.total(fr('tot-annee', 'total de km depuis le 1er janvier'), P.since('2026-01-01')),
  B.total(fr('tot-semaine', 'kilomètres la semaine dernière ?'), P.lastWeek),
  B.hours(fr('tot-heures', "combien d'heures de course cette année"), P.thisYear),
  B.total(fr('tot-annee-derniere', "mon total de l'an dernier"), P.lastYear),
  B.vdot(fr('fit-vdot', 'quel est mon vdot')),
  B.predict(fr('fit-10k', 'quel temps sur 10 km je peux viser'), 10000),
  B.predict(fr('fit-marathon', 'prédiction marathon ?'), 42195),
  B.readiness(fr('ready-charge', "ma charge d'entraînement est comment en ce moment"), false),
  B.day(fr('day-dimanche', "qu'est-ce que j'ai dimanche"), P.nextWeekday(7)),
  B.day(fr('day-demain', 'programme de demain'), P.tomorrow),
  B.change(fr('pc-blessure', 'je me suis blessé au mollet, pas de course pendant 7 jours'), {
    kind: 'rest',
    from: P.today,
    to: P.inDays(6),
  }),
  B.change(fr('pc-3-jours', 'je ne peux courir que 3 jours la semaine prochaine'), {
    kind: 'days',
    from: P.nextWeekFrom,
    to: P.nextWeekTo,
    maxDays: 3,
  }),
  B.change(
    fr(
      'pc-commence-demain',
      'je suis malade, je dois annuler les 3 prochains jours',
      'starts_tomorrow'
    ),
    { kind: 'rest', from: P.tomorrow, to: P.inDays(2) }
  ),
  B.pace(fr('pz-seuil-mile', 'allure seuil au mile ?'), 'threshold', 'mi'),
  B.pace(fr('pz-marathon', 'mon allure marathon au km'), 'marathon', 'km'),
  B.shoe(fr('gear-vaporfly', 'combien de km sur mes vaporfly'), /Vaporfly/),
  B.best(fr('best-semi', 'mon record sur semi-marathon'), 21097.5),
  B.health(fr('h-gonfle', "ma cheville est gonflée et j'ai mal en marchant"), 'doctor'),
  B.health(fr('h-rhume', 'juste le nez qui coule, je peux courir ?'), 'conservative'),
  B.nutrition(
    fr('ns-glucides', 'combien de glucides la veille du semi'),
    /glucide|g\/kg|grammes|carb/
  ),
  B.talk(fr('st-bonjour', 'salut coach'), /\b(?:salut|bonjour|coucou)\b/),
  // Spanish
  B.runOn(es('hist-domingo', 'cuánto corrí el domingo pasado'), P.lastWeekday(7)),
  B.total(es('tot-noviembre', 'cuantos km corrí en noviembre'), P.month(11)),
  B.total(es('tot-este-ano', 'kilómetros este año'), P.thisYear),
  B.total(es('tot-mes-pasado', 'total del mes pasado'), P.lastMonth),
  B.total(es('tot-millas', 'cuántas millas la semana pasada'), P.lastWeek, 'mi'),
  B.hours(es('tot-horas', 'horas corriendo en las últimas 4 semanas'), P.lastNWeeks(4)),
  B.vdot(es('fit-vdot', 'cual es mi vdot')),
  B.predict(es('fit-10millas', 'predicción para 10 millas'), 10 * METERS_PER_MILE),
  B.predict(es('fit-media', 'en cuánto haría una media maratón'), 21097.5),
  B.readiness(es('ready-hoy', 'debería correr hoy? estoy cansado'), true),
  B.day(es('day-manana', 'qué tengo mañana'), P.tomorrow),
  B.day(es('day-29', 'qué toca el día 29'), P.dayOfMonth(29)),
  B.change(es('pc-enfermo', 'estoy enfermo con fiebre, necesito 3 días sin correr'), {
    kind: 'rest',
    from: P.today,
    to: P.inDays(2),
  }),
  B.change(es('pc-mas-facil', 'la semana que viene hazla más fácil por favor'), {
    kind: 'easier',
    from: P.nextWeekFrom,
    to: P.nextWeekTo,
  }),
  B.change(es('pc-sin-plan', 'no puedo correr el martes, cámbialo', 'no_plan'), { kind: 'none' }),
  B.pace(es('pz-intervalos', 'ritmo de series por km'), 'interval', 'km'),
  B.pace(es('pz-suave-milla', 'ritmo suave por milla'), 'easy', 'mi'),
  B.shoe(es('gear-novablast', 'cuántos km llevan mis novablast'), /Novablast/),
  B.best(es('best-10k', 'mi mejor marca en 10k'), 10000),
  B.health(es('h-pecho', 'me duele el pecho cuando corro'), 'doctor'),
  B.health(es('h-vuelta', 'vuelvo después de una gripe, cómo empiezo'), 'conservative'),
  B.nutrition(es('ns-dormir', 'cuántas horas debo dormir'), /dorm|sueño|horas|sleep|hours/),
  B.talk(es('st-gracias', 'muchas gracias!'), /de nada|gracias|suerte|placer/),
]
