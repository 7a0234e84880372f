/*
 * The words of the fitness, prediction, readiness, pace and zone answers in the four languages
 * (German "du", French "vous", as in i18n.ts). Figures are filled in by the skills; decimals
 * follow the language (48.4 in English, 48,4 in German, French and Spanish).
 */
import type { Language } from '#coach/offline/language'
import type { Metric } from '#coach/tools/explain_metric'

type Vars = Record<string, string | number>
type Texts = Record<Language, string>

/** A decimal number as the language writes it: 0.85, 0,85. */
export function decimal(language: Language, value: number, digits = 1) {
  const text = value.toFixed(digits)
  return language === 'en' ? text : text.replace('.', ',')
}

/** The decimal numbers of a text written for another language ("48.4" → "48,4"). */
export function decimals(language: Language, text: string) {
  return language === 'en' ? text : text.replace(/(\d)\.(\d)/g, '$1,$2')
}

const TEXTS = {
  raceResult: {
    en: 'race result',
    de: 'Wettkampfergebnis',
    fr: 'résultat de course',
    es: 'resultado de carrera',
  },
  effortEstimate: {
    en: 'effort-based estimate',
    de: 'Schätzung aus einer harten Einheit',
    fr: "estimation d'après un effort",
    es: 'estimación a partir de un esfuerzo',
  },
  method: {
    en: 'VDOT {vdot} (Daniels & Gilbert), adjusted for {km} km a week',
    de: 'VDOT {vdot} (Daniels & Gilbert), angepasst an {km} km pro Woche',
    fr: 'VDOT {vdot} (Daniels & Gilbert), ajusté pour {km} km par semaine',
    es: 'VDOT {vdot} (Daniels & Gilbert), ajustado a {km} km por semana',
  },
  methodLine: {
    en: 'Method: {method}, the same figure as your Progress page and your plan.',
    de: 'Methode: {method}, dieselbe Zahl wie auf deiner Fortschrittsseite und in deinem Plan.',
    fr: 'Méthode : {method}, le même chiffre que votre page Progrès et votre plan.',
    es: 'Método: {method}, la misma cifra que tu página de Progreso y tu plan.',
  },
  predictionLine: {
    en: '{race}: **{time}**{pace} (second opinions: VDOT table {table}, Riegel {riegel})',
    de: '{race}: **{time}**{pace} (Zweitmeinungen: VDOT-Tabelle {table}, Riegel {riegel})',
    fr: '{race} : **{time}**{pace} (autres avis : table VDOT {table}, Riegel {riegel})',
    es: '{race}: **{time}**{pace} (otras estimaciones: tabla VDOT {table}, Riegel {riegel})',
  },
  predictionWhy: {
    en: "The VDOT table assumes training for the distance, so the half and full marathon are slowed a little when weekly volume is under 60 km (yours: {weekly} a week); the unadjusted table and Riegel's formula are second opinions.",
    de: 'Die VDOT-Tabelle setzt Training für die Strecke voraus, daher werden Halbmarathon und Marathon bei unter 60 km pro Woche etwas langsamer angesetzt (bei dir: {weekly} pro Woche); die unangepasste Tabelle und Riegels Formel sind Zweitmeinungen.',
    fr: "La table VDOT suppose un entraînement adapté à la distance : le semi et le marathon sont un peu ralentis sous 60 km par semaine (vous : {weekly} par semaine) ; la table non ajustée et la formule de Riegel sont d'autres avis.",
    es: 'La tabla VDOT supone un entrenamiento para la distancia, así que la media y el maratón se ralentizan un poco con menos de 60 km por semana (tú: {weekly} por semana); la tabla sin ajustar y la fórmula de Riegel son otras estimaciones.',
  },
  predictionCheer: {
    en: 'Train well and these are yours to beat.',
    de: 'Trainiere gut, dann kannst du diese Zeiten schlagen.',
    fr: 'Entraînez-vous bien et ces temps sont à battre.',
    es: 'Entrena bien y estos tiempos son para batirlos.',
  },
  racePace: {
    en: '{race}: **{pace}** ({time}), the pace of your predicted time.',
    de: '{race}: **{pace}** ({time}), das Tempo deiner Prognosezeit.',
    fr: '{race} : **{pace}** ({time}), l’allure de votre temps prédit.',
    es: '{race}: **{pace}** ({time}), el ritmo de tu tiempo previsto.',
  },
  racePaceWhy: {
    en: 'Race pace is the predicted time over the distance, from your current VDOT.',
    de: 'Das Wettkampftempo ist die Prognosezeit geteilt durch die Strecke, aus deinem aktuellen VDOT.',
    fr: "L'allure de course est le temps prédit divisé par la distance, d'après votre VDOT actuel.",
    es: 'El ritmo de carrera es el tiempo previsto dividido por la distancia, según tu VDOT actual.',
  },
  vdotFact: {
    en: 'VDOT {vdot} ({source}{date}).',
    de: 'VDOT {vdot} ({source}{date}).',
    fr: 'VDOT {vdot} ({source}{date}).',
    es: 'VDOT {vdot} ({source}{date}).',
  },
  pacesWhy: {
    en: "These are Daniels' training paces for your VDOT (Daniels' Running Formula).",
    de: 'Das sind Daniels’ Trainingstempos für deinen VDOT (Daniels’ Running Formula).',
    fr: "Ce sont les allures d'entraînement de Daniels pour votre VDOT (Daniels' Running Formula).",
    es: 'Son los ritmos de entrenamiento de Daniels para tu VDOT (Daniels’ Running Formula).',
  },
  pacesCheer: {
    en: 'Hit the pace and the fitness follows.',
    de: 'Triff das Tempo, die Form folgt.',
    fr: "Tenez l'allure, la forme suivra.",
    es: 'Clava el ritmo y la forma llegará.',
  },
  noVdot: {
    en: 'I need a recent race time (on your profile) or a hard effort to work out your training paces.',
    de: 'Für deine Trainingstempos brauche ich eine aktuelle Wettkampfzeit (im Profil) oder eine harte Einheit.',
    fr: "Il me faut un temps de course récent (dans votre profil) ou un effort soutenu pour calculer vos allures d'entraînement.",
    es: 'Necesito un tiempo de carrera reciente (en tu perfil) o un esfuerzo intenso para calcular tus ritmos de entrenamiento.',
  },
  noPrediction: {
    en: 'No recent race or hard effort to predict from: add a race to your profile or run a hard effort.',
    de: 'Kein aktueller Wettkampf und keine harte Einheit für eine Prognose: Trag einen Wettkampf im Profil ein oder lauf eine harte Einheit.',
    fr: 'Aucune course ni effort récent pour une prédiction : ajoutez une course à votre profil ou faites un effort soutenu.',
    es: 'No hay carrera ni esfuerzo reciente para predecir: añade una carrera a tu perfil o haz un esfuerzo intenso.',
  },
  repeatWhy: {
    en: 'Daniels runs repeats of 200–600 m at repetition pace (speed and economy, full recovery) and repeats of about 3–5 minutes (800–1,600 m) at interval pace (VO2max); longer repeats are threshold work.',
    de: 'Daniels läuft Wiederholungen von 200–600 m im Wiederholungstempo (Schnelligkeit und Ökonomie, volle Pause) und Wiederholungen von etwa 3–5 Minuten (800–1.600 m) im Intervalltempo (VO2max); längere sind Schwellenarbeit.',
    fr: "Daniels court les répétitions de 200 à 600 m à l'allure répétitions (vitesse et économie, récupération complète) et celles d'environ 3 à 5 minutes (800 à 1 600 m) à l'allure intervalles (VO2max) ; au-delà, c'est du travail au seuil.",
    es: 'Daniels corre las repeticiones de 200–600 m a ritmo de repeticiones (velocidad y economía, recuperación completa) y las de unos 3–5 minutos (800–1.600 m) a ritmo de intervalos (VO2max); las más largas son trabajo de umbral.',
  },
  repeatBeside: {
    en: '{other} is beside it: Daniels also runs 300–600 m repeats at I pace.',
    de: '{other} steht daneben: Daniels läuft 300–600-m-Wiederholungen auch im I-Tempo.',
    fr: "{other} est à côté : Daniels court aussi les répétitions de 300 à 600 m à l'allure I.",
    es: '{other} va al lado: Daniels también corre repeticiones de 300–600 m a ritmo I.',
  },
  convert: {
    en: '**{given}** is **{converted}** (1 mile = 1.609 km).',
    de: '**{given}** sind **{converted}** (1 Meile = 1,609 km).',
    fr: '**{given}** correspond à **{converted}** (1 mile = 1,609 km).',
    es: '**{given}** equivale a **{converted}** (1 milla = 1,609 km).',
  },
  convertFacts: {
    en: '{speed} km/h; a 5 km at that pace takes {five}, a 10 km {ten}.',
    de: '{speed} km/h; 5 km dauern in diesem Tempo {five}, 10 km {ten}.',
    fr: '{speed} km/h ; un 5 km à cette allure prend {five}, un 10 km {ten}.',
    es: '{speed} km/h; un 5 km a ese ritmo lleva {five}, un 10 km {ten}.',
  },
  comparePaces: {
    en: 'Your training paces for comparison: {paces}.',
    de: 'Deine Trainingstempos zum Vergleich: {paces}.',
    fr: "Vos allures d'entraînement pour comparer : {paces}.",
    es: 'Tus ritmos de entrenamiento para comparar: {paces}.',
  },
  zoneOne: {
    en: '{zone}: **{bpm} bpm**.',
    de: '{zone}: **{bpm} bpm**.',
    fr: '{zone} : **{bpm} bpm**.',
    es: '{zone}: **{bpm} bpm**.',
  },
  zonesHead: {
    en: 'Your training zones:',
    de: 'Deine Trainingszonen:',
    fr: "Vos zones d'entraînement :",
    es: 'Tus zonas de entrenamiento:',
  },
  zonesHr: {
    en: 'Heart rate ({model}): {zones} bpm',
    de: 'Herzfrequenz ({model}): {zones} bpm',
    fr: 'Fréquence cardiaque ({model}) : {zones} bpm',
    es: 'Frecuencia cardiaca ({model}): {zones} bpm',
  },
  zonesMissing: {
    en: 'Heart-rate zones need {needs}: add it on your profile.',
    de: 'Für Herzfrequenzzonen fehlt: {needs}. Trag es im Profil ein.',
    fr: 'Les zones cardiaques demandent : {needs}. Ajoutez-le dans votre profil.',
    es: 'Las zonas de frecuencia cardiaca necesitan: {needs}. Añádelo en tu perfil.',
  },
  zonesPaces: {
    en: 'Paces (VDOT {vdot}): {paces}',
    de: 'Tempos (VDOT {vdot}): {paces}',
    fr: 'Allures (VDOT {vdot}) : {paces}',
    es: 'Ritmos (VDOT {vdot}): {paces}',
  },
  zonesNoPaces: {
    en: 'Pace zones need a recent race or hard effort (VDOT).',
    de: 'Tempozonen brauchen einen aktuellen Wettkampf oder eine harte Einheit (VDOT).',
    fr: "Les zones d'allure demandent une course ou un effort récent (VDOT).",
    es: 'Las zonas de ritmo necesitan una carrera o un esfuerzo reciente (VDOT).',
  },
  zonesWhy: {
    en: "Heart-rate zones come from the model chosen on your profile (Friel's LTHR zones, Karvonen's reserve, or a share of max HR); paces come from Daniels' VDOT tables.",
    de: 'Die Herzfrequenzzonen kommen aus dem Modell in deinem Profil (Friels LTHR-Zonen, Karvonens Reserve oder ein Anteil der maximalen Herzfrequenz); die Tempos aus Daniels’ VDOT-Tabellen.',
    fr: 'Les zones cardiaques viennent du modèle choisi dans votre profil (zones LTHR de Friel, réserve de Karvonen ou part de la FC max) ; les allures viennent des tables VDOT de Daniels.',
    es: 'Las zonas de frecuencia cardiaca salen del modelo elegido en tu perfil (zonas LTHR de Friel, reserva de Karvonen o un porcentaje de la FC máxima); los ritmos, de las tablas VDOT de Daniels.',
  },
  zoneModelLthr: {
    en: 'from your LTHR',
    de: 'aus deiner Laktatschwelle',
    fr: "d'après votre FC au seuil",
    es: 'según tu umbral de lactato',
  },
  zoneModelReserve: {
    en: 'heart-rate reserve',
    de: 'Herzfrequenzreserve',
    fr: 'réserve cardiaque',
    es: 'reserva de frecuencia cardiaca',
  },
  zoneModelMax: {
    en: 'from your max HR',
    de: 'aus deiner maximalen Herzfrequenz',
    fr: "d'après votre FC max",
    es: 'según tu FC máxima',
  },
  easyNoVdot: {
    en: 'Run easy by feel: a pace where you could hold a conversation. I can give you exact paces once I know a recent race time (add it to your profile) or see a hard effort.',
    de: 'Lauf locker nach Gefühl: in einem Tempo, in dem du dich unterhalten kannst. Genaue Tempos gebe ich dir, sobald ich eine aktuelle Wettkampfzeit (im Profil) oder eine harte Einheit sehe.',
    fr: 'Courez en endurance à la sensation : une allure où vous pouvez parler. Je vous donnerai des allures précises dès que je connais un temps de course récent (dans votre profil) ou un effort soutenu.',
    es: 'Corre suave por sensaciones: un ritmo en el que puedas conversar. Te daré ritmos exactos cuando conozca un tiempo de carrera reciente (en tu perfil) o vea un esfuerzo intenso.',
  },
  easyByFeel: {
    en: 'If it feels hard (heat, hills, a bad day), slow down: easy is an effort, not a number.',
    de: 'Fühlt es sich schwer an (Hitze, Hügel, ein schlechter Tag), lauf langsamer: locker ist ein Gefühl, keine Zahl.',
    fr: "Si c'est dur (chaleur, côtes, mauvais jour), ralentissez : l'endurance est une sensation, pas un chiffre.",
    es: 'Si se hace duro (calor, cuestas, un mal día), baja el ritmo: suave es una sensación, no un número.',
  },
} satisfies Record<string, Texts>

export type TextKey = keyof typeof TEXTS

/** The text in the language, with {name} placeholders filled in. */
export function say(language: Language, key: TextKey, vars: Vars = {}): string {
  return TEXTS[key][language].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
}

/** The VDOT's source as the language says it ("race result", "Wettkampfergebnis"). */
export function vdotSourceText(language: Language, source: string) {
  return say(language, source === 'race result' ? 'raceResult' : 'effortEstimate')
}

/** "VDOT 48,4 (Daniels & Gilbert), angepasst an 44 km pro Woche": the prediction method. */
export function methodText(language: Language, vdot: number, weeklyMeters?: number) {
  if (weeklyMeters === undefined) return `VDOT ${decimal(language, vdot)} (Daniels & Gilbert)`
  return say(language, 'method', {
    vdot: decimal(language, vdot),
    km: Math.round(weeklyMeters / 1000),
  })
}

/** What each metric is, in the four languages (English: explain_metric's own text). */
export const METRIC_TEXTS: Record<Exclude<Language, 'en'>, Record<Metric, [string, string]>> = {
  de: {
    fitness: [
      'Fitness',
      'der Durchschnitt deiner täglichen Trainingsbelastung über etwa sechs Wochen (ein exponentiell gewichteter 42-Tage-Schnitt, auch chronische Belastung oder CTL). Sie steigt langsam, wenn du regelmäßig trainierst, und zeigt am besten, wie viel Training dein Körper gewohnt ist.',
    ],
    fatigue: [
      'Ermüdung',
      'der Durchschnitt deiner täglichen Belastung über etwa eine Woche (ein exponentiell gewichteter 7-Tage-Schnitt, akute Belastung oder ATL). Sie steigt schnell nach harten Tagen und fällt schnell, wenn du ruhst.',
    ],
    form: [
      'Form',
      'die Fitness von gestern minus die Ermüdung von gestern (Training Stress Balance, TSB). Negativ heißt: Du trägst Ermüdung aus dem Training mit dir, normal im Aufbau; um null bis leicht positiv ist frisch; deutlich positiv (+5 bis +25) ist das Ziel eines Taperings am Wettkampftag.',
    ],
    vdot: [
      'VDOT',
      'ein Wert für deine Laufleistung aus einem Wettkampf oder einer harten Einheit: die VO2max, die deine Leistung in Daniels’ Modell erklärt. Er bestimmt deine Trainingstempos und sagt Wettkampfzeiten voraus; ein höherer VDOT heißt schnellere Tempos.',
    ],
    trimp: [
      'TRIMP',
      'Trainingsimpuls: die Belastung einer Einheit aus ihrer Dauer und wie hoch dein Puls zwischen Ruhe- und Maximalpuls war, so gewichtet, dass harte Minuten viel mehr zählen als lockere.',
    ],
    hrss: [
      'HRSS',
      'Herzfrequenz-Belastungswert: ein TRIMP, skaliert so, dass eine Stunde an deiner Laktatschwellen-Herzfrequenz 100 ergibt.',
    ],
    acwr: [
      'Akut-chronisches Belastungsverhältnis',
      'deine durchschnittliche Tagesbelastung der letzten 7 Tage geteilt durch die der letzten 28. Zwischen 0,8 und 1,3 ist der übliche sichere Bereich; ab 1,5 hast du schnell gesteigert, dann steigt das Verletzungsrisiko meist.',
    ],
  },
  fr: {
    fitness: [
      'Forme de fond (fitness)',
      "la moyenne de votre charge d'entraînement quotidienne sur environ six semaines (moyenne exponentielle sur 42 jours, charge chronique ou CTL). Elle monte lentement quand vous vous entraînez régulièrement et dit le mieux à quelle charge votre corps est habitué.",
    ],
    fatigue: [
      'Fatigue',
      'la moyenne de votre charge quotidienne sur environ une semaine (moyenne exponentielle sur 7 jours, charge aiguë ou ATL). Elle monte vite après des jours durs et baisse vite au repos.',
    ],
    form: [
      'Fraîcheur (form)',
      "la forme de fond d'hier moins la fatigue d'hier (training stress balance, TSB). Négative : vous portez la fatigue de l'entraînement récent, normal en période de charge ; autour de zéro ou un peu positive : frais ; nettement positive (+5 à +25) : ce que vise un affûtage le jour de la course.",
    ],
    vdot: [
      'VDOT',
      "un score de forme en course à pied tiré d'une course ou d'un effort soutenu : la VO2max qui expliquerait votre performance dans le modèle de Daniels. Il fixe vos allures d'entraînement et prédit vos temps de course ; un VDOT plus élevé veut dire des allures plus rapides.",
    ],
    trimp: [
      'TRIMP',
      "l'impulsion d'entraînement : la charge d'une séance d'après sa durée et votre fréquence cardiaque entre repos et maximum, pondérée pour que les minutes dures comptent bien plus que les faciles.",
    ],
    hrss: [
      'HRSS',
      "score de stress cardiaque : un TRIMP mis à l'échelle pour qu'une heure à votre fréquence cardiaque au seuil vaille 100.",
    ],
    acwr: [
      'Ratio charge aiguë/chronique',
      'votre charge quotidienne moyenne des 7 derniers jours divisée par celle des 28 derniers. Entre 0,8 et 1,3, c’est la zone sûre habituelle ; à 1,5 ou plus, vous avez augmenté vite, et le risque de blessure tend à monter.',
    ],
  },
  es: {
    fitness: [
      'Forma (fitness)',
      'la media de tu carga diaria de entrenamiento en unas seis semanas (media exponencial de 42 días, carga crónica o CTL). Sube despacio cuando entrenas con constancia y es la mejor cifra de cuánto entrenamiento tolera tu cuerpo.',
    ],
    fatigue: [
      'Fatiga',
      'la media de tu carga diaria en una semana (media exponencial de 7 días, carga aguda o ATL). Sube rápido tras días duros y baja rápido con descanso.',
    ],
    form: [
      'Frescura (form)',
      'la forma de ayer menos la fatiga de ayer (training stress balance, TSB). Negativa: arrastras fatiga del entrenamiento reciente, normal en un bloque de carga; cerca de cero o algo positiva: fresco; claramente positiva (+5 a +25): lo que busca una puesta a punto para el día de la carrera.',
    ],
    vdot: [
      'VDOT',
      'una puntuación de tu forma como corredor a partir de una carrera o un esfuerzo intenso: el VO2max que explicaría tu rendimiento en el modelo de Daniels. Fija tus ritmos de entrenamiento y predice tus tiempos; un VDOT más alto significa ritmos más rápidos.',
    ],
    trimp: [
      'TRIMP',
      'impulso de entrenamiento: la carga de una sesión según su duración y tu frecuencia cardiaca entre reposo y máximo, ponderada para que los minutos duros cuenten mucho más que los suaves.',
    ],
    hrss: [
      'HRSS',
      'puntuación de estrés por frecuencia cardiaca: un TRIMP escalado para que una hora a tu frecuencia cardiaca de umbral valga 100.',
    ],
    acwr: [
      'Ratio de carga aguda:crónica',
      'tu carga diaria media de los últimos 7 días dividida por la de los últimos 28. Entre 0,8 y 1,3 es el rango seguro habitual; 1,5 o más significa que has subido rápido, y el riesgo de lesión tiende a aumentar.',
    ],
  },
}

/** A word boundary for the four languages' letters (JavaScript's \b knows only ASCII: "crevé,"). */
const BOUNDARY = String.raw`(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))`

/** The pattern with each \b a boundary between letters of any of the four languages. */
export function unicodeWords(pattern: RegExp): RegExp {
  const flags = pattern.flags.includes('u') ? pattern.flags : `${pattern.flags}u`
  return new RegExp(pattern.source.replaceAll(String.raw`\b`, BOUNDARY), flags)
}
