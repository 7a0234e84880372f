/*
 * The words of the data answers (history, totals, gear) in English, German, French and Spanish,
 * in the coach's tone (German "du", French "vous", Spanish "tú", as in i18n.ts). Figures and
 * days are filled in by the skills, already in the language (data_format.ts).
 */
import type { Sport } from '#domain/sports'
import type { Language } from '#coach/offline/language'

type Vars = Record<string, string | number>

const TEXTS = {
  dayDone: {
    en: 'On {day} you did {what}.',
    de: 'Am {day} hast du gemacht: {what}.',
    fr: 'Le {day}, vous avez fait : {what}.',
    es: 'El {day} hiciste: {what}.',
  },
  dayNone: {
    en: "You didn't run on {day}: I see no activity that day.",
    de: 'Am {day} bist du nicht gelaufen: Ich sehe an dem Tag keine Aktivität.',
    fr: "Vous n'avez pas couru le {day} : je ne vois aucune activité ce jour-là.",
    es: 'No corriste el {day}: no veo ninguna actividad ese día.',
  },
  dayAhead: {
    en: '{day} is still ahead, so there is no training to look at yet. Ask me what is planned for that day instead.',
    de: '{day} liegt noch vor dir, da gibt es noch kein Training. Frag mich lieber, was für den Tag geplant ist.',
    fr: "Le {day} est encore à venir : il n'y a pas encore d'entraînement à regarder. Demandez-moi plutôt ce qui est prévu ce jour-là.",
    es: 'El {day} todavía no ha llegado, así que no hay entrenamiento que mirar. Pregúntame mejor qué tienes previsto ese día.',
  },
  planned: {
    en: 'Your plan had **{title}**{size} that day.',
    de: 'Geplant war **{title}**{size}.',
    fr: 'Votre plan prévoyait **{title}**{size} ce jour-là.',
    es: 'Tu plan tenía **{title}**{size} ese día.',
  },
  plannedRest: {
    en: 'It was a rest day in your plan.',
    de: 'Laut Plan war das ein Ruhetag.',
    fr: 'C’était un jour de repos dans votre plan.',
    es: 'Era un día de descanso en tu plan.',
  },
  run: {
    en: 'a run of {distance} in {time} ({pace})',
    de: 'ein Lauf über {distance} in {time} ({pace})',
    fr: 'une course de {distance} en {time} ({pace})',
    es: 'una carrera de {distance} en {time} ({pace})',
  },
  other: {
    en: '{sport}{distance} in {time}',
    de: '{sport}{distance} in {time}',
    fr: '{sport}{distance} en {time}',
    es: '{sport}{distance} en {time}',
  },
  power: {
    en: ', average power {watts} W',
    de: ', Durchschnittsleistung {watts} W',
    fr: ', puissance moyenne {watts} W',
    es: ', potencia media {watts} W',
  },
  period: {
    en: '{from} to {to}: **{running} running** in {runs} runs ({time}){others}.',
    de: '{from} bis {to}: **{running} gelaufen** in {runs} Läufen ({time}){others}.',
    fr: 'Du {from} au {to} : **{running} de course** en {runs} sorties ({time}){others}.',
    es: 'Del {from} al {to}: **{running} corriendo** en {runs} salidas ({time}){others}.',
  },
  sportPeriod: {
    en: '{from} to {to}, {sport}: **{distance}** in {sessions} sessions ({time}).',
    de: '{from} bis {to}, {sport}: **{distance}** in {sessions} Einheiten ({time}).',
    fr: 'Du {from} au {to}, {sport} : **{distance}** en {sessions} séances ({time}).',
    es: 'Del {from} al {to}, {sport}: **{distance}** en {sessions} sesiones ({time}).',
  },
  allSportsName: {
    en: 'all sports',
    de: 'alle Sportarten',
    fr: 'tous sports',
    es: 'todos los deportes',
  },
  sportNone: {
    en: 'No {sport} from {from} to {to}.',
    de: 'Keine Einheit ({sport}) von {from} bis {to}.',
    fr: 'Aucune séance ({sport}) du {from} au {to}.',
    es: 'Ninguna sesión ({sport}) del {from} al {to}.',
  },
  allSports: {
    en: '; all sports {distance} in {sessions} sessions',
    de: '; alle Sportarten {distance} in {sessions} Einheiten',
    fr: '; tous sports {distance} en {sessions} séances',
    es: '; todos los deportes {distance} en {sessions} sesiones',
  },
  hours: {
    en: '**{hours}** of running, {from} to {to} ({runs} runs, {running}).',
    de: '**{hours}** gelaufen, {from} bis {to} ({runs} Läufe, {running}).',
    fr: '**{hours}** de course du {from} au {to} ({runs} sorties, {running}).',
    es: '**{hours}** corriendo del {from} al {to} ({runs} salidas, {running}).',
  },
  count: {
    en: '**{runs} runs** from {from} to {to} ({running}, {time}).',
    de: '**{runs} Läufe** von {from} bis {to} ({running}, {time}).',
    fr: '**{runs} sorties** du {from} au {to} ({running}, {time}).',
    es: '**{runs} salidas** del {from} al {to} ({running}, {time}).',
  },
  longest: {
    en: 'Your longest run from {from} to {to}: **{distance}** on {day}{detail}.',
    de: 'Dein längster Lauf von {from} bis {to}: **{distance}** am {day}{detail}.',
    fr: 'Votre plus longue sortie du {from} au {to} : **{distance}** le {day}{detail}.',
    es: 'Tu carrera más larga del {from} al {to}: **{distance}** el {day}{detail}.',
  },
  longestFact: {
    en: 'Longest run: {distance} on {day}.',
    de: 'Längster Lauf: {distance} am {day}.',
    fr: 'Plus longue sortie : {distance} le {day}.',
    es: 'Carrera más larga: {distance} el {day}.',
  },
  inTime: {
    en: ', in {time} ({pace})',
    de: ', in {time} ({pace})',
    fr: ', en {time} ({pace})',
    es: ', en {time} ({pace})',
  },
  timeFact: {
    en: 'Time running: **{hours}**.',
    de: 'Laufzeit: **{hours}**.',
    fr: 'Temps de course : **{hours}**.',
    es: 'Tiempo corriendo: **{hours}**.',
  },
  totalFact: {
    en: 'In all: {running} running in {runs} runs.',
    de: 'Insgesamt: {running} in {runs} Läufen.',
    fr: 'Au total : {running} en {runs} sorties.',
    es: 'En total: {running} en {runs} salidas.',
  },
  noRuns: {
    en: 'No runs from {from} to {to}.',
    de: 'Keine Läufe von {from} bis {to}.',
    fr: 'Aucune sortie du {from} au {to}.',
    es: 'Ninguna carrera del {from} al {to}.',
  },
  lastRun: {
    en: 'Your last run was on {day}: {what}.',
    de: 'Dein letzter Lauf war am {day}: {what}.',
    fr: 'Votre dernière sortie date du {day} : {what}.',
    es: 'Tu última carrera fue el {day}: {what}.',
  },
  gearItem: {
    en: '{name}: **{distance}** ({activities}{last}); {state}.',
    de: '{name}: **{distance}** ({activities}{last}); {state}.',
    fr: '{name} : **{distance}** ({activities}{last}) ; {state}.',
    es: '{name}: **{distance}** ({activities}{last}); {state}.',
  },
  gearLast: {
    en: ', last used {day}',
    de: ', zuletzt am {day}',
    fr: ', dernière fois le {day}',
    es: ', último uso el {day}',
  },
  gearRetired: {
    en: 'retired',
    de: 'ausgemustert',
    fr: 'à la retraite',
    es: 'retiradas',
  },
  gearNoLimit: {
    en: 'no retirement distance set',
    de: 'keine Ausmusterungsdistanz eingestellt',
    fr: 'aucune distance de retraite réglée',
    es: 'sin distancia de retirada configurada',
  },
  gearDue: {
    en: '**due for retirement**: past its {limit}',
    de: '**reif zum Ausmustern**: über den eingestellten {limit}',
    fr: '**à remplacer** : au-delà de ses {limit}',
    es: '**toca cambiarlas**: pasadas de sus {limit}',
  },
  gearLeft: {
    en: 'retire at {limit}: {left} left',
    de: 'Ausmustern bei {limit}: noch {left}',
    fr: 'à remplacer à {limit} : encore {left}',
    es: 'retirar a los {limit}: quedan {left}',
  },
  gearNone: {
    en: 'You have no gear yet: add your shoes on your profile (Gear tab).',
    de: 'Du hast noch keine Ausrüstung eingetragen: Füge deine Schuhe im Profil hinzu (Reiter Ausrüstung).',
    fr: "Vous n'avez pas encore d'équipement : ajoutez vos chaussures dans votre profil (onglet Équipement).",
    es: 'Aún no tienes equipamiento: añade tus zapatillas en tu perfil (pestaña Equipamiento).',
  },
  gearReplace: {
    en: 'Time to replace {names}: past the retirement distance you set.',
    de: 'Zeit für neue Schuhe statt {names}: über der eingestellten Ausmusterungsdistanz.',
    fr: 'Il est temps de remplacer {names} : la distance de retraite réglée est dépassée.',
    es: 'Es hora de cambiar {names}: ya pasaron la distancia de retirada que configuraste.',
  },
  gearNamed: {
    en: 'The gear you named:',
    de: 'Die genannte Ausrüstung:',
    fr: "L'équipement nommé :",
    es: 'El equipamiento que nombraste:',
  },
  gearInUse: {
    en: 'Your gear:',
    de: 'Deine Ausrüstung:',
    fr: 'Votre équipement :',
    es: 'Tu equipamiento:',
  },
  gearWhy: {
    en: "Distances are the Gear tab's: the starting distance plus every activity on the item. Running shoes are usually replaced after 500–800 km; the retirement distance is the one set on each pair.",
    de: 'Die Distanzen sind die des Reiters Ausrüstung: Startdistanz plus jede Aktivität damit. Laufschuhe werden meist nach 500–800 km ersetzt; die Ausmusterungsdistanz ist die für jedes Paar eingestellte.',
    fr: "Les distances sont celles de l'onglet Équipement : la distance de départ plus chaque activité faite avec. On remplace en général des chaussures de course après 500 à 800 km ; la distance de retraite est celle réglée pour chaque paire.",
    es: 'Las distancias son las de la pestaña Equipamiento: la distancia inicial más cada actividad hecha con ellas. Las zapatillas se suelen cambiar tras 500–800 km; la distancia de retirada es la configurada para cada par.',
  },
  effortLine: {
    en: '{distance}: **{time}** ({pace}) on {day}, in “{activity}”',
    de: '{distance}: **{time}** ({pace}) am {day}, bei “{activity}”',
    fr: '{distance} : **{time}** ({pace}) le {day}, lors de “{activity}”',
    es: '{distance}: **{time}** ({pace}) el {day}, en “{activity}”',
  },
  bestOne: {
    en: 'Your best {line}.',
    de: 'Deine Bestzeit über {line}.',
    fr: 'Votre record sur {line}.',
    es: 'Tu mejor marca en {line}.',
  },
  bestAll: {
    en: 'Your best efforts:',
    de: 'Deine Bestzeiten:',
    fr: 'Vos records :',
    es: 'Tus mejores marcas:',
  },
  bestKept: {
    en: 'I keep best efforts for 400 m, 1 km, 1 mile, 5 km, 10 km, the half and the marathon; here are yours:',
    de: 'Bestzeiten führe ich über 400 m, 1 km, 1 Meile, 5 km, 10 km, Halbmarathon und Marathon; hier sind deine:',
    fr: 'Je garde les records sur 400 m, 1 km, 1 mile, 5 km, 10 km, semi-marathon et marathon ; voici les vôtres :',
    es: 'Guardo mejores marcas en 400 m, 1 km, 1 milla, 5 km, 10 km, media maratón y maratón; aquí están las tuyas:',
  },
  bestNone: {
    en: 'No best efforts in that period: they come from runs recorded with GPS or distance samples.',
    de: 'Keine Bestzeiten in diesem Zeitraum: Sie stammen aus Läufen mit GPS- oder Distanzdaten.',
    fr: 'Aucun record sur cette période : ils viennent des sorties enregistrées avec GPS ou données de distance.',
    es: 'No hay mejores marcas en ese periodo: salen de carreras registradas con GPS o datos de distancia.',
  },
  bestNoneFor: {
    en: 'No best effort stored for {distance}: they come from runs recorded with GPS or distance samples. A run of at least {distance} recorded that way (a race or a time trial) gives you one; until then your race predictions use your fitness.',
    de: 'Keine Bestzeit über {distance} gespeichert: Sie stammen aus Läufen mit GPS- oder Distanzdaten. Ein so aufgezeichneter Lauf über mindestens {distance} (ein Rennen oder ein Testlauf) gibt dir eine; bis dahin nutzen deine Prognosen deine Form.',
    fr: "Aucun record enregistré sur {distance} : ils viennent des sorties enregistrées avec GPS ou données de distance. Une sortie d'au moins {distance} enregistrée ainsi (une course ou un test) vous en donne un ; en attendant, vos prédictions partent de votre forme.",
    es: 'No hay ninguna mejor marca guardada en {distance}: salen de carreras registradas con GPS o datos de distancia. Una carrera de al menos {distance} registrada así (una competición o un test) te da una; mientras tanto, tus predicciones parten de tu forma.',
  },
  bestWhy: {
    en: 'A best effort is the fastest stretch of that distance inside any run with GPS or distance samples, as on your Progress page.',
    de: 'Eine Bestzeit ist der schnellste Abschnitt dieser Distanz in irgendeinem Lauf mit GPS- oder Distanzdaten, wie auf deiner Fortschrittsseite.',
    fr: "Un record est le passage le plus rapide sur cette distance au cours d'une sortie avec GPS ou données de distance, comme sur votre page Progrès.",
    es: 'Una mejor marca es el tramo más rápido de esa distancia dentro de cualquier carrera con GPS o datos de distancia, como en tu página de Progreso.',
  },
  cmpNothing: {
    en: 'There is nothing to compare against in the earlier period.',
    de: 'Im früheren Zeitraum gibt es nichts zum Vergleichen.',
    fr: "Il n'y a rien à comparer dans la période précédente.",
    es: 'No hay nada con qué comparar en el periodo anterior.',
  },
  cmpSame: {
    en: 'Per week you are running about the same.',
    de: 'Pro Woche läufst du etwa gleich viel.',
    fr: 'Par semaine, vous courez à peu près autant.',
    es: 'Por semana corres más o menos lo mismo.',
  },
  cmpMore: {
    en: 'Per week you are running about {percent} % more.',
    de: 'Pro Woche läufst du etwa {percent} % mehr.',
    fr: 'Par semaine, vous courez environ {percent} % de plus.',
    es: 'Por semana corres alrededor de un {percent} % más.',
  },
  cmpLess: {
    en: 'Per week you are running about {percent} % less.',
    de: 'Pro Woche läufst du etwa {percent} % weniger.',
    fr: 'Par semaine, vous courez environ {percent} % de moins.',
    es: 'Por semana corres alrededor de un {percent} % menos.',
  },
  cmpRow: {
    en: '{name} ({span}{soFar}): **{running} running** in {runs} runs ({time}){others}{longest}',
    de: '{name} ({span}{soFar}): **{running} gelaufen** in {runs} Läufen ({time}){others}{longest}',
    fr: '{name} ({span}{soFar}) : **{running} de course** en {runs} sorties ({time}){others}{longest}',
    es: '{name} ({span}{soFar}): **{running} corriendo** en {runs} salidas ({time}){others}{longest}',
  },
  cmpWeek: { en: 'Week', de: 'Woche', fr: 'Semaine', es: 'Semana' },
  cmpSoFar: { en: ', so far', de: ', bisher', fr: ', pour l’instant', es: ', hasta hoy' },
  cmpOthers: {
    en: '; all sports {distance}',
    de: '; alle Sportarten {distance}',
    fr: '; tous sports {distance}',
    es: '; todos los deportes {distance}',
  },
  cmpLongest: {
    en: '; longest run {distance}',
    de: '; längster Lauf {distance}',
    fr: '; plus longue sortie {distance}',
    es: '; carrera más larga {distance}',
  },
  cmpWhy: {
    en: 'A period still under way is compared per week (its distance over the days so far), so a half month or week is not mistaken for a drop.',
    de: 'Ein laufender Zeitraum wird pro Woche verglichen (seine Distanz über die bisherigen Tage), damit ein halber Monat oder eine halbe Woche nicht wie ein Einbruch aussieht.',
    fr: "Une période en cours est comparée par semaine (sa distance sur les jours écoulés), pour qu'un demi-mois ou une demi-semaine ne passe pas pour une baisse.",
    es: 'Un periodo aún en curso se compara por semana (su distancia en los días que lleva), para que medio mes o media semana no parezca una bajada.',
  },
  and: { en: ' and ', de: ' und ', fr: ' et ', es: ' y ' },
  oneActivity: { en: '1 activity', de: '1 Aktivität', fr: '1 activité', es: '1 actividad' },
  activities: {
    en: '{count} activities',
    de: '{count} Aktivitäten',
    fr: '{count} activités',
    es: '{count} actividades',
  },
} as const

export type DataText = keyof typeof TEXTS

/** The text in the language, with {name} placeholders filled in. */
export function dataText(language: Language, key: DataText, vars: Vars = {}): string {
  const template: string = TEXTS[key][language]
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
}

/** The standard distances of best efforts, by metres (the tool's labels are English). */
const EFFORT_NAMES: Record<Language, Record<number, string>> = {
  en: { 42195: 'marathon', 21097.5: 'half marathon' },
  de: { 42195: 'Marathon', 21097.5: 'Halbmarathon', 1609.344: '1 Meile' },
  fr: { 42195: 'marathon', 21097.5: 'semi-marathon' },
  es: { 42195: 'maratón', 21097.5: 'media maratón', 1609.344: '1 milla' },
}

/** A best effort's distance in the language ("Halbmarathon"), else the tool's label. */
export function effortName(language: Language, meters: number, label: string): string {
  return EFFORT_NAMES[language][meters] ?? label
}

const SPORT_NAMES: Record<Language, Record<Sport, string>> = {
  en: {
    run: 'run',
    trail_run: 'trail run',
    treadmill: 'treadmill run',
    walk: 'walk',
    hike: 'hike',
    ride: 'ride',
    swim: 'swim',
    strength: 'strength session',
    other: 'session',
  },
  de: {
    run: 'Lauf',
    trail_run: 'Traillauf',
    treadmill: 'Laufband',
    walk: 'Spaziergang',
    hike: 'Wanderung',
    ride: 'Radfahrt',
    swim: 'Schwimmen',
    strength: 'Krafttraining',
    other: 'Einheit',
  },
  fr: {
    run: 'course',
    trail_run: 'trail',
    treadmill: 'tapis de course',
    walk: 'marche',
    hike: 'randonnée',
    ride: 'vélo',
    swim: 'natation',
    strength: 'renforcement',
    other: 'séance',
  },
  es: {
    run: 'carrera',
    trail_run: 'trail',
    treadmill: 'cinta',
    walk: 'caminata',
    hike: 'senderismo',
    ride: 'bici',
    swim: 'natación',
    strength: 'fuerza',
    other: 'sesión',
  },
}

/** A sport's name in the language ("ride", "Radfahrt", "vélo", "bici"). */
export function sportName(language: Language, sport: string): string {
  return SPORT_NAMES[language][sport as Sport] ?? sport.replace('_', ' ')
}
