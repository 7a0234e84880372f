/*
 * The health answers' words in English, German, French and Spanish: what was understood, the
 * rule applied (docs/coach.md#health-triage), what to do today and when to see a professional.
 * German uses "du", French "vous", Spanish "tú", as the rest of the coach does.
 */
import type { Language } from '#coach/offline/language'
import type { AcwrBand } from '#domain/science/fitness'
import { OVERTRAINING } from '#coach/offline/knowledge'
import type {
  BodyPart,
  HealthBranch,
  IllnessFinding,
  InjurySign,
} from '#coach/offline/skills/health/triage'

export interface BranchTexts {
  /** The rule, after "what was understood: ". */
  rule: string
  today: string
  professional: string
  /** Steps of a return (after illness) or a return-to-run progression (niggles). */
  steps?: string[]
}

export interface HealthTexts {
  illness: Record<IllnessFinding, string>
  /** Said when a cold is described and a fever is not mentioned. */
  feverNotMentioned: string
  /** Above the neck with no word on fever: check it first. */
  checkFever: string
  signs: Record<InjurySign, string>
  parts: Record<BodyPart, string>
  branches: Record<HealthBranch, BranchTexts>
  /** After what was understood: ":" (" :" in French typography). */
  colon: string
  /** Labels of the answer's lines. */
  todayLabel: string
  professionalLabel: string
  /** Above the neck: the plan stays. */
  planStays: string
  /** Ill with no place given but days off asked for: {days}. */
  daysAsked: string
  /** A stomach bug: fluids. */
  stomach: string
  /** Rest proposed for {days} days; extend if still ill. */
  restDays: string
  /** An easier return proposed after {days} days ill. */
  returnDays: string
  /** Back after an illness, but the plan only started today: nothing to lighten. */
  returnPlanNew: string
  /** "I can't diagnose" for injuries. */
  noDiagnosis: string
  cheer: string
  overtraining: OvertrainingTexts
}

export interface OvertrainingTexts {
  headline: string
  /** "Ask yourself ...: {symptoms}?" */
  askYourself: string
  symptoms: string[]
  points: string[]
  professional: string
  /** {ratio}, {band}, {range} (", 0.8–1.3" when safe). */
  load: string
  bands: Record<AcwrBand, string>
  /** {fitness}, {direction}, {change}, {fatigue}, {form}. */
  fitness: string
  up: string
  down: string
  cheer: string
}

const EN: HealthTexts = {
  illness: {
    stuffy_nose: 'stuffy nose',
    runny_nose: 'runny nose',
    sore_throat: 'sore throat',
    sneezing: 'sneezing',
    cold: 'a cold',
    fever: 'fever',
    no_fever: 'no fever',
    chest_congestion: 'chest congestion',
    cough: 'cough',
    body_aches: 'body aches',
    stomach: 'stomach bug',
    flu: 'flu',
    covid: 'COVID',
    unwell: 'feeling unwell',
    recovered: 'back after being ill',
  },
  feverNotMentioned: 'no fever mentioned',
  checkFever: "Check your temperature first: with a fever, don't run.",
  signs: {
    pain_walking: 'hurts when walking',
    pain_at_rest: 'hurts at rest or at night',
    swelling: 'swelling',
    numbness: 'numbness or tingling',
    stride_change: 'changes your stride',
    sprain: 'a sprain or a pop',
    bone_spot: 'pain in one spot of the bone',
    worsening: 'getting worse',
  },
  parts: {
    outside_knee: 'pain on the outside of the knee',
    front_knee: 'pain at the front of the knee',
    knee: 'knee pain',
    shin: 'shin pain',
    achilles: 'Achilles pain',
    heel: 'heel pain',
    ankle: 'ankle pain',
    foot: 'foot pain',
    calf: 'calf pain',
    hip: 'hip pain',
    hamstring: 'hamstring pain',
    back: 'back pain',
    other: 'pain',
  },
  branches: {
    above_neck: {
      rule: 'symptoms above the neck without a fever (the neck check), so easy running by feel is fine.',
      today:
        'run easy and shorter, or take the day off if you prefer. Try 10 minutes: if you feel better, carry on easy; if worse, stop. No hard sessions until the cold has gone, and no making them up later.',
      professional:
        'see a doctor if a fever, chest symptoms or body aches appear, if it gets worse, or if it lasts more than 10 days.',
    },
    systemic: {
      rule: 'a fever or symptoms below the neck (the neck check) mean rest: no running until you have been free of fever and these symptoms for 24–48 hours.',
      today:
        'rest. No running and no other hard exercise; sleep, drink and eat. Exercising with a fever strains the heart and can make the illness worse and longer.',
      professional:
        'see a doctor if the fever is above 38.5 °C or lasts more than 3 days, if you are short of breath or have chest pain, or if you are not improving after a week.',
      steps: [
        'Then come back gradually: a few short easy runs first, and as many easy days as you were ill before the first hard session.',
      ],
    },
    return_after_illness: {
      rule: 'come back step by step, once you have been free of symptoms for at least 24 hours (48 hours after a fever).',
      today:
        'a short, very easy run (15–30 minutes, walking breaks allowed) only if you have had no fever for 48 hours and feel well at rest; otherwise rest one more day.',
      professional:
        'stop and see a doctor if symptoms come back, or if you notice chest pain, palpitations, unusual breathlessness or dizziness as you restart, above all after flu or COVID.',
      steps: [
        'Step 1, 1–2 days: 15–30 minutes very easy, at a pace you can talk in full sentences.',
        'Step 2, a few days: easy runs back up to your usual length.',
        'Step 3: hard sessions only after as many easy days as you were ill, and only if the easy runs felt normal. If anything feels off, go back a step.',
      ],
    },
    cold_unclear: {
      rule: 'the neck check decides. Symptoms **above the neck** only (runny or stuffy nose, sneezing, a mild sore throat) and no fever: easy running by feel is fine. A **fever** or symptoms **below the neck** (chest congestion, body aches, stomach upset): no running until 24–48 hours free of them.',
      today:
        'take your temperature and check where your symptoms are, then tell me ("stuffy nose, no fever" or "fever and body aches"); if you need days off, tell me how many and I will adjust your plan.',
      professional:
        'see a doctor with a fever above 38.5 °C, symptoms that get worse or last more than 10 days, or any chest pain or breathlessness.',
    },
    injury_refer: {
      rule: 'pain like this is a reason to stop, not to run through: no running until a physiotherapist or doctor has seen it.',
      today:
        'no running. Rest it and walk only as far as it does not get worse; cycling or swimming only if they are completely pain-free.',
      professional:
        'see a physiotherapist or doctor in the next few days, and urgently if you cannot put weight on it, it is very swollen or misshapen, or the numbness spreads.',
    },
    injury_niggle: {
      rule: 'a mild niggle that does not change how you run or hurt when walking: keep moving, but reduce.',
      today:
        'swap the run for pain-free cross-training (cycling, swimming, pool running), or run short and easy on flat ground and stop if the pain rises or changes your stride.',
      professional:
        'see a physiotherapist if it is not clearly better within 1–2 weeks, and at once if it starts to hurt when walking or at rest, swells, or changes your stride.',
      steps: [
        'Return to running: start with run-walk (1 minute running, 1 minute walking, 10 times) every other day; add time only if the pain stays mild during the run and is no worse the next morning; reach your usual volume over 1–3 weeks before any hard session.',
      ],
    },
  },
  colon: ':',
  todayLabel: '**Today:**',
  professionalLabel: '**When to see a professional:**',
  planStays: 'Your plan stays as it is: no days off for a head cold.',
  daysAsked:
    'You told me {days} days: I have proposed rest for them; if your symptoms are only above the neck and you have no fever, you may run easy instead.',
  stomach:
    'With diarrhoea or vomiting, drink little and often to replace fluids and salts, and start again only once you are eating normally.',
  restDays:
    'I have proposed {days} days of rest, then easier running. If you are still ill after that, tell me and I will extend it.',
  returnDays:
    'I have proposed an easier return after {days} days ill: easy, shorter runs for as many days, no hard sessions.',
  returnPlanNew:
    'Your plan started today, after your illness, so it stays as it is: keep its first runs easy and short.',
  noDiagnosis: 'I cannot diagnose pain; a physiotherapist or doctor can.',
  cheer: 'Look after yourself; the plan will be there.',
  overtraining: {
    headline:
      "Your numbers alone can't say whether you are overtraining; how you feel and perform over weeks can. Here is what your data shows, and what to check:",
    askYourself: 'Ask yourself, over the last two weeks or more: {symptoms}?',
    symptoms: OVERTRAINING.symptoms,
    points: OVERTRAINING.points,
    professional: OVERTRAINING.seeAProfessional,
    load: 'Your load: acute:chronic ratio **{ratio}** ({band}{range}).',
    bands: { low: 'low', safe: 'safe', elevated: 'elevated', high: 'high' },
    fitness:
      'Fitness {fitness} ({direction} {change} in four weeks), fatigue {fatigue}, form {form}.',
    up: 'up',
    down: 'down',
    cheer: 'Rest is part of training, not a break from it.',
  },
}

const DE: HealthTexts = {
  illness: {
    stuffy_nose: 'verstopfte Nase',
    runny_nose: 'Schnupfen',
    sore_throat: 'Halsschmerzen',
    sneezing: 'Niesen',
    cold: 'Erkältung',
    fever: 'Fieber',
    no_fever: 'kein Fieber',
    chest_congestion: 'Beschwerden auf der Brust',
    cough: 'Husten',
    body_aches: 'Gliederschmerzen',
    stomach: 'Magen-Darm-Infekt',
    flu: 'Grippe',
    covid: 'COVID',
    unwell: 'krank',
    recovered: 'wieder da nach einer Krankheit',
  },
  feverNotMentioned: 'Fieber nicht erwähnt',
  checkFever: 'Miss zuerst Fieber: Mit Fieber wird nicht gelaufen.',
  signs: {
    pain_walking: 'schmerzt beim Gehen',
    pain_at_rest: 'schmerzt in Ruhe oder nachts',
    swelling: 'Schwellung',
    numbness: 'Taubheit oder Kribbeln',
    stride_change: 'verändert deinen Laufstil',
    sprain: 'umgeknickt oder ein Knacken',
    bone_spot: 'Schmerz an einer Stelle des Knochens',
    worsening: 'wird schlimmer',
  },
  parts: {
    outside_knee: 'Schmerzen außen am Knie',
    front_knee: 'Schmerzen vorne am Knie',
    knee: 'Knieschmerzen',
    shin: 'Schienbeinschmerzen',
    achilles: 'Schmerzen an der Achillessehne',
    heel: 'Fersenschmerzen',
    ankle: 'Schmerzen am Sprunggelenk',
    foot: 'Fußschmerzen',
    calf: 'Wadenschmerzen',
    hip: 'Hüftschmerzen',
    hamstring: 'Schmerzen im hinteren Oberschenkel',
    back: 'Rückenschmerzen',
    other: 'Schmerzen',
  },
  branches: {
    above_neck: {
      rule: 'Beschwerden nur oberhalb des Halses, ohne Fieber (der Hals-Check): lockeres Laufen nach Gefühl ist in Ordnung.',
      today:
        'locker und kürzer laufen, oder frei nehmen, wenn dir danach ist. Probier 10 Minuten: Geht es besser, locker weiter; geht es schlechter, aufhören. Keine harten Einheiten, bis die Erkältung weg ist, und nichts nachholen.',
      professional:
        'geh zum Arzt, wenn Fieber, Beschwerden auf der Brust oder Gliederschmerzen dazukommen, wenn es schlimmer wird oder länger als 10 Tage dauert.',
    },
    systemic: {
      rule: 'Fieber oder Beschwerden unterhalb des Halses (der Hals-Check) heißen Ruhe: kein Laufen, bis du 24–48 Stunden ohne Fieber und ohne diese Beschwerden bist.',
      today:
        'Ruhe. Kein Laufen und kein anderer harter Sport; schlafen, trinken, essen. Sport mit Fieber belastet das Herz und kann die Krankheit verschlimmern und verlängern.',
      professional:
        'geh zum Arzt bei Fieber über 38,5 °C oder über mehr als 3 Tage, bei Atemnot oder Brustschmerzen, oder wenn es nach einer Woche nicht besser wird.',
      steps: [
        'Danach langsam zurück: erst ein paar kurze lockere Läufe, und so viele lockere Tage, wie du krank warst, vor der ersten harten Einheit.',
      ],
    },
    return_after_illness: {
      rule: 'Schritt für Schritt zurück, sobald du mindestens 24 Stunden beschwerdefrei bist (48 Stunden nach Fieber).',
      today:
        'ein kurzer, sehr lockerer Lauf (15–30 Minuten, Gehpausen erlaubt), nur wenn du seit 48 Stunden fieberfrei bist und dich in Ruhe gut fühlst; sonst noch einen Tag Ruhe.',
      professional:
        'hör auf und geh zum Arzt, wenn die Beschwerden zurückkommen oder du beim Wiedereinstieg Brustschmerzen, Herzstolpern, ungewohnte Atemnot oder Schwindel bemerkst, vor allem nach Grippe oder COVID.',
      steps: [
        'Schritt 1, 1–2 Tage: 15–30 Minuten sehr locker, in einem Tempo, bei dem du in ganzen Sätzen sprechen kannst.',
        'Schritt 2, ein paar Tage: lockere Läufe bis zu deiner üblichen Länge.',
        'Schritt 3: harte Einheiten erst nach so vielen lockeren Tagen, wie du krank warst, und nur wenn sich die lockeren Läufe normal angefühlt haben. Fühlt sich etwas falsch an, geh einen Schritt zurück.',
      ],
    },
    cold_unclear: {
      rule: 'Der Hals-Check entscheidet. Beschwerden nur **oberhalb des Halses** (Schnupfen, verstopfte Nase, Niesen, leichte Halsschmerzen) und kein Fieber: lockeres Laufen nach Gefühl ist in Ordnung. **Fieber** oder Beschwerden **unterhalb des Halses** (Brust, Gliederschmerzen, Magen): kein Laufen, bis du 24–48 Stunden beschwerdefrei bist.',
      today:
        'miss Fieber und schau, wo deine Beschwerden sind, und sag es mir („Schnupfen, kein Fieber“ oder „Fieber und Gliederschmerzen“); brauchst du freie Tage, sag mir wie viele, dann passe ich deinen Plan an.',
      professional:
        'geh zum Arzt bei Fieber über 38,5 °C, bei Beschwerden, die schlimmer werden oder länger als 10 Tage dauern, oder bei Brustschmerzen oder Atemnot.',
    },
    injury_refer: {
      rule: 'Bei solchen Schmerzen hörst du auf, statt durchzulaufen: kein Laufen, bis ein Physiotherapeut oder Arzt es angesehen hat.',
      today:
        'kein Laufen. Schone es und geh nur so weit, wie es nicht schlimmer wird; Radfahren oder Schwimmen nur, wenn es völlig schmerzfrei ist.',
      professional:
        'geh in den nächsten Tagen zu Physiotherapeut oder Arzt, und sofort, wenn du nicht auftreten kannst, es stark geschwollen oder verformt ist oder die Taubheit sich ausbreitet.',
    },
    injury_niggle: {
      rule: 'ein leichtes Zwicken, das deinen Laufstil nicht verändert und beim Gehen nicht schmerzt: in Bewegung bleiben, aber reduzieren.',
      today:
        'tausch den Lauf gegen schmerzfreies Alternativtraining (Rad, Schwimmen, Aquajogging), oder lauf kurz und locker auf flachem Untergrund und hör auf, wenn der Schmerz steigt oder deinen Laufstil verändert.',
      professional:
        'geh zum Physiotherapeuten, wenn es in 1–2 Wochen nicht deutlich besser ist, und sofort, wenn es beim Gehen oder in Ruhe schmerzt, anschwillt oder deinen Laufstil verändert.',
      steps: [
        'Zurück zum Laufen: beginne mit Lauf-Geh-Wechsel (1 Minute laufen, 1 Minute gehen, 10-mal) jeden zweiten Tag; steigere nur, wenn der Schmerz beim Laufen leicht bleibt und am nächsten Morgen nicht schlimmer ist; erreiche deinen üblichen Umfang über 1–3 Wochen, vor jeder harten Einheit.',
      ],
    },
  },
  colon: ':',
  todayLabel: '**Heute:**',
  professionalLabel: '**Wann zu Arzt oder Physio:**',
  planStays: 'Dein Plan bleibt, wie er ist: für einen Schnupfen keine freien Tage.',
  daysAsked:
    'Du hast {days} Tage genannt: Dafür habe ich Ruhe vorgeschlagen; sind deine Beschwerden nur oberhalb des Halses und hast du kein Fieber, darfst du stattdessen locker laufen.',
  stomach:
    'Bei Durchfall oder Erbrechen oft kleine Mengen trinken, um Flüssigkeit und Salze zu ersetzen, und erst wieder einsteigen, wenn du normal isst.',
  restDays:
    'Ich habe {days} Tage Ruhe vorgeschlagen, danach lockereres Laufen. Bist du dann noch krank, sag es mir, dann verlängere ich.',
  returnDays:
    'Ich habe einen lockeren Wiedereinstieg nach {days} Krankheitstagen vorgeschlagen: lockere, kürzere Läufe für ebenso viele Tage, keine harten Einheiten.',
  returnPlanNew:
    'Dein Plan hat heute begonnen, nach deiner Krankheit, daher bleibt er, wie er ist: Lauf seine ersten Einheiten locker und kurz.',
  noDiagnosis: 'Ich kann keine Diagnose stellen; ein Physiotherapeut oder Arzt kann das.',
  cheer: 'Pass auf dich auf; der Plan wartet auf dich.',
  overtraining: {
    headline:
      'Deine Zahlen allein können nicht sagen, ob du übertrainiert bist; wie du dich über Wochen fühlst und leistest, schon. Das zeigen deine Daten, und das solltest du prüfen:',
    askYourself: 'Frag dich, über die letzten zwei Wochen oder länger: {symptoms}?',
    symptoms: [
      'sinkt die Leistung seit Wochen, auch nach lockeren Tagen',
      'Müdigkeit, die Ruhe nicht behebt',
      'schwere Beine bei jedem Lauf',
      'schlechterer Schlaf, schlechtere Stimmung oder Motivation',
      'ein Ruhepuls, der höher bleibt als sonst',
      'häufiger krank',
    ],
    points: [
      'Übertraining ist kein hoher Wert in einer Grafik: Es ist ein **Leistungsabfall, der trotz Ruhe anhält, mit Beschwerden** wie den obigen. Über Tage ist das normale Ermüdung; über Wochen heißt es nicht-funktionelles Overreaching, über Monate Übertrainingssyndrom.',
      'Das Verhältnis von akuter zu chronischer Belastung zeigt, ob deine Belastung zuletzt gesprungen ist, was das Verletzungsrisiko erhöht; ob dein Körper damit zurechtkommt, zeigt es nicht. Dein Befinden und deine Leistung schon.',
    ],
    professional:
      'Halten mehrere davon zwei Wochen oder länger an, nimm ein paar Tage Ruhe oder sehr lockeres Laufen und geh zum Arzt: Andere Ursachen (Infekt, Eisenmangel, zu wenig Essen) müssen ausgeschlossen werden, und das kann nur ein Arzt.',
    load: 'Deine Belastung: akut:chronisch-Verhältnis **{ratio}** ({band}{range}).',
    bands: { low: 'niedrig', safe: 'im sicheren Bereich', elevated: 'erhöht', high: 'hoch' },
    fitness:
      'Fitness {fitness} ({direction} {change} in vier Wochen), Ermüdung {fatigue}, Form {form}.',
    up: 'plus',
    down: 'minus',
    cheer: 'Ruhe ist Teil des Trainings, keine Pause davon.',
  },
}

const FR: HealthTexts = {
  illness: {
    stuffy_nose: 'nez bouché',
    runny_nose: 'nez qui coule',
    sore_throat: 'mal de gorge',
    sneezing: 'éternuements',
    cold: 'un rhume',
    fever: 'fièvre',
    no_fever: 'pas de fièvre',
    chest_congestion: 'poitrine encombrée',
    cough: 'toux',
    body_aches: 'courbatures',
    stomach: 'gastro',
    flu: 'grippe',
    covid: 'COVID',
    unwell: 'malade',
    recovered: 'reprise après une maladie',
  },
  feverNotMentioned: 'fièvre non mentionnée',
  checkFever: "Prenez d'abord votre température : avec de la fièvre, pas de course.",
  signs: {
    pain_walking: 'douleur à la marche',
    pain_at_rest: 'douleur au repos ou la nuit',
    swelling: 'gonflement',
    numbness: 'engourdissement ou fourmillements',
    stride_change: 'modifie votre foulée',
    sprain: 'entorse ou craquement',
    bone_spot: "douleur en un point précis de l'os",
    worsening: "qui s'aggrave",
  },
  parts: {
    outside_knee: "douleur à l'extérieur du genou",
    front_knee: "douleur à l'avant du genou",
    knee: 'douleur au genou',
    shin: 'douleur au tibia',
    achilles: "douleur au tendon d'Achille",
    heel: 'douleur au talon',
    ankle: 'douleur à la cheville',
    foot: 'douleur au pied',
    calf: 'douleur au mollet',
    hip: 'douleur à la hanche',
    hamstring: 'douleur aux ischio-jambiers',
    back: 'mal de dos',
    other: 'douleur',
  },
  branches: {
    above_neck: {
      rule: 'symptômes au-dessus du cou, sans fièvre (la règle du cou) : un footing facile, selon vos sensations, est possible.',
      today:
        'courez facile et plus court, ou prenez un jour de repos si vous préférez. Essayez 10 minutes : si ça va mieux, continuez tranquillement ; si ça va moins bien, arrêtez. Pas de séance dure avant la fin du rhume, et rien à rattraper ensuite.',
      professional:
        "consultez un médecin si de la fièvre, des symptômes dans la poitrine ou des courbatures apparaissent, si cela s'aggrave ou dure plus de 10 jours.",
    },
    systemic: {
      rule: 'de la fièvre ou des symptômes sous le cou (la règle du cou) imposent le repos : pas de course avant 24 à 48 heures sans fièvre ni ces symptômes.',
      today:
        'repos. Ni course ni autre effort intense ; dormez, buvez, mangez. Faire du sport avec de la fièvre sollicite le cœur et peut aggraver et prolonger la maladie.',
      professional:
        "consultez un médecin si la fièvre dépasse 38,5 °C ou dure plus de 3 jours, en cas d'essoufflement ou de douleur thoracique, ou si rien ne s'améliore après une semaine.",
      steps: [
        "Ensuite, reprenez progressivement : d'abord quelques sorties courtes et faciles, et autant de jours faciles que de jours de maladie avant la première séance dure.",
      ],
    },
    return_after_illness: {
      rule: 'reprenez par étapes, après au moins 24 heures sans symptômes (48 heures après une fièvre).',
      today:
        'une sortie courte et très facile (15 à 30 minutes, pauses marchées permises), seulement si vous êtes sans fièvre depuis 48 heures et vous sentez bien au repos ; sinon, un jour de repos de plus.',
      professional:
        'arrêtez et consultez un médecin si les symptômes reviennent, ou si vous ressentez une douleur thoracique, des palpitations, un essoufflement inhabituel ou des vertiges à la reprise, surtout après une grippe ou le COVID.',
      steps: [
        'Étape 1, 1 à 2 jours : 15 à 30 minutes très faciles, à une allure où vous pouvez parler en phrases complètes.',
        "Étape 2, quelques jours : des sorties faciles jusqu'à votre durée habituelle.",
        "Étape 3 : les séances dures seulement après autant de jours faciles que de jours de maladie, et seulement si les sorties faciles se sont bien passées. Au moindre doute, revenez à l'étape précédente.",
      ],
    },
    cold_unclear: {
      rule: 'la règle du cou décide. Symptômes **au-dessus du cou** seulement (nez qui coule ou bouché, éternuements, léger mal de gorge) et pas de fièvre : un footing facile selon vos sensations est possible. **Fièvre** ou symptômes **sous le cou** (poitrine, courbatures, estomac) : pas de course avant 24 à 48 heures sans symptômes.',
      today:
        "prenez votre température, regardez où sont vos symptômes, et dites-le-moi (« nez bouché, pas de fièvre » ou « fièvre et courbatures ») ; s'il vous faut des jours de repos, dites-moi combien et j'adapterai votre plan.",
      professional:
        "consultez un médecin en cas de fièvre au-dessus de 38,5 °C, de symptômes qui s'aggravent ou durent plus de 10 jours, ou de douleur thoracique ou d'essoufflement.",
    },
    injury_refer: {
      rule: "une douleur comme celle-ci impose d'arrêter, pas de courir malgré elle : pas de course avant l'avis d'un kinésithérapeute ou d'un médecin.",
      today:
        "pas de course. Ménagez-la et ne marchez que tant que ça n'empire pas ; vélo ou natation seulement s'ils sont totalement indolores.",
      professional:
        "consultez un kinésithérapeute ou un médecin dans les prochains jours, et en urgence si vous ne pouvez pas poser le pied, si c'est très gonflé ou déformé, ou si l'engourdissement s'étend.",
    },
    injury_niggle: {
      rule: 'une petite gêne qui ne modifie pas votre foulée et ne fait pas mal à la marche : continuez à bouger, mais réduisez.',
      today:
        'remplacez la sortie par un entraînement croisé indolore (vélo, natation, aquajogging), ou courez court et facile sur du plat, et arrêtez si la douleur augmente ou modifie votre foulée.',
      professional:
        'consultez un kinésithérapeute si ça ne va pas nettement mieux en 1 à 2 semaines, et tout de suite si ça fait mal à la marche ou au repos, si ça gonfle ou si votre foulée change.',
      steps: [
        "Reprise de la course : commencez par alterner course et marche (1 minute de course, 1 minute de marche, 10 fois) un jour sur deux ; n'augmentez que si la douleur reste légère pendant la sortie et n'est pas pire le lendemain matin ; retrouvez votre volume habituel en 1 à 3 semaines, avant toute séance dure.",
      ],
    },
  },
  colon: ' :',
  todayLabel: "**Aujourd'hui :**",
  professionalLabel: '**Quand consulter :**',
  planStays: 'Votre plan reste tel quel : pas de jours de repos pour un simple rhume.',
  daysAsked:
    "Vous m'avez indiqué {days} jours : j'ai proposé du repos pour ces jours ; si vos symptômes sont seulement au-dessus du cou et sans fièvre, vous pouvez plutôt courir facile.",
  stomach:
    'En cas de diarrhée ou de vomissements, buvez souvent par petites quantités pour remplacer liquides et sels, et ne reprenez que lorsque vous mangez normalement.',
  restDays:
    "J'ai proposé {days} jours de repos, puis une course plus facile. Si vous êtes encore malade ensuite, dites-le-moi et je prolongerai.",
  returnDays:
    "J'ai proposé une reprise facile après {days} jours de maladie : des sorties faciles et plus courtes pendant autant de jours, sans séance dure.",
  returnPlanNew:
    "Votre plan a commencé aujourd'hui, après votre maladie, il reste donc tel quel : faites ses premières sorties faciles et courtes.",
  noDiagnosis: 'Je ne peux pas poser de diagnostic ; un kinésithérapeute ou un médecin le peut.',
  cheer: 'Prenez soin de vous ; le plan vous attendra.',
  overtraining: {
    headline:
      "Vos chiffres seuls ne disent pas si vous êtes en surentraînement ; vos sensations et vos performances sur plusieurs semaines, si. Voici ce que montrent vos données, et ce qu'il faut vérifier :",
    askYourself: 'Demandez-vous, sur les deux dernières semaines ou plus : {symptoms} ?',
    symptoms: [
      'des performances en baisse depuis des semaines, même après des jours faciles',
      'une fatigue que le repos ne fait pas passer',
      'des jambes lourdes à chaque sortie',
      'un sommeil, une humeur ou une motivation en baisse',
      "une fréquence cardiaque au repos qui reste plus haute que d'habitude",
      'des maladies plus fréquentes',
    ],
    points: [
      "Le surentraînement n'est pas un chiffre élevé sur un graphique : c'est une **baisse de performance qui dure malgré le repos, avec des symptômes** comme ceux ci-dessus. Sur quelques jours, c'est de la fatigue normale ; sur des semaines, on parle de surmenage non fonctionnel, sur des mois de syndrome de surentraînement.",
      'Le rapport de charge aiguë/chronique montre si votre charge a bondi récemment, ce qui augmente le risque de blessure ; il ne dit pas si votre corps suit. Vos sensations et vos performances, si.',
    ],
    professional:
      "Si plusieurs de ces signes durent depuis deux semaines ou plus, prenez quelques jours de repos ou de course très facile et consultez un médecin : d'autres causes (infection, manque de fer, apports insuffisants) doivent être écartées, et seul un médecin peut le faire.",
    load: 'Votre charge : rapport aigu/chronique **{ratio}** ({band}{range}).',
    bands: { low: 'bas', safe: 'zone sûre', elevated: 'élevé', high: 'très élevé' },
    fitness:
      'Forme de fond {fitness} ({direction} {change} en quatre semaines), fatigue {fatigue}, fraîcheur {form}.',
    up: 'en hausse de',
    down: 'en baisse de',
    cheer: "Le repos fait partie de l'entraînement, ce n'en est pas une pause.",
  },
}

const ES: HealthTexts = {
  illness: {
    stuffy_nose: 'nariz tapada',
    runny_nose: 'mocos',
    sore_throat: 'dolor de garganta',
    sneezing: 'estornudos',
    cold: 'un resfriado',
    fever: 'fiebre',
    no_fever: 'sin fiebre',
    chest_congestion: 'pecho cargado',
    cough: 'tos',
    body_aches: 'dolores musculares',
    stomach: 'gastroenteritis',
    flu: 'gripe',
    covid: 'COVID',
    unwell: 'enfermo',
    recovered: 'de vuelta tras una enfermedad',
  },
  feverNotMentioned: 'sin mencionar fiebre',
  checkFever: 'Tómate antes la temperatura: con fiebre, no se corre.',
  signs: {
    pain_walking: 'duele al caminar',
    pain_at_rest: 'duele en reposo o de noche',
    swelling: 'hinchazón',
    numbness: 'entumecimiento u hormigueo',
    stride_change: 'cambia tu zancada',
    sprain: 'un esguince o un chasquido',
    bone_spot: 'dolor en un punto del hueso',
    worsening: 'va a peor',
  },
  parts: {
    outside_knee: 'dolor en la parte externa de la rodilla',
    front_knee: 'dolor en la parte delantera de la rodilla',
    knee: 'dolor de rodilla',
    shin: 'dolor en la espinilla',
    achilles: 'dolor en el tendón de Aquiles',
    heel: 'dolor en el talón',
    ankle: 'dolor de tobillo',
    foot: 'dolor en el pie',
    calf: 'dolor en el gemelo',
    hip: 'dolor de cadera',
    hamstring: 'dolor en los isquiotibiales',
    back: 'dolor de espalda',
    other: 'dolor',
  },
  branches: {
    above_neck: {
      rule: 'síntomas por encima del cuello y sin fiebre (la regla del cuello): correr suave, según cómo te sientas, está bien.',
      today:
        'corre suave y más corto, o tómate el día libre si lo prefieres. Prueba 10 minutos: si te sientes mejor, sigue suave; si peor, para. Nada de sesiones duras hasta que se pase el resfriado, y no las recuperes después.',
      professional:
        've al médico si aparecen fiebre, síntomas en el pecho o dolores musculares, si empeora o si dura más de 10 días.',
    },
    systemic: {
      rule: 'fiebre o síntomas por debajo del cuello (la regla del cuello) significan descanso: no corras hasta llevar 24–48 horas sin fiebre ni esos síntomas.',
      today:
        'descanso. Ni correr ni otro ejercicio intenso; duerme, bebe y come. Hacer ejercicio con fiebre exige al corazón y puede empeorar y alargar la enfermedad.',
      professional:
        've al médico si la fiebre pasa de 38,5 °C o dura más de 3 días, si te falta el aire o tienes dolor en el pecho, o si no mejoras en una semana.',
      steps: [
        'Después vuelve poco a poco: primero unas salidas cortas y suaves, y tantos días suaves como días estuviste enfermo antes de la primera sesión dura.',
      ],
    },
    return_after_illness: {
      rule: 'vuelve paso a paso, tras al menos 24 horas sin síntomas (48 horas después de tener fiebre).',
      today:
        'una salida corta y muy suave (15–30 minutos, con pausas caminando si quieres), solo si llevas 48 horas sin fiebre y te encuentras bien en reposo; si no, descansa un día más.',
      professional:
        'para y ve al médico si vuelven los síntomas, o si notas dolor en el pecho, palpitaciones, falta de aire inusual o mareos al volver, sobre todo después de una gripe o COVID.',
      steps: [
        'Paso 1, 1–2 días: 15–30 minutos muy suaves, a un ritmo en el que puedas hablar con frases completas.',
        'Paso 2, unos días: salidas suaves hasta tu duración habitual.',
        'Paso 3: sesiones duras solo después de tantos días suaves como días estuviste enfermo, y solo si las salidas suaves fueron normales. Si algo no va bien, vuelve al paso anterior.',
      ],
    },
    cold_unclear: {
      rule: 'decide la regla del cuello. Síntomas solo **por encima del cuello** (mocos, nariz tapada, estornudos, dolor de garganta leve) y sin fiebre: correr suave según cómo te sientas está bien. **Fiebre** o síntomas **por debajo del cuello** (pecho, dolores musculares, estómago): no corras hasta llevar 24–48 horas sin ellos.',
      today:
        'tómate la temperatura, mira dónde están tus síntomas y dímelo («nariz tapada, sin fiebre» o «fiebre y dolores musculares»); si necesitas días libres, dime cuántos y ajusto tu plan.',
      professional:
        've al médico con fiebre por encima de 38,5 °C, síntomas que empeoran o duran más de 10 días, o cualquier dolor en el pecho o falta de aire.',
    },
    injury_refer: {
      rule: 'un dolor así es motivo para parar, no para seguir corriendo: no corras hasta que lo vea un fisioterapeuta o un médico.',
      today:
        'no corras. Protégelo y camina solo lo que no lo empeore; bici o natación solo si no duelen nada.',
      professional:
        've a un fisioterapeuta o a un médico en los próximos días, y con urgencia si no puedes apoyar, está muy hinchado o deformado, o el entumecimiento se extiende.',
    },
    injury_niggle: {
      rule: 'una molestia leve que no cambia tu zancada ni duele al caminar: sigue moviéndote, pero reduce.',
      today:
        'cambia la salida por un entrenamiento cruzado sin dolor (bici, natación, aquarunning), o corre poco y suave en llano y para si el dolor sube o cambia tu zancada.',
      professional:
        've a un fisioterapeuta si no mejora claramente en 1–2 semanas, y enseguida si empieza a doler al caminar o en reposo, se hincha o cambia tu zancada.',
      steps: [
        'Vuelta a correr: empieza alternando correr y caminar (1 minuto corriendo, 1 minuto caminando, 10 veces) en días alternos; aumenta solo si el dolor sigue siendo leve al correr y no empeora a la mañana siguiente; recupera tu volumen habitual en 1–3 semanas, antes de cualquier sesión dura.',
      ],
    },
  },
  colon: ':',
  todayLabel: '**Hoy:**',
  professionalLabel: '**Cuándo ir a un profesional:**',
  planStays: 'Tu plan sigue igual: no hacen falta días libres por un simple resfriado.',
  daysAsked:
    'Me has dicho {days} días: he propuesto descanso para ellos; si tus síntomas están solo por encima del cuello y no tienes fiebre, puedes correr suave en su lugar.',
  stomach:
    'Con diarrea o vómitos, bebe poco y a menudo para reponer líquidos y sales, y vuelve solo cuando comas con normalidad.',
  restDays:
    'He propuesto {days} días de descanso y luego carrera más suave. Si sigues enfermo después, dímelo y lo alargo.',
  returnDays:
    'He propuesto una vuelta suave tras {days} días de enfermedad: salidas suaves y más cortas durante los mismos días, sin sesiones duras.',
  returnPlanNew:
    'Tu plan empezó hoy, después de tu enfermedad, así que sigue igual: haz sus primeras salidas suaves y cortas.',
  noDiagnosis: 'No puedo diagnosticar el dolor; un fisioterapeuta o un médico sí.',
  cheer: 'Cuídate; el plan te esperará.',
  overtraining: {
    headline:
      'Tus números por sí solos no dicen si estás sobreentrenado; cómo te sientes y rindes durante semanas, sí. Esto es lo que muestran tus datos, y lo que conviene revisar:',
    askYourself: 'Pregúntate, en las últimas dos semanas o más: ¿{symptoms}?',
    symptoms: [
      'baja el rendimiento desde hace semanas, incluso tras días suaves',
      'cansancio que no se va con descanso',
      'piernas pesadas en cada salida',
      'peor sueño, humor o motivación',
      'un pulso en reposo más alto de lo habitual',
      'enfermar más a menudo',
    ],
    points: [
      'El sobreentrenamiento no es un número alto en un gráfico: es una **caída del rendimiento que dura pese al descanso, con síntomas** como los de arriba. Durante días es fatiga normal; durante semanas se llama sobrecarga no funcional, durante meses síndrome de sobreentrenamiento.',
      'La relación de carga aguda:crónica muestra si tu carga ha subido de golpe, lo que aumenta el riesgo de lesión; no dice si tu cuerpo lo asimila. Cómo te sientes y rindes, sí.',
    ],
    professional:
      'Si varios de estos signos duran dos semanas o más, tómate unos días de descanso o de carrera muy suave y ve al médico: hay que descartar otras causas (infección, falta de hierro, comer poco), y solo un médico puede hacerlo.',
    load: 'Tu carga: relación aguda:crónica **{ratio}** ({band}{range}).',
    bands: { low: 'baja', safe: 'zona segura', elevated: 'elevada', high: 'alta' },
    fitness:
      'Forma {fitness} ({direction} {change} en cuatro semanas), fatiga {fatigue}, frescura {form}.',
    up: 'sube',
    down: 'baja',
    cheer: 'El descanso es parte del entrenamiento, no una pausa de él.',
  },
}

export const HEALTH_TEXTS: Record<Language, HealthTexts> = { en: EN, de: DE, fr: FR, es: ES }

/** The text with {name} placeholders filled in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole
  )
}
