/*
 * The offline coach's words in French, Spanish and German for the intents it answers in those
 * languages (today, progress, predictions, paces, history, illness, injury, what it can do);
 * for other questions it says in the athlete's language that the detailed answer follows in
 * English. Figures (times, paces, distances) are the same in every language.
 */
import type { Language } from '#coach/offline/language'

type Vars = Record<string, string | number>

const MESSAGES = {
  fallbackIntro: {
    en: "I'm the offline coach: I answer from your own data without an AI model. I can't answer that one, but here is what I can do:",
    fr: "Je suis le coach hors ligne : je réponds à partir de vos propres données, sans modèle d'IA. Je ne sais pas répondre à cette question, mais voici ce que je peux faire :",
    es: 'Soy el entrenador sin conexión: respondo con tus propios datos, sin un modelo de IA. No puedo responder a eso, pero esto es lo que sé hacer:',
    de: 'Ich bin der Offline-Coach: Ich antworte aus deinen eigenen Daten, ohne KI-Modell. Diese Frage kann ich nicht beantworten, aber das kann ich:',
  },
  capabilities: {
    en: [
      "today's workout and why",
      'how your training is going (fitness, form, weekly running)',
      'what you ran on a day, a week or a month, and month comparisons',
      'race predictions and readiness',
      'training paces and heart-rate zones',
      'plan changes: illness, injury, travel, little time, harder or easier, a missed workout, moving the long run',
      'fuelling, sleep, hydration and running terms',
    ],
    fr: [
      'la séance du jour et pourquoi',
      "l'évolution de votre entraînement (forme, fatigue, kilomètres courus)",
      'ce que vous avez couru un jour, une semaine ou un mois',
      'les prédictions de course',
      "vos allures d'entraînement et zones cardiaques",
      'adapter le plan : maladie, blessure, voyage, manque de temps',
    ],
    es: [
      'el entrenamiento de hoy y por qué',
      'cómo va tu entrenamiento (forma, fatiga, kilómetros corridos)',
      'lo que corriste un día, una semana o un mes',
      'predicciones de carrera',
      'tus ritmos de entrenamiento y zonas de frecuencia cardiaca',
      'ajustar el plan: enfermedad, lesión, viaje, falta de tiempo',
    ],
    de: [
      'das heutige Training und warum',
      'wie dein Training läuft (Form, Ermüdung, Laufkilometer)',
      'was du an einem Tag, in einer Woche oder einem Monat gelaufen bist',
      'Wettkampfprognosen',
      'deine Trainingstempos und Herzfrequenzzonen',
      'den Plan anpassen: Krankheit, Verletzung, Reise, wenig Zeit',
    ],
  },
  englishFollows: {
    en: '',
    fr: "Je ne peux répondre à cette question qu'en anglais pour l'instant ; voici ma réponse :",
    es: 'Por ahora solo puedo responder a esto en inglés; esta es mi respuesta:',
    de: 'Diese Frage kann ich bisher nur auf Englisch beantworten; hier ist meine Antwort:',
  },
  injection: {
    en: "I can't share my instructions or settings, and I only work with your own data: I can't see or change anyone else's, and every plan change waits for your preview.",
    fr: "Je ne peux pas partager mes instructions ni mes réglages, et je ne travaille qu'avec vos propres données : je ne vois ni ne modifie celles de personne d'autre, et toute modification du plan attend votre validation.",
    es: 'No puedo compartir mis instrucciones ni mi configuración, y solo trabajo con tus propios datos: no veo ni cambio los de nadie más, y cada cambio del plan espera tu revisión.',
    de: 'Meine Anweisungen und Einstellungen kann ich nicht teilen, und ich arbeite nur mit deinen eigenen Daten: Die anderer sehe und ändere ich nicht, und jede Planänderung wartet auf deine Vorschau.',
  },
  whatICanDo: {
    en: 'Here is what I can do:',
    fr: 'Voici ce que je peux faire :',
    es: 'Esto es lo que puedo hacer:',
    de: 'Das kann ich:',
  },
  restDay: {
    en: 'Today is a **rest day**. Rest is where the training turns into fitness.',
    fr: "Aujourd'hui, c'est **repos**. C'est au repos que l'entraînement devient de la forme.",
    es: 'Hoy es **día de descanso**. En el descanso el entrenamiento se convierte en forma.',
    de: 'Heute ist **Ruhetag**. In der Ruhe wird aus Training Form.',
  },
  todayWorkout: {
    en: 'Today: **{title}**{size}.',
    fr: "Aujourd'hui : **{title}**{size}.",
    es: 'Hoy: **{title}**{size}.',
    de: 'Heute: **{title}**{size}.',
  },
  noPlan: {
    en: "You don't have a training plan yet, so nothing is scheduled today. Create one on the Training plan page and I can tell you what to run each day and why.",
    fr: "Vous n'avez pas encore de plan d'entraînement, donc rien n'est prévu aujourd'hui. Créez-en un sur la page Plan d'entraînement.",
    es: 'Aún no tienes un plan de entrenamiento, así que hoy no hay nada previsto. Crea uno en la página del plan.',
    de: 'Du hast noch keinen Trainingsplan, heute ist also nichts geplant. Lege einen auf der Seite Trainingsplan an.',
  },
  progress: {
    en: 'Your fitness is **{fitness}** ({trend} over four weeks); fatigue {fatigue}, form {form}.',
    fr: 'Votre forme de fond (fitness) est de **{fitness}** ({trend} sur quatre semaines) ; fatigue {fatigue}, fraîcheur (form) {form}.',
    es: 'Tu forma (fitness) es **{fitness}** ({trend} en cuatro semanas); fatiga {fatigue}, frescura (form) {form}.',
    de: 'Deine Fitness liegt bei **{fitness}** ({trend} über vier Wochen); Ermüdung {fatigue}, Form {form}.',
  },
  week: {
    en: '{from} to {to}: {running} running{others}, {time} in all, {days} active days',
    fr: 'Du {from} au {to} : {running} de course à pied{others}, {time} au total, {days} jours actifs',
    es: 'Del {from} al {to}: {running} corriendo{others}, {time} en total, {days} días activos',
    de: '{from} bis {to}: {running} gelaufen{others}, {time} insgesamt, {days} aktive Tage',
  },
  allSports: {
    en: ' (all sports {distance})',
    fr: ' (tous sports {distance})',
    es: ' (todos los deportes {distance})',
    de: ' (alle Sportarten {distance})',
  },
  predictionHead: {
    en: 'From your VDOT of **{vdot}** ({source}):',
    fr: 'Avec votre VDOT de **{vdot}** ({source}) :',
    es: 'Con tu VDOT de **{vdot}** ({source}):',
    de: 'Aus deinem VDOT von **{vdot}** ({source}):',
  },
  pacesHead: {
    en: 'Your training paces (VDOT {vdot}):',
    fr: "Vos allures d'entraînement (VDOT {vdot}) :",
    es: 'Tus ritmos de entrenamiento (VDOT {vdot}):',
    de: 'Deine Trainingstempos (VDOT {vdot}):',
  },
  paceNames: {
    en: ['Easy', 'Marathon', 'Threshold', 'Interval', 'Repetition'],
    fr: ['Endurance', 'Marathon', 'Seuil', 'Intervalles (VMA)', 'Répétitions'],
    es: ['Suave', 'Maratón', 'Umbral', 'Intervalos', 'Repeticiones'],
    de: ['Locker', 'Marathon', 'Schwelle', 'Intervall', 'Wiederholung'],
  },
  easyPace: {
    en: 'Easy runs: **{pace}**.',
    fr: 'Footings en endurance : **{pace}**.',
    es: 'Rodajes suaves: **{pace}**.',
    de: 'Lockere Läufe: **{pace}**.',
  },
  planFor: {
    en: 'Planned for {what}:',
    fr: 'Prévu pour {what} :',
    es: 'Previsto para {what}:',
    de: 'Geplant für {what}:',
  },
  planRest: {
    en: 'Nothing but rest is planned for {what}.',
    fr: 'Rien que du repos est prévu pour {what}.',
    es: 'Solo hay descanso previsto para {what}.',
    de: 'Für {what} ist nur Ruhe geplant.',
  },
  noPlanAhead: {
    en: "You don't have a training plan yet. Create one on the Training plan page and I can tell you what's coming.",
    fr: "Vous n'avez pas encore de plan d'entraînement. Créez-en un sur la page Plan d'entraînement et je vous dirai ce qui vous attend.",
    es: 'Aún no tienes un plan de entrenamiento. Crea uno en la página del plan y te diré lo que viene.',
    de: 'Du hast noch keinen Trainingsplan. Lege einen auf der Seite Trainingsplan an, dann sage ich dir, was ansteht.',
  },
  easyMeanwhile: {
    en: 'An easy run of 30–45 minutes is never a bad choice in the meantime.',
    fr: "En attendant, un footing facile de 30 à 45 minutes n'est jamais un mauvais choix.",
    es: 'Mientras tanto, un rodaje suave de 30–45 minutos nunca es mala idea.',
    de: 'Bis dahin ist ein lockerer Lauf von 30–45 Minuten nie verkehrt.',
  },
  tomorrowIs: {
    en: 'Tomorrow: {title}.',
    fr: 'Demain : {title}.',
    es: 'Mañana: {title}.',
    de: 'Morgen: {title}.',
  },
  enjoyIt: { en: 'Enjoy it!', fr: 'Profitez-en !', es: '¡Disfrútalo!', de: 'Genieß es!' },
  aboutTime: { en: 'about {time}', fr: 'environ {time}', es: 'unos {time}', de: 'etwa {time}' },
  workoutWhy: {
    en: 'Why: {text}',
    fr: 'Pourquoi : {text}',
    es: 'Por qué: {text}',
    de: 'Warum: {text}',
  },
  workoutSteps: {
    en: 'Steps: {text}',
    fr: 'Étapes : {text}',
    es: 'Pasos: {text}',
    de: 'Ablauf: {text}',
  },
  alreadyDone: {
    en: 'Already done today: nice work.',
    fr: "Déjà fait aujourd'hui : bravo.",
    es: 'Ya hecho hoy: buen trabajo.',
    de: 'Heute schon erledigt: stark.',
  },
  oneJob: {
    en: 'Each session has one job in the week; the easy days around it let you recover for the next one.',
    fr: 'Chaque séance a un rôle dans la semaine ; les jours faciles autour vous permettent de récupérer pour la suivante.',
    es: 'Cada sesión tiene una función en la semana; los días suaves de alrededor te dejan recuperar para la siguiente.',
    de: 'Jede Einheit hat eine Aufgabe in der Woche; die lockeren Tage drumherum lassen dich für die nächste erholen.',
  },
  warmUpWell: {
    en: 'Warm up well and enjoy the work.',
    fr: "Échauffez-vous bien et profitez de l'effort.",
    es: 'Calienta bien y disfruta del esfuerzo.',
    de: 'Wärm dich gut auf und genieß die Arbeit.',
  },
  keepRelaxed: {
    en: 'Keep it relaxed and enjoy it.',
    fr: 'Restez détendu et profitez-en.',
    es: 'Tómatelo con calma y disfrútalo.',
    de: 'Bleib locker und genieß es.',
  },
  nextDays: {
    en: 'the next {days} days',
    fr: 'les {days} prochains jours',
    es: 'los próximos {days} días',
    de: 'die nächsten {days} Tage',
  },
  dayRange: {
    en: '{from} to {to}',
    fr: 'du {from} au {to}',
    es: 'del {from} al {to}',
    de: '{from} bis {to}',
  },
  nextLongRun: {
    en: 'Your next long run: **{title}** on {day}{size}.',
    fr: 'Votre prochaine sortie longue : **{title}** le {day}{size}.',
    es: 'Tu próxima tirada larga: **{title}** el {day}{size}.',
    de: 'Dein nächster langer Lauf: **{title}** am {day}{size}.',
  },
  doneMark: { en: ', done', fr: ', fait', es: ', hecho', de: ', erledigt' },
  historyDay: {
    en: 'On {day} you did {what}.',
    fr: 'Le {day}, vous avez fait : {what}.',
    es: 'El {day} hiciste: {what}.',
    de: 'Am {day} hast du gemacht: {what}.',
  },
  historyNone: {
    en: 'I see no activity on {day}.',
    fr: 'Je ne vois aucune activité le {day}.',
    es: 'No veo ninguna actividad el {day}.',
    de: 'Am {day} sehe ich keine Aktivität.',
  },
  historyPeriod: {
    en: '{from} to {to}: **{running} running** in {runs} runs ({time}){others}.',
    fr: 'Du {from} au {to} : **{running} de course** en {runs} sorties ({time}){others}.',
    es: 'Del {from} al {to}: **{running} corriendo** en {runs} salidas ({time}){others}.',
    de: '{from} bis {to}: **{running} gelaufen** in {runs} Läufen ({time}){others}.',
  },
  illnessAbove: {
    en: 'Symptoms above the neck only: easy running is usually fine, so I have not taken days off your plan. Try 10 minutes easy; if you feel better carry on easy and short, if worse stop and rest. Skip hard sessions until it has gone.',
    fr: "Symptômes au-dessus du cou seulement : un footing facile est en général possible, je n'ai donc pas retiré de jours au plan. Essayez 10 minutes faciles ; si ça va mieux, continuez doucement, sinon arrêtez et reposez-vous. Pas de séance dure avant la guérison.",
    es: 'Síntomas solo por encima del cuello: correr suave suele estar bien, así que no he quitado días del plan. Prueba 10 minutos suaves; si te sientes mejor sigue suave y corto, si peor, para y descansa. Nada de sesiones duras hasta que se pase.',
    de: 'Beschwerden nur oberhalb des Halses: lockeres Laufen ist meist in Ordnung, daher habe ich keine Tage aus dem Plan genommen. Versuche 10 Minuten locker; geht es besser, locker und kurz weiter, sonst aufhören und ruhen. Keine harten Einheiten, bis es vorbei ist.',
  },
  illnessBelow: {
    en: "Sorry you're ill. With symptoms below the neck or a fever, rest: no running for {days} days, then an easy return.",
    fr: 'Désolé que vous soyez malade. Avec des symptômes sous le cou ou de la fièvre : repos, pas de course pendant {days} jours, puis une reprise facile.',
    es: 'Siento que estés enfermo. Con síntomas por debajo del cuello o fiebre: descanso, sin correr durante {days} días, y luego una vuelta suave.',
    de: 'Gute Besserung! Mit Beschwerden unterhalb des Halses oder Fieber: Ruhe, {days} Tage kein Laufen, dann ein lockerer Wiedereinstieg.',
  },
  neckCheck: {
    en: 'The neck check (Eichner): above the neck (runny nose, sore throat), easy running is fine; below the neck (chest, aches, stomach) or fever, rest.',
    fr: 'La règle du cou (Eichner) : au-dessus du cou (nez qui coule, gorge), un footing facile est possible ; sous le cou (poitrine, courbatures, estomac) ou fièvre : repos.',
    es: 'La regla del cuello (Eichner): por encima del cuello (mocos, garganta), correr suave está bien; por debajo (pecho, dolores, estómago) o fiebre: descanso.',
    de: 'Der Hals-Check (Eichner): oberhalb des Halses (Schnupfen, Halsweh) ist lockeres Laufen in Ordnung; unterhalb (Brust, Gliederschmerzen, Magen) oder Fieber: Ruhe.',
  },
  seeDoctorIll: {
    en: 'See a doctor if you have a high fever, if it gets worse or lasts more than 10 days, or with any chest pain or breathlessness.',
    fr: "Consultez un médecin en cas de forte fièvre, si cela s'aggrave ou dure plus de 10 jours, ou en cas de douleur thoracique ou d'essoufflement.",
    es: 'Consulta a un médico si tienes fiebre alta, si empeora o dura más de 10 días, o ante cualquier dolor en el pecho o falta de aire.',
    de: 'Geh zum Arzt bei hohem Fieber, wenn es schlimmer wird oder länger als 10 Tage dauert, oder bei Brustschmerzen oder Atemnot.',
  },
  injuryHead: {
    en: "Let's protect that: stop running when the pain starts, and rest for {days} days before an easy return.",
    fr: 'Protégeons ça : arrêtez de courir dès que la douleur apparaît, et reposez-vous {days} jours avant une reprise facile.',
    es: 'Vamos a protegerlo: deja de correr en cuanto aparezca el dolor y descansa {days} días antes de volver suave.',
    de: 'Schonen wir das: Hör auf zu laufen, sobald der Schmerz kommt, und ruhe {days} Tage vor einem lockeren Wiedereinstieg.',
  },
  seePhysio: {
    en: 'I cannot diagnose pain. See a physiotherapist or doctor if it is not clearly better within 1–2 weeks, if it swells, or if it hurts when walking, at rest or at night.',
    fr: 'Je ne peux pas poser de diagnostic. Consultez un kinésithérapeute ou un médecin si ça ne va pas nettement mieux en 1 à 2 semaines, en cas de gonflement, ou si ça fait mal à la marche, au repos ou la nuit.',
    es: 'No puedo diagnosticar el dolor. Consulta a un fisioterapeuta o a un médico si no mejora claramente en 1–2 semanas, si se hincha, o si duele al caminar, en reposo o de noche.',
    de: 'Ich kann keine Diagnose stellen. Geh zu Physiotherapeut oder Arzt, wenn es nicht in 1–2 Wochen deutlich besser ist, wenn es anschwillt oder beim Gehen, in Ruhe oder nachts schmerzt.',
  },
  weekdays: {
    en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
    es: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
    de: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
  },
  run: {
    en: ['a run', 'of', 'in'],
    fr: ['une course', 'de', 'en'],
    es: ['una carrera', 'de', 'en'],
    de: ['ein Lauf', 'über', 'in'],
  },
  proposed: {
    en: "I've proposed a change to your plan: {reason}",
    fr: "J'ai proposé une modification de votre plan : {reason}",
    es: 'He propuesto un cambio en tu plan: {reason}',
    de: 'Ich habe eine Planänderung vorgeschlagen: {reason}',
  },
  review: {
    en: '{count} workout(s) would change. Review the preview below and apply or discard it; nothing changes until you do, and you can undo it.',
    fr: "{count} séance(s) changerai(en)t. Vérifiez l'aperçu ci-dessous et appliquez-le ou rejetez-le ; rien ne change avant.",
    es: '{count} sesión(es) cambiaría(n). Revisa la vista previa de abajo y aplícala o descártala; nada cambia hasta entonces.',
    de: '{count} Einheit(en) würden sich ändern. Prüfe die Vorschau unten und übernimm oder verwirf sie; vorher ändert sich nichts.',
  },
} as const

type Key = Exclude<keyof typeof MESSAGES, 'capabilities' | 'paceNames' | 'weekdays' | 'run'>

/** The message in the language, with {name} placeholders filled in. */
export function t(language: Language, key: Key, vars: Vars = {}): string {
  const template = MESSAGES[key][language] as string
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''))
}

export function list(
  language: Language,
  key: 'capabilities' | 'paceNames' | 'weekdays' | 'run'
): readonly string[] {
  return MESSAGES[key][language]
}

/** "Tuesday 2026-03-17" in the language ("mardi 2026-03-17"). */
export function dayName(language: Language, dateIso: string) {
  const weekday = (new Date(`${dateIso}T00:00:00Z`).getUTCDay() + 6) % 7
  return `${list(language, 'weekdays')[weekday]} ${dateIso}`
}
