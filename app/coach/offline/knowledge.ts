/*
 * The offline coach's knowledge base: short, sourced guidance on the health and training topics
 * runners ask about, in plain language. Each entry names its published source; docs/coach.md
 * lists them with the reasoning (docs/coach.md#health-topics-and-their-sources). The coach
 * describes common patterns and when to see a professional; it never diagnoses.
 */

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

export type InjurySite = 'outside_knee' | 'front_knee' | 'shin' | 'achilles' | 'heel' | 'other'

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
