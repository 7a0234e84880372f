/*
 * Fuelling, hydration and sleep answers in English, German, French and Spanish. English points
 * are the knowledge base's own (knowledge.ts); the others say the same, with the same figures
 * (sources in docs/coach.md#fuelling, #hydration, #sleep). German "du", French "vous",
 * Spanish "tú".
 */
import type { Language } from '#coach/offline/language'
import type { RaceDistance } from '#coach/offline/skill'
import { FUELLING, HYDRATION, SLEEP } from '#coach/offline/knowledge'

export interface NutritionSleepTexts {
  distances: Record<RaceDistance, string>
  /** "(700–840 g for you at 70 kg)", after a per-kg range. */
  perKg: string
  loading: string
  longRun: string
  race: string
  general: string
  raceTime: string
  raceShort: string
  loadingForYou: string
  hydration: string
  sleep: string
  hardAfterBadNight: string
  /** The answer to "I slept badly, should I run": the verdict first. */
  badNight: string
  easyAfterBadNight: string
  /** The evening before a race: the dinner, and loading for a marathon. */
  eve: string
  points: { fuelling: string[]; hydration: string[]; sleep: string[] }
  sleepProfessional: string
  sources: string
  /** Protein, the meal after a run and caffeine; {perKg}: the athlete's own range, if known. */
  protein: string
  recovery: string
  caffeine: string
  /** "({low}–{high} mg for you at {weight})", after the caffeine range. */
  mgPerKg: string
}

const EN: NutritionSleepTexts = {
  distances: { '5k': '5 km', '10k': '10 km', 'half': 'half marathon', 'marathon': 'marathon' },
  perKg: ' ({low}–{high} g for you at {weight})',
  loading:
    "Yes, for a marathon: **10–12 g of carbohydrate per kg** a day for the 36–48 hours before{perKg}, with less fibre and fat; for races under 90 minutes it isn't needed.",
  longRun:
    'Before a long run: a familiar carbohydrate-rich meal 2–4 hours before (**1–4 g of carbohydrate per kg**{perKg}), or a small snack of 30–60 g (a banana, toast) an hour before; on runs over about 90 minutes, take 30–60 g per hour on the way and practise your race fuel.',
  race: 'Before a race: a familiar meal 1–4 hours before the start with **1–4 g of carbohydrate per kg**{perKg}, low in fibre and fat; nothing new on race day.',
  general:
    'Fuel long runs and races with carbohydrate: **30–60 g per hour** from about an hour, **up to 90 g per hour** beyond 2.5 hours, and practise it on your long runs.',
  raceTime:
    'Your predicted {name} time is {time}: that is about **{low}–{high} g of carbohydrate** over the race, or {gelsLow}–{gelsHigh} gels of 25 g.',
  raceShort:
    'Your predicted {name} time is {time}: under an hour, so a good breakfast is all the fuel you need.',
  loadingForYou:
    'Carbohydrate loading for you ({weight}): about {low}–{high} g a day in the 36–48 hours before.',
  hydration: 'Drink to thirst, with a plan for long and hot runs:',
  sleep: 'Aim for **7–9 hours** a night; sleep is when training turns into fitness.',
  hardAfterBadNight:
    "Today's **{title}** is a hard session: after a poor night, run it easy or swap it for rest.",
  points: { fuelling: FUELLING.points, hydration: HYDRATION.points, sleep: SLEEP.points },
  sleepProfessional: SLEEP.seeAProfessional!,
  sources: 'Sources',
  protein:
    'Endurance runners need about **1.2–2.0 g of protein per kg** of body weight a day{perKg}, spread over 3–5 meals of about 0.3 g per kg (20–40 g), one of them soon after hard or long runs. Most runners reach it with ordinary food; supplements are only a convenience.',
  recovery:
    'After a run: a normal meal within a couple of hours is enough most days. After a long or hard run with another session within a day, eat **about 1–1.2 g of carbohydrate per kg** per hour for the first hours{perKg} with **20–40 g of protein** (about 0.3 g per kg), and drink to replace what you sweated.',
  caffeine:
    'Caffeine helps endurance performance: **3–6 mg per kg** of body weight{perKg} about 60 minutes before the start; lower doses (about 2–3 mg per kg) work for many. Try it in training first, and none within about 6 hours of bedtime.',
  mgPerKg: ' ({low}–{high} mg for you at {weight})',
  badNight:
    'After a short or poor night: yes, you can run, **easy and by feel**, shorter if you like, or take a rest day; keep hard sessions for a rested day. One bad night costs little fitness; several in a row are worth fixing.',
  easyAfterBadNight: "Today's **{title}** is an easy session: run it by feel, or cut it short.",
  eve: 'The evening before: a familiar dinner rich in carbohydrate (pasta, rice, potatoes, bread), low in fibre and fat, nothing new, and not too late; drink normally. For a marathon the 36–48 hours of loading matter more than this one meal.',
}

const DE: NutritionSleepTexts = {
  distances: { '5k': '5 km', '10k': '10 km', 'half': 'Halbmarathon', 'marathon': 'Marathon' },
  perKg: ' ({low}–{high} g für dich bei {weight})',
  loading:
    'Ja, für einen Marathon: **10–12 g Kohlenhydrate pro kg** am Tag in den 36–48 Stunden davor{perKg}, mit weniger Ballaststoffen und Fett; für Rennen unter 90 Minuten ist es nicht nötig.',
  longRun:
    'Vor einem langen Lauf: eine gewohnte kohlenhydratreiche Mahlzeit 2–4 Stunden vorher (**1–4 g Kohlenhydrate pro kg**{perKg}) oder ein kleiner Snack mit 30–60 g (eine Banane, Toast) eine Stunde vorher; bei Läufen über etwa 90 Minuten unterwegs 30–60 g pro Stunde und deine Wettkampfverpflegung üben.',
  race: 'Vor einem Rennen: eine gewohnte Mahlzeit 1–4 Stunden vor dem Start mit **1–4 g Kohlenhydraten pro kg**{perKg}, arm an Ballaststoffen und Fett; nichts Neues am Renntag.',
  general:
    'Versorge lange Läufe und Rennen mit Kohlenhydraten: **30–60 g pro Stunde** ab etwa einer Stunde, **bis zu 90 g pro Stunde** über 2,5 Stunden, und übe das bei deinen langen Läufen.',
  raceTime:
    'Deine prognostizierte Zeit ({name}) ist {time}: das sind etwa **{low}–{high} g Kohlenhydrate** im Rennen, oder {gelsLow}–{gelsHigh} Gels zu 25 g.',
  raceShort:
    'Deine prognostizierte Zeit ({name}) ist {time}: unter einer Stunde, ein gutes Frühstück reicht als Energie.',
  loadingForYou:
    'Kohlenhydratladen für dich ({weight}): etwa {low}–{high} g am Tag in den 36–48 Stunden davor.',
  hydration: 'Trink nach Durst, mit einem Plan für lange und heiße Läufe:',
  sleep: 'Ziel sind **7–9 Stunden** pro Nacht; im Schlaf wird Training zu Form.',
  hardAfterBadNight:
    'Heute steht **{title}** an, eine harte Einheit: nach einer schlechten Nacht lauf sie locker oder mach stattdessen Pause.',
  points: {
    fuelling: [
      'Rennen und Läufe unter etwa einer Stunde brauchen unterwegs keine Kohlenhydrate; das Frühstück reicht.',
      'Von etwa 1 bis 2,5 Stunden **30–60 g Kohlenhydrate pro Stunde**; über 2,5 Stunden (für die meisten ein Marathon) bis zu **90 g pro Stunde**, aus Glukose-Fruktose-Mischungen, damit der Darm so viel aufnehmen kann.',
      'Praktisch: Ein Gel hat meist 20–30 g. Fang nach 30–45 Minuten an und nimm dann alle 20–30 Minuten eins, mit Wasser.',
      'Übe es bei deinen langen Läufen: Der Darm gewöhnt sich mit Training daran, und am Renntag gibt es kein neues Gel und kein neues Getränk.',
      'In den 36–48 Stunden vor einem Marathon füllt Kohlenhydratladen (etwa 10–12 g pro kg Körpergewicht am Tag) die Glykogenspeicher; die letzte Mahlzeit 1–4 Stunden vor dem Start bringt 1–4 g pro kg.',
    ],
    hydration: [
      'Trink so, dass du über einen Lauf nicht mehr als etwa 2 % deines Körpergewichts verlierst, und nie so viel, dass du zunimmst: zu viel Trinken kann eine Hyponatriämie auslösen.',
      'Wiege dich vor und nach einem langen Lauf, um deine Schweißrate zu kennen; viele brauchen 400–800 ml pro Stunde, bei Hitze mehr.',
      'Bei Läufen über einer Stunde oder bei Hitze helfen Getränke oder Gels mit Natrium.',
    ],
    sleep: [
      'Erwachsene brauchen mindestens **7 Stunden** Schlaf pro Nacht, den meisten geht es mit 7–9 am besten; bei hartem Training oft eher am oberen Ende oder mehr.',
      'Feste Zeiten fürs Schlafengehen und Aufstehen, ein dunkles und kühles Zimmer und kein Koffein in den 6 Stunden vor dem Schlafen; nach einer kurzen Nacht hilft ein Nickerchen von 20–30 Minuten.',
      'Nach einer schlechten Nacht lieber die harte Einheit gegen einen lockeren Lauf oder Ruhe tauschen, statt sie zu erzwingen: Schlafmangel senkt die Leistung und lässt die Anstrengung größer wirken.',
    ],
  },
  sleepProfessional:
    'Hält schlechter Schlaf mehr als ein paar Wochen an, oder schnarchst du laut und bist tagsüber müde, sprich mit einem Arzt.',
  sources: 'Quellen',
  protein:
    'Ausdauerläufer brauchen etwa **1,2–2,0 g Eiweiß pro kg** Körpergewicht am Tag{perKg}, verteilt auf 3–5 Mahlzeiten mit je etwa 0,3 g pro kg (20–40 g), eine davon bald nach harten oder langen Läufen. Mit normalem Essen schaffen das die meisten; Pulver ist nur eine Bequemlichkeit.',
  recovery:
    'Nach dem Lauf reicht an den meisten Tagen eine normale Mahlzeit innerhalb von ein, zwei Stunden. Nach einem langen oder harten Lauf mit der nächsten Einheit innerhalb eines Tages: in den ersten Stunden **etwa 1–1,2 g Kohlenhydrate pro kg** pro Stunde{perKg} mit **20–40 g Eiweiß** (etwa 0,3 g pro kg), und trink nach, was du ausgeschwitzt hast.',
  caffeine:
    'Koffein hilft bei Ausdauerleistungen: **3–6 mg pro kg** Körpergewicht{perKg} etwa 60 Minuten vor dem Start; vielen reichen schon 2–3 mg pro kg. Probier es zuerst im Training aus, und nichts mehr etwa 6 Stunden vor dem Schlafengehen.',
  mgPerKg: ' ({low}–{high} mg für dich bei {weight})',
  badNight:
    'Nach einer kurzen oder schlechten Nacht: ja, du kannst laufen, **locker und nach Gefühl**, gern kürzer, oder mach einen Ruhetag; harte Einheiten lieber an einem ausgeruhten Tag. Eine schlechte Nacht kostet kaum Form; mehrere hintereinander solltest du angehen.',
  easyAfterBadNight:
    'Heute steht **{title}** an, eine lockere Einheit: lauf sie nach Gefühl oder kürzer.',
  eve: 'Am Abend davor: ein gewohntes, kohlenhydratreiches Abendessen (Nudeln, Reis, Kartoffeln, Brot), arm an Ballaststoffen und Fett, nichts Neues und nicht zu spät; normal trinken. Beim Marathon zählen die 36–48 Stunden Kohlenhydratladen mehr als diese eine Mahlzeit.',
}

const FR: NutritionSleepTexts = {
  distances: { '5k': '5 km', '10k': '10 km', 'half': 'semi-marathon', 'marathon': 'marathon' },
  perKg: ' ({low} à {high} g pour vous à {weight})',
  loading:
    "Oui, pour un marathon : **10 à 12 g de glucides par kg** et par jour pendant les 36 à 48 heures qui précèdent{perKg}, avec moins de fibres et de graisses ; pour les courses de moins de 90 minutes, ce n'est pas nécessaire.",
  longRun:
    "Avant une sortie longue : un repas habituel riche en glucides 2 à 4 heures avant (**1 à 4 g de glucides par kg**{perKg}), ou une petite collation de 30 à 60 g (une banane, du pain) une heure avant ; au-delà d'environ 90 minutes, prenez 30 à 60 g par heure en route et entraînez votre ravitaillement de course.",
  race: 'Avant une course : un repas habituel 1 à 4 heures avant le départ avec **1 à 4 g de glucides par kg**{perKg}, pauvre en fibres et en graisses ; rien de nouveau le jour J.',
  general:
    "Alimentez les sorties longues et les courses en glucides : **30 à 60 g par heure** à partir d'environ une heure, **jusqu'à 90 g par heure** au-delà de 2 h 30, et entraînez-le sur vos sorties longues.",
  raceTime:
    'Votre temps prévu sur {name} est de {time} : cela fait environ **{low} à {high} g de glucides** pendant la course, soit {gelsLow} à {gelsHigh} gels de 25 g.',
  raceShort:
    "Votre temps prévu sur {name} est de {time} : moins d'une heure, un bon petit-déjeuner suffit.",
  loadingForYou:
    'Charge glucidique pour vous ({weight}) : environ {low} à {high} g par jour pendant les 36 à 48 heures qui précèdent.',
  hydration: 'Buvez selon la soif, avec un plan pour les sorties longues et chaudes :',
  sleep:
    "Visez **7 à 9 heures** par nuit ; c'est en dormant que l'entraînement devient de la forme.",
  hardAfterBadNight:
    "Aujourd'hui, **{title}** est une séance dure : après une mauvaise nuit, faites-la en facile ou remplacez-la par du repos.",
  points: {
    fuelling: [
      "Les courses et sorties de moins d'une heure n'ont pas besoin de glucides en route ; le petit-déjeuner suffit.",
      "D'environ 1 h à 2 h 30, prenez **30 à 60 g de glucides par heure** ; au-delà de 2 h 30 (un marathon pour la plupart), jusqu'à **90 g par heure**, en mélanges glucose-fructose pour que l'intestin puisse en absorber autant.",
      "En pratique : un gel contient en général 20 à 30 g. Commencez après 30 à 45 minutes, puis un toutes les 20 à 30 minutes, avec de l'eau.",
      "Entraînez-le sur vos sorties longues : l'intestin s'adapte avec l'entraînement, et le jour de course n'est pas celui d'un nouveau gel ou d'une nouvelle boisson.",
      'Dans les 36 à 48 heures avant un marathon, la charge glucidique (environ 10 à 12 g par kg de poids par jour) remplit le glycogène ; le dernier repas, 1 à 4 heures avant le départ, apporte 1 à 4 g par kg.',
    ],
    hydration: [
      "Buvez pour ne pas perdre plus d'environ 2 % de votre poids sur une sortie, et jamais au point d'en prendre : trop boire peut provoquer une hyponatrémie.",
      'Pesez-vous avant et après une sortie longue pour connaître votre taux de sudation ; beaucoup ont besoin de 400 à 800 ml par heure, plus par forte chaleur.',
      "Au-delà d'une heure ou par forte chaleur, des boissons ou gels avec du sodium aident.",
    ],
    sleep: [
      "Un adulte a besoin d'au moins **7 heures** de sommeil par nuit, la plupart se portent mieux avec 7 à 9 ; en entraînement intense, plutôt le haut de la fourchette, voire plus.",
      'Des heures de coucher et de lever régulières, une chambre sombre et fraîche, pas de caféine dans les 6 heures avant le coucher ; après une nuit courte, une sieste de 20 à 30 minutes aide.',
      "Après une mauvaise nuit, remplacez une séance dure par un footing facile ou du repos plutôt que de forcer : le manque de sommeil baisse la performance et augmente l'effort perçu.",
    ],
  },
  sleepProfessional:
    'Si le mauvais sommeil dure plus de quelques semaines, ou si vous ronflez fort et êtes somnolent dans la journée, parlez-en à un médecin.',
  sources: 'Sources',
  protein:
    "Les coureurs d'endurance ont besoin d'environ **1,2 à 2,0 g de protéines par kg** de poids par jour{perKg}, répartis sur 3 à 5 repas d'environ 0,3 g par kg (20 à 40 g), dont un peu après les sorties dures ou longues. Une alimentation normale suffit à la plupart ; les compléments ne sont qu'une commodité.",
  recovery:
    "Après une sortie, un repas normal dans les deux heures suffit la plupart du temps. Après une sortie longue ou dure suivie d'une séance dans la journée qui vient, prenez **environ 1 à 1,2 g de glucides par kg** et par heure les premières heures{perKg} avec **20 à 40 g de protéines** (environ 0,3 g par kg), et buvez pour compenser la sueur perdue.",
  caffeine:
    "La caféine aide en endurance : **3 à 6 mg par kg** de poids{perKg} environ 60 minutes avant le départ ; des doses plus faibles (2 à 3 mg par kg) suffisent à beaucoup. Testez-la d'abord à l'entraînement, et plus rien dans les 6 heures avant le coucher.",
  mgPerKg: ' ({low} à {high} mg pour vous à {weight})',
  badNight:
    "Après une nuit courte ou mauvaise : oui, vous pouvez courir, **en facile et aux sensations**, plus court si vous voulez, ou prendre un jour de repos ; gardez les séances dures pour un jour reposé. Une mauvaise nuit coûte peu de forme ; plusieurs d'affilée méritent qu'on s'en occupe.",
  easyAfterBadNight:
    "Aujourd'hui, **{title}** est une séance facile : faites-la aux sensations, ou raccourcissez-la.",
  eve: 'La veille au soir : un dîner habituel riche en glucides (pâtes, riz, pommes de terre, pain), pauvre en fibres et en graisses, rien de nouveau, et pas trop tard ; buvez normalement. Pour un marathon, les 36 à 48 heures de charge glucidique comptent plus que ce seul repas.',
}

const ES: NutritionSleepTexts = {
  distances: { '5k': '5 km', '10k': '10 km', 'half': 'media maratón', 'marathon': 'maratón' },
  perKg: ' ({low}–{high} g para ti con {weight})',
  loading:
    'Sí, para un maratón: **10–12 g de carbohidratos por kg** al día durante las 36–48 horas previas{perKg}, con menos fibra y grasa; para carreras de menos de 90 minutos no hace falta.',
  longRun:
    'Antes de una tirada larga: una comida habitual rica en carbohidratos 2–4 horas antes (**1–4 g de carbohidratos por kg**{perKg}), o un tentempié de 30–60 g (un plátano, una tostada) una hora antes; en salidas de más de unos 90 minutos, toma 30–60 g por hora por el camino y practica tu avituallamiento de carrera.',
  race: 'Antes de una carrera: una comida habitual 1–4 horas antes de la salida con **1–4 g de carbohidratos por kg**{perKg}, baja en fibra y grasa; nada nuevo el día de la carrera.',
  general:
    'Alimenta las tiradas largas y las carreras con carbohidratos: **30–60 g por hora** a partir de una hora, **hasta 90 g por hora** más allá de 2,5 horas, y practícalo en tus tiradas largas.',
  raceTime:
    'Tu tiempo previsto en {name} es {time}: eso son unos **{low}–{high} g de carbohidratos** en la carrera, o {gelsLow}–{gelsHigh} geles de 25 g.',
  raceShort:
    'Tu tiempo previsto en {name} es {time}: menos de una hora, así que basta con un buen desayuno.',
  loadingForYou:
    'Carga de carbohidratos para ti ({weight}): unos {low}–{high} g al día en las 36–48 horas previas.',
  hydration: 'Bebe según la sed, con un plan para las salidas largas y con calor:',
  sleep: 'Busca dormir **7–9 horas** cada noche; durmiendo el entrenamiento se convierte en forma.',
  hardAfterBadNight:
    'Hoy toca **{title}**, una sesión dura: después de una mala noche, hazla suave o cámbiala por descanso.',
  points: {
    fuelling: [
      'Las carreras y salidas de menos de una hora no necesitan carbohidratos por el camino; basta con el desayuno.',
      'De 1 a 2,5 horas, toma **30–60 g de carbohidratos por hora**; más allá de 2,5 horas (un maratón para la mayoría), hasta **90 g por hora**, de mezclas de glucosa y fructosa para que el intestino pueda absorber tanto.',
      'En la práctica: un gel suele tener 20–30 g. Empieza a los 30–45 minutos y luego toma uno cada 20–30 minutos, con agua.',
      'Practícalo en tus tiradas largas: el intestino se adapta con el entrenamiento, y el día de la carrera no es día para un gel o una bebida nuevos.',
      'En las 36–48 horas antes de un maratón, la carga de carbohidratos (unos 10–12 g por kg de peso al día) llena el glucógeno; la última comida, 1–4 horas antes de la salida, aporta 1–4 g por kg.',
    ],
    hydration: [
      'Bebe para no perder más de un 2 % de tu peso en una salida, y nunca tanto como para ganar peso: beber de más puede causar hiponatremia.',
      'Pésate antes y después de una tirada larga para conocer tu tasa de sudoración; muchos necesitan 400–800 ml por hora, más con calor.',
      'En salidas de más de una hora o con calor, ayudan las bebidas o geles con sodio.',
    ],
    sleep: [
      'Un adulto necesita al menos **7 horas** de sueño por noche, la mayoría está mejor con 7–9; con entrenamiento duro, a menudo en la parte alta o más.',
      'Horarios regulares para acostarte y levantarte, una habitación oscura y fresca y nada de cafeína en las 6 horas antes de dormir; tras una noche corta, una siesta de 20–30 minutos ayuda.',
      'Después de una mala noche, cambia una sesión dura por un rodaje suave o descanso en lugar de forzar: la falta de sueño baja el rendimiento y aumenta el esfuerzo percibido.',
    ],
  },
  sleepProfessional:
    'Si duermes mal durante más de unas semanas, o roncas fuerte y tienes sueño de día, habla con un médico.',
  sources: 'Fuentes',
  protein:
    'Los corredores de fondo necesitan unos **1,2–2,0 g de proteína por kg** de peso al día{perKg}, repartidos en 3–5 comidas de unos 0,3 g por kg (20–40 g), una de ellas poco después de las salidas duras o largas. Con comida normal la mayoría llega; los suplementos son solo una comodidad.',
  recovery:
    'Después de correr, la mayoría de los días basta una comida normal en un par de horas. Tras una tirada larga o dura con otra sesión en menos de un día, toma **unos 1–1,2 g de carbohidratos por kg** por hora en las primeras horas{perKg} con **20–40 g de proteína** (unos 0,3 g por kg), y bebe para reponer lo que sudaste.',
  caffeine:
    'La cafeína ayuda en fondo: **3–6 mg por kg** de peso{perKg} unos 60 minutos antes de la salida; a muchos les bastan dosis menores (2–3 mg por kg). Pruébala antes en los entrenamientos, y nada en las 6 horas previas a acostarte.',
  mgPerKg: ' ({low}–{high} mg para ti con {weight})',
  badNight:
    'Tras una noche corta o mala: sí, puedes correr, **suave y por sensaciones**, más corto si quieres, o descansar; deja las sesiones duras para un día descansado. Una mala noche cuesta poca forma; varias seguidas merecen atención.',
  easyAfterBadNight: 'Hoy toca **{title}**, una sesión suave: hazla por sensaciones o acórtala.',
  eve: 'La noche antes: una cena habitual rica en carbohidratos (pasta, arroz, patatas, pan), baja en fibra y grasa, nada nuevo y no muy tarde; bebe con normalidad. Para una maratón, las 36–48 horas de carga de carbohidratos cuentan más que esta cena.',
}

export const NUTRITION_SLEEP_TEXTS: Record<Language, NutritionSleepTexts> = {
  en: EN,
  de: DE,
  fr: FR,
  es: ES,
}
