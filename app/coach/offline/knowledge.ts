/*
 * The offline coach's knowledge base: short, sourced guidance on the health and training topics
 * runners ask about, in plain language. Each entry names its published source; docs/coach.md
 * lists them with the reasoning (docs/coach.md#health-topics-and-their-sources). The coach
 * describes common patterns and when to see a professional; it never diagnoses.
 */
import type { InjurySite } from '#coach/understanding/body'

export interface Guidance {
  title: string
  /** The advice, one point a line. */
  points: string[]
  /** When to stop and see a doctor or physiotherapist (health topics). */
  seeAProfessional?: string
  sources: string[]
}

/** Fuelling during long runs and races (docs/coach.md#fuelling). */
export const FUELLING: Guidance = {
  title: 'Fuelling',
  points: [
    'Races and runs under about an hour need no carbohydrate on the way; breakfast is enough.',
    'From about 1 to 2.5 hours, take **30–60 g of carbohydrate per hour**; beyond 2.5 hours (a marathon for most runners) up to **90 g per hour**, from glucose–fructose mixes so the gut can absorb that much.',
    'In practice: a gel usually holds 20–30 g. Start after 30–45 minutes and then take one every 20–30 minutes, with water.',
    'Practise it on your long runs: the gut adapts with training, and race day is no day for a new gel or drink.',
    'In the 36–48 hours before a marathon, carbohydrate loading (about 10–12 g per kg of body weight a day) tops up glycogen; the last meal 1–4 hours before the start carries 1–4 g per kg.',
  ],
  sources: [
    'Thomas, Erdman & Burke 2016, ACSM / Academy of Nutrition and Dietetics / Dietitians of Canada joint position statement "Nutrition and Athletic Performance"',
    'Jeukendrup 2014, "A step towards personalized sports nutrition: carbohydrate intake during exercise" (Sports Med)',
    'Kerksick et al. 2017, ISSN position stand: nutrient timing',
  ],
}

/** Drinking (docs/coach.md#hydration). */
export const HYDRATION: Guidance = {
  title: 'Hydration',
  points: [
    'Drink to avoid losing more than about 2 % of your body weight over a run, and never so much that you gain weight: over-drinking can cause hyponatraemia.',
    'Weigh yourself before and after a long run to learn your sweat rate; many runners need 400–800 ml an hour, more in the heat.',
    'On runs over an hour or in the heat, drinks or gels with sodium help.',
  ],
  sources: ['Sawka et al. 2007, ACSM position stand "Exercise and Fluid Replacement"'],
}

/** Sleep (docs/coach.md#sleep). */
export const SLEEP: Guidance = {
  title: 'Sleep',
  points: [
    'Adults need at least **7 hours** of sleep a night, most do best on 7–9; athletes in hard training often benefit from the upper end or more.',
    'Keep regular bed and wake times, a dark and cool room, and no caffeine in the 6 hours before bed; a nap of 20–30 minutes helps after a short night.',
    'After a bad night, swap a hard session for an easy run or rest rather than forcing it: sleep loss lowers performance and raises perceived effort.',
  ],
  seeAProfessional:
    'If poor sleep lasts more than a few weeks, or you snore loudly and are sleepy in the day, talk to a doctor.',
  sources: [
    'Watson et al. 2015, AASM / Sleep Research Society consensus "Recommended Amount of Sleep for a Healthy Adult"',
    'Walsh et al. 2021, "Sleep and the athlete: narrative review and 2021 expert consensus recommendations" (Br J Sports Med)',
  ],
}

/** Training with a cold: the neck check (docs/coach.md#illness-the-neck-check). */
export const NECK_CHECK = {
  above: [
    'Symptoms **above the neck** only (runny or stuffy nose, sneezing, a mild sore throat): easy running is usually fine. Try 10 minutes easy: if you feel better, carry on easy and short; if worse, stop.',
    'Skip the hard sessions until the cold has gone, and do not make them up later.',
  ],
  below: [
    'Symptoms **below the neck** (chest congestion, a cough from the chest, body aches, stomach upset) or a **fever**: rest. Training with a fever can be dangerous for the heart.',
    'Come back gradually: as many easy days as you were ill before the first hard session.',
  ],
  seeAProfessional:
    'See a doctor if you have a fever above 38.5 °C, symptoms that get worse or last more than 10 days, or any chest pain or breathlessness.',
  sources: [
    'Eichner 1993, "Infection, immunity, and exercise: what to tell patients?" (Phys Sportsmed): the neck check',
    'Schwellnus et al. 2016, IOC consensus statement on load in sport and risk of illness (Br J Sports Med)',
  ],
}

/** The published sources of the health triage's rules (docs/coach.md#health-triage). */
export const TRIAGE_SOURCES = {
  neckCheck: [
    'Eichner 1993, "Infection, immunity, and exercise: what to tell patients?" (Phys Sportsmed): the neck check',
    'Weidner et al. 1998, "The effect of exercise training on the severity and duration of a viral upper respiratory illness" (Med Sci Sports Exerc): easy exercise with a head cold',
  ],
  fever: [
    'Friman & Wesslén 2000, "Infections and exercise in high-performance athletes" (Immunol Cell Biol): no exercise with a fever or systemic symptoms',
    'Schwellnus et al. 2016, IOC consensus statement on load in sport and risk of illness (Br J Sports Med)',
  ],
  returnAfterIllness: [
    'Elliott et al. 2020, "Infographic. Graduated return to play guidance following COVID-19 infection" (Br J Sports Med): a stepwise return once symptom-free',
    'Schwellnus et al. 2016, IOC consensus statement on load in sport and risk of illness (Br J Sports Med)',
  ],
  injuryReferral: [
    'Stiell et al. 1992, the Ottawa ankle rules (Ann Emerg Med): unable to bear weight means an examination',
    'Warden, Davis & Fredericson 2014, "Management and prevention of bone stress injuries in long-distance runners" (J Orthop Sports Phys Ther)',
  ],
  niggle: [
    'Silbernagel et al. 2007, "Continued sports activity, using a pain-monitoring model, during rehabilitation in patients with Achilles tendinopathy" (Am J Sports Med)',
    'Gabbett 2016, "The training-injury prevention paradox" (Br J Sports Med)',
  ],
}

/** Overtraining (docs/coach.md#overtraining). */
export const OVERTRAINING = {
  symptoms: [
    'performance dropping for weeks even after easy days',
    'tiredness that rest does not fix',
    'heavy legs in every run',
    'worse sleep, mood or motivation',
    'a resting heart rate that stays higher than usual',
    'getting ill more often',
  ],
  points: [
    'Overtraining is not a high number in a chart: it is a **performance drop that lasts despite rest, with symptoms** like those above. Over days that is normal fatigue; over weeks it is called non-functional overreaching, over months overtraining syndrome.',
    'Your acute:chronic workload ratio shows whether your load jumped recently, which raises injury risk; it cannot tell whether your body is coping. How you feel and perform can.',
  ],
  seeAProfessional:
    'If several of these have lasted two weeks or more, take a few days of rest or very easy running and see a doctor: other causes (illness, low iron, under-eating) need ruling out, and only a doctor can do that.',
  sources: [
    'Meeusen et al. 2013, joint consensus statement of the ECSS and ACSM "Prevention, diagnosis and treatment of the overtraining syndrome" (Med Sci Sports Exerc)',
    'Gabbett 2016, "The training-injury prevention paradox" (Br J Sports Med)',
  ],
}

export type { InjurySite }

/** Common pain patterns in runners (docs/coach.md#injuries-safe-triage). Never a diagnosis. */
export const INJURY_PATTERNS: Record<InjurySite, Guidance> = {
  outside_knee: {
    title: 'Pain on the outside of the knee',
    points: [
      'Pain on the outside of the knee that comes on at a similar point in a run (often after a few kilometres) and eases when you stop is a common pattern in runners, often linked to the **iliotibial band (IT band)**. Only a physiotherapist or doctor can tell what it is.',
      'Stop the run when the pain starts rather than running through it; for now, avoid downhills and cambered roads and cut the long run.',
      'Strengthening the hip abductors (side-lying leg raises, clams, side planks) and a slightly higher cadence are what most rehabilitation programmes use.',
    ],
    seeAProfessional:
      'See a physiotherapist or sports doctor if it is not clearly better within 1–2 weeks, if the knee swells, locks or gives way, or if it hurts at rest or at night.',
    sources: [
      'Baker & Fredericson 2016, "Iliotibial band syndrome in runners: biomechanical implications and exercise interventions" (Phys Med Rehabil Clin N Am)',
    ],
  },
  front_knee: {
    title: 'Pain at the front of the knee',
    points: [
      'Pain around or behind the kneecap, worse on stairs, squatting, downhill or after sitting, is a common pattern in runners (often called patellofemoral pain). Only a clinician can tell what it is.',
      'Reduce volume and downhill running to what is comfortable; exercise therapy for the hips and knees is what the consensus recommends.',
    ],
    seeAProfessional:
      'See a physiotherapist if it lasts more than two weeks, or at once if the knee swells, locks or gives way.',
    sources: [
      'Crossley et al. 2016, consensus statement of the 4th International Patellofemoral Pain Research Retreat (Br J Sports Med)',
    ],
  },
  shin: {
    title: 'Shin pain',
    points: [
      'A diffuse ache along the inner edge of the shin that eases as you warm up is a common pattern after an increase in running.',
      'Pain in one spot of the bone that hurts to press, or that is there when you walk or at night, needs a doctor before you run again: it can be a bone stress injury.',
      'Cut volume and avoid hard surfaces until it settles; build back about 10 % a week.',
    ],
    seeAProfessional:
      'See a doctor before running again if the bone hurts in one spot, when walking, or at night.',
    sources: [
      'Warden, Davis & Fredericson 2014, "Management and prevention of bone stress injuries in long-distance runners" (J Orthop Sports Phys Ther)',
    ],
  },
  achilles: {
    title: 'Achilles pain',
    points: [
      'Stiffness and pain in the Achilles tendon, worst in the first steps of the morning, is a common pattern in runners (often an overloaded tendon).',
      'Tendons like load they can manage: running is usually fine if the pain stays at or below 5 out of 10 during the run and has settled by the next morning; if not, cut back. Hills and fast running load it most.',
      'Calf raises, slowly lowering, are the core of most rehabilitation programmes.',
    ],
    seeAProfessional:
      'If you felt a snap or a kick to the back of the ankle, cannot stand on tiptoe, or it is not better in two weeks, see a doctor or physiotherapist.',
    sources: [
      'Silbernagel et al. 2007, "Continued sports activity, using a pain-monitoring model, during rehabilitation in patients with Achilles tendinopathy" (Am J Sports Med)',
    ],
  },
  heel: {
    title: 'Heel pain',
    points: [
      'Pain under the heel, worst with the first steps in the morning, is a common pattern (often the plantar fascia).',
      'Reduce running to what is comfortable, calf and foot stretching and strengthening help, and supportive shoes around the house too.',
    ],
    seeAProfessional: 'See a physiotherapist or doctor if it is not improving within a few weeks.',
    sources: [
      'Martin et al. 2014, clinical practice guideline "Heel pain – plantar fasciitis" (J Orthop Sports Phys Ther)',
    ],
  },
  other: {
    title: 'Pain while running',
    points: [
      'Pain that changes how you run, gets worse during a run, or is still there the next morning is a reason to stop, not to push on.',
      'Rest from running for a few days and keep fit with pain-free activity (cycling, swimming) if that feels fine.',
    ],
    seeAProfessional:
      'See a physiotherapist or doctor if you cannot walk normally, if it swells, if it hurts at rest or at night, or if it is not clearly better within a week or two.',
    sources: ['Gabbett 2016, "The training-injury prevention paradox" (Br J Sports Med)'],
  },
}

/** Readiness and tapering (docs/coach.md#race-readiness-and-tapering). */
export const TAPER: Guidance = {
  title: 'Tapering',
  points: [
    'In the last 1–2 weeks before a race, cut volume by about 40–60 % and keep some race-pace running, so you arrive fresh but sharp (one week is enough for a 5K or 10K, two to three for a marathon).',
    'A few weeks is enough to sharpen, not to build much new fitness: keep the plan, add nothing new and big.',
  ],
  sources: [
    'Bosquet et al. 2007, "Effects of tapering on performance: a meta-analysis" (Med Sci Sports Exerc)',
  ],
}

/** Running words (docs/coach.md#terminology), mostly after Daniels' Running Formula. */
export const TERMS: Record<string, { name: string; text: string }> = {
  tempo: {
    name: 'Tempo (threshold) run',
    text: 'a sustained run at about the pace you could race for an hour, "comfortably hard": 20 minutes steady or cruise intervals at threshold pace. It raises the pace you can hold before lactate builds up.',
  },
  interval: {
    name: 'Intervals',
    text: 'hard repeats of about 3–5 minutes at interval (roughly 5K) pace with jog recoveries of similar length; they train your maximal aerobic power (VO2max).',
  },
  fartlek: {
    name: 'Fartlek',
    text: 'Swedish for "speed play": an easy run with unstructured faster bits, by feel (to the next lamp post, up a hill). A relaxed way to add speed.',
  },
  strides: {
    name: 'Strides',
    text: 'short accelerations of 15–20 seconds to a fast but relaxed pace, with full recovery, usually after an easy run. They train form and leg speed without fatigue.',
  },
  long_run: {
    name: 'Long run',
    text: "the week's longest run at easy pace, usually no more than about 30 % of the week's volume. It builds endurance, fat use and the legs' resilience.",
  },
  recovery: {
    name: 'Recovery run',
    text: 'a short, very easy run the day after a hard session, slower than your easy pace; it adds volume with little stress.',
  },
  taper: {
    name: 'Taper',
    text: 'the last 1–3 weeks before a race, when volume drops by about 40–60 % while some intensity stays, so you start fresh.',
  },
  negative_split: {
    name: 'Negative split',
    text: 'running the second half of a race faster than the first; even or slightly negative splits are the usual best way to pace a race.',
  },
  cadence: {
    name: 'Cadence',
    text: 'steps per minute. Most runners land around 160–180; a small increase (5–10 %) from your own cadence reduces the load on knees and hips.',
  },
  threshold: {
    name: 'Lactate threshold',
    text: 'the highest effort at which lactate is still cleared as fast as it is produced; for trained runners about the pace they could race for an hour.',
  },
  vo2max: {
    name: 'VO2max',
    text: 'the most oxygen your body can use per minute per kg; it sets the ceiling of your aerobic engine. Intervals train it; your VDOT is an estimate from race times.',
  },
  hill_repeats: {
    name: 'Hill repeats',
    text: 'short, hard runs up a hill with easy jogs down; strength work for running with less impact than flat speed work.',
  },
  base: {
    name: 'Base building',
    text: 'weeks of mostly easy running that raise volume gradually (about 10 % a week, with an easier week every 3–4) before harder training.',
  },
  cross_training: {
    name: 'Cross-training',
    text: 'other endurance sports (cycling, swimming, rowing) that keep the aerobic engine going with less impact; useful when injured or to add volume.',
  },
  easy: {
    name: 'Easy run',
    text: 'running at a conversational effort, about 65–79 % of your max heart rate; most of your weekly running belongs here.',
  },
  progression: {
    name: 'Progression run',
    text: 'a run that starts easy and finishes faster, often the last part at marathon or threshold pace.',
  },
}

export const TERM_SOURCE = "Daniels' Running Formula (3rd ed., 2014)"

/** Motivation (docs/coach.md#motivation). */
export const MOTIVATION: Guidance = {
  title: 'Motivation',
  points: [
    'Make the next run small and certain: 20 easy minutes still counts, and starting is the hard part.',
    'Tie runs to a fixed time and place, run with someone, or put a race on the calendar: plans and habits beat willpower.',
    'Look back at what you have done, not just ahead at what is left.',
  ],
  sources: [
    'Gollwitzer & Sheeran 2006, "Implementation intentions and goal achievement: a meta-analysis" (Adv Exp Soc Psychol)',
  ],
}

type TermText = { name: string; text: string }

/** The running words of TERMS in German, French and Spanish (same sources). */
export const TERMS_LOCALISED: Record<'de' | 'fr' | 'es', Record<string, TermText>> = {
  de: {
    tempo: {
      name: 'Tempolauf (Schwellenlauf)',
      text: 'ein gleichmäßiger Lauf etwa im Tempo, das du eine Stunde lang im Wettkampf halten könntest, „angenehm hart“: 20 Minuten am Stück oder Cruise-Intervalle im Schwellentempo. Er hebt das Tempo, das du halten kannst, bevor sich Laktat anhäuft.',
    },
    interval: {
      name: 'Intervalle',
      text: 'harte Wiederholungen von etwa 3–5 Minuten im Intervalltempo (ungefähr 5-km-Tempo) mit Trabpausen ähnlicher Länge; sie trainieren deine maximale aerobe Leistung (VO2max).',
    },
    fartlek: {
      name: 'Fahrtspiel (Fartlek)',
      text: 'schwedisch für „Tempospiel“: ein lockerer Lauf mit freien schnelleren Abschnitten nach Gefühl (bis zur nächsten Laterne, einen Hügel hinauf). Eine entspannte Art, Tempo einzubauen.',
    },
    strides: {
      name: 'Steigerungsläufe',
      text: 'kurze Beschleunigungen von 15–20 Sekunden auf ein schnelles, aber lockeres Tempo mit voller Erholung, meist nach einem lockeren Lauf. Sie schulen Laufstil und Schnelligkeit ohne Ermüdung.',
    },
    long_run: {
      name: 'Langer Lauf',
      text: 'der längste Lauf der Woche im lockeren Tempo, meist nicht mehr als etwa 30 % des Wochenumfangs. Er baut Ausdauer, Fettstoffwechsel und belastbare Beine auf.',
    },
    recovery: {
      name: 'Regenerationslauf',
      text: 'ein kurzer, sehr lockerer Lauf am Tag nach einer harten Einheit, langsamer als dein lockeres Tempo; er bringt Umfang mit wenig Belastung.',
    },
    taper: {
      name: 'Tapering',
      text: 'die letzten 1–3 Wochen vor einem Wettkampf, in denen der Umfang um etwa 40–60 % sinkt, während etwas Intensität bleibt, damit du frisch startest.',
    },
    negative_split: {
      name: 'Negativer Split',
      text: 'die zweite Hälfte eines Rennens schneller laufen als die erste; gleichmäßige oder leicht negative Splits sind meist die beste Renneinteilung.',
    },
    cadence: {
      name: 'Schrittfrequenz',
      text: 'Schritte pro Minute. Die meisten laufen um 160–180; eine kleine Erhöhung (5–10 %) gegenüber deiner eigenen entlastet Knie und Hüften.',
    },
    threshold: {
      name: 'Laktatschwelle',
      text: 'die höchste Belastung, bei der Laktat noch so schnell abgebaut wird, wie es entsteht; bei Trainierten etwa das Tempo, das sie eine Stunde im Wettkampf halten könnten.',
    },
    vo2max: {
      name: 'VO2max',
      text: 'die größte Sauerstoffmenge pro Minute und kg, die dein Körper nutzen kann; sie setzt die Obergrenze deines aeroben Motors. Intervalle trainieren sie; dein VDOT ist eine Schätzung aus Wettkampfzeiten.',
    },
    hill_repeats: {
      name: 'Bergläufe',
      text: 'kurze, harte Läufe einen Hügel hinauf mit lockerem Traben hinunter; Krafttraining fürs Laufen mit weniger Stoßbelastung als Tempo auf der Ebene.',
    },
    base: {
      name: 'Grundlagenaufbau',
      text: 'Wochen mit überwiegend lockerem Laufen, in denen der Umfang langsam steigt (etwa 10 % pro Woche, alle 3–4 Wochen eine leichtere), bevor härteres Training kommt.',
    },
    cross_training: {
      name: 'Alternativtraining',
      text: 'andere Ausdauersportarten (Rad, Schwimmen, Rudern), die den aeroben Motor mit weniger Stoßbelastung am Laufen halten; nützlich bei Verletzungen oder für mehr Umfang.',
    },
    easy: {
      name: 'Lockerer Lauf',
      text: 'Laufen in Gesprächstempo, etwa 65–79 % deiner maximalen Herzfrequenz; hier gehört der Großteil deines Wochenumfangs hin.',
    },
    progression: {
      name: 'Steigerungslauf (Progressionslauf)',
      text: 'ein Lauf, der locker beginnt und schneller endet, oft im letzten Teil im Marathon- oder Schwellentempo.',
    },
  },
  fr: {
    tempo: {
      name: 'Sortie tempo (au seuil)',
      text: "une course soutenue à peu près à l'allure que vous tiendriez une heure en course, « confortablement dur » : 20 minutes en continu ou des fractions au seuil. Elle relève l'allure que vous tenez avant que le lactate s'accumule.",
    },
    interval: {
      name: 'Fractionné (intervalles)',
      text: "des répétitions dures d'environ 3 à 5 minutes à l'allure intervalles (à peu près l'allure 5 km) avec des récupérations trottinées de durée voisine ; elles travaillent votre puissance aérobie maximale (VO2max).",
    },
    fartlek: {
      name: 'Fartlek',
      text: "« jeu d'allure » en suédois : un footing avec des accélérations libres, à la sensation (jusqu'au prochain lampadaire, en haut d'une côte). Une façon détendue d'ajouter de la vitesse.",
    },
    strides: {
      name: 'Lignes droites (accélérations)',
      text: "de courtes accélérations de 15 à 20 secondes jusqu'à une allure rapide mais relâchée, avec récupération complète, souvent après un footing. Elles travaillent la foulée et la vitesse sans fatigue.",
    },
    long_run: {
      name: 'Sortie longue',
      text: "la plus longue sortie de la semaine, en endurance, en général pas plus d'environ 30 % du volume hebdomadaire. Elle développe l'endurance, l'utilisation des graisses et la résistance des jambes.",
    },
    recovery: {
      name: 'Footing de récupération',
      text: "une sortie courte et très facile le lendemain d'une séance dure, plus lente que votre allure d'endurance ; elle ajoute du volume avec peu de stress.",
    },
    taper: {
      name: 'Affûtage',
      text: "les 1 à 3 dernières semaines avant une course, où le volume baisse d'environ 40 à 60 % en gardant un peu d'intensité, pour partir frais.",
    },
    negative_split: {
      name: 'Split négatif',
      text: "courir la seconde moitié d'une course plus vite que la première ; des moitiés égales ou légèrement négatives sont en général la meilleure gestion.",
    },
    cadence: {
      name: 'Cadence',
      text: 'le nombre de pas par minute. La plupart des coureurs sont entre 160 et 180 ; une petite hausse (5 à 10 %) de votre propre cadence réduit la charge sur les genoux et les hanches.',
    },
    threshold: {
      name: 'Seuil lactique',
      text: "l'effort le plus élevé auquel le lactate est encore éliminé aussi vite qu'il est produit ; pour un coureur entraîné, à peu près l'allure tenue une heure en course.",
    },
    vo2max: {
      name: 'VO2max',
      text: "la quantité maximale d'oxygène que votre corps peut utiliser par minute et par kg ; elle fixe le plafond de votre moteur aérobie. Le fractionné la travaille ; votre VDOT en est une estimation tirée de vos temps de course.",
    },
    hill_repeats: {
      name: 'Répétitions en côte',
      text: 'de courtes montées rapides avec retour en trottinant ; du renforcement pour la course, avec moins de chocs que la vitesse sur le plat.',
    },
    base: {
      name: 'Foncier',
      text: 'des semaines surtout en endurance où le volume monte progressivement (environ 10 % par semaine, une semaine plus facile toutes les 3 à 4) avant un entraînement plus dur.',
    },
    cross_training: {
      name: 'Entraînement croisé',
      text: "d'autres sports d'endurance (vélo, natation, aviron) qui entretiennent le moteur aérobie avec moins de chocs ; utile en cas de blessure ou pour ajouter du volume.",
    },
    easy: {
      name: 'Footing en endurance',
      text: 'courir à une allure où vous pouvez parler, environ 65 à 79 % de votre fréquence cardiaque maximale ; la plus grande partie de votre semaine se court ainsi.',
    },
    progression: {
      name: 'Sortie progressive',
      text: "une sortie qui commence facile et finit plus vite, souvent la dernière partie à l'allure marathon ou seuil.",
    },
  },
  es: {
    tempo: {
      name: 'Rodaje tempo (umbral)',
      text: 'una carrera sostenida a más o menos el ritmo que aguantarías una hora en competición, «cómodamente duro»: 20 minutos seguidos o intervalos de crucero a ritmo umbral. Sube el ritmo que puedes mantener antes de que se acumule el lactato.',
    },
    interval: {
      name: 'Series (intervalos)',
      text: 'repeticiones duras de unos 3–5 minutos a ritmo de intervalos (aproximadamente ritmo de 5K) con recuperaciones trotando de duración parecida; entrenan tu potencia aeróbica máxima (VO2max).',
    },
    fartlek: {
      name: 'Fartlek',
      text: '«juego de velocidad» en sueco: un rodaje suave con tramos más rápidos libres, por sensaciones (hasta la próxima farola, cuesta arriba). Una forma relajada de añadir velocidad.',
    },
    strides: {
      name: 'Progresivos cortos (rectas)',
      text: 'aceleraciones cortas de 15–20 segundos hasta un ritmo rápido pero suelto, con recuperación completa, normalmente tras un rodaje suave. Entrenan la técnica y la velocidad sin fatiga.',
    },
    long_run: {
      name: 'Tirada larga',
      text: 'la carrera más larga de la semana a ritmo suave, normalmente no más de un 30 % del volumen semanal. Construye resistencia, uso de grasas y piernas resistentes.',
    },
    recovery: {
      name: 'Rodaje de recuperación',
      text: 'una carrera corta y muy suave el día después de una sesión dura, más lenta que tu ritmo suave; suma volumen con poco estrés.',
    },
    taper: {
      name: 'Puesta a punto (tapering)',
      text: 'las últimas 1–3 semanas antes de una carrera, en las que el volumen baja un 40–60 % manteniendo algo de intensidad, para salir fresco.',
    },
    negative_split: {
      name: 'Split negativo',
      text: 'correr la segunda mitad de una carrera más rápido que la primera; mitades iguales o ligeramente negativas suelen ser la mejor forma de dosificarse.',
    },
    cadence: {
      name: 'Cadencia',
      text: 'pasos por minuto. La mayoría está entre 160 y 180; un pequeño aumento (5–10 %) sobre tu propia cadencia reduce la carga en rodillas y caderas.',
    },
    threshold: {
      name: 'Umbral de lactato',
      text: 'el esfuerzo más alto al que el lactato aún se elimina tan rápido como se produce; en corredores entrenados, más o menos el ritmo que aguantarían una hora en carrera.',
    },
    vo2max: {
      name: 'VO2max',
      text: 'el máximo de oxígeno por minuto y kg que puede usar tu cuerpo; marca el techo de tu motor aeróbico. Las series lo entrenan; tu VDOT es una estimación a partir de tus tiempos de carrera.',
    },
    hill_repeats: {
      name: 'Cuestas',
      text: 'subidas cortas y duras con bajada trotando; fuerza para correr con menos impacto que la velocidad en llano.',
    },
    base: {
      name: 'Base aeróbica',
      text: 'semanas de carrera sobre todo suave en las que el volumen sube poco a poco (un 10 % por semana, con una semana más suave cada 3–4) antes del entrenamiento duro.',
    },
    cross_training: {
      name: 'Entrenamiento cruzado',
      text: 'otros deportes de resistencia (bici, natación, remo) que mantienen el motor aeróbico con menos impacto; útil con una lesión o para sumar volumen.',
    },
    easy: {
      name: 'Rodaje suave',
      text: 'correr a ritmo de conversación, un 65–79 % de tu frecuencia cardiaca máxima; aquí va la mayor parte de tu volumen semanal.',
    },
    progression: {
      name: 'Rodaje progresivo',
      text: 'una carrera que empieza suave y termina más rápido, a menudo la última parte a ritmo de maratón o umbral.',
    },
  },
}
