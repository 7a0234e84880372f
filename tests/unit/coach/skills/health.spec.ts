import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { addDays } from '#domain/calendar'
import testUtils from '@adonisjs/core/services/test_utils'
import PlanRevision from '#models/plan_revision'
import TrainingPlan from '#models/training_plan'
import { ToolSession } from '#coach/tools/index'
import { detectLanguage, type Language } from '#coach/offline/language'
import { understand } from '#coach/understanding/index'
import { answerHealth, proposeIllnessRest, proposeInjuryRest } from '#coach/offline/skills/health'
import type { HealthBranch } from '#coach/offline/skills/health/triage'
import type { Turn } from '#coach/offline/turn'
import { coachFor } from '#tests/unit/coach/skills/coach_for'

type Athlete = Awaited<ReturnType<typeof coachFor>>

/** The athlete ten days into their plan, so that a return after illness can look back. */
async function athleteInPlan() {
  const athlete = await coachFor({ plan: true, todayIso: addDays(TODAY, -10) })
  return { ...athlete, context: { ...athlete.context, todayIso: TODAY } }
}

const TODAY = DateTime.utc().toISODate()!

/** A turn as the engine builds it, in the language the message is detected in. */
async function turnFor({ context }: Athlete, question: string): Promise<Turn> {
  const understanding = await understand(question, {
    todayIso: context.todayIso,
    timeZone: context.profile.timeZone,
    units: context.profile.units,
  })
  return {
    session: new ToolSession(context),
    question,
    language: detectLanguage(question),
    tone: 'direct',
    today: context.todayIso,
    understanding,
    thread: {},
  }
}

/** Words each language's answer carries: its "today" label and who to see. */
const WORDS: Record<Language, { today: string; doctor: string; physio: string }> = {
  en: { today: '**Today:**', doctor: 'doctor', physio: 'physiotherapist or doctor' },
  de: { today: '**Heute:**', doctor: 'Arzt', physio: 'Physiotherapeut' },
  fr: { today: "**Aujourd'hui :**", doctor: 'médecin', physio: 'kinésithérapeute' },
  es: { today: '**Hoy:**', doctor: 'médico', physio: 'fisioterapeuta' },
}

/** "No running for N days" in each language: never said for a head cold. */
const NO_RUNNING = /no running for|kein laufen|pas de course|no corras/i

/** [branch, whether a plan change is proposed, phrasings with their language]. */
const CASES: [HealthBranch, boolean, [string, Language][]][] = [
  [
    'above_neck',
    false,
    [
      ['I have a stuffy nose, no fever. Can I run today?', 'en'],
      ['Runny nose and a sore throat, can I run?', 'en'],
      ['Ich habe Schnupfen, aber kein Fieber. Darf ich laufen?', 'de'],
      ["J'ai le nez bouché mais pas de fièvre, je peux courir ?", 'fr'],
      ['Tengo mocos y dolor de garganta, sin fiebre. ¿Puedo correr?', 'es'],
    ],
  ],
  [
    'cold_unclear',
    false,
    [
      ['Can I run with a cold?', 'en'],
      ['Kann ich mit einer Erkältung laufen?', 'de'],
      ['Est-ce que je peux courir avec un rhume ?', 'fr'],
      ['¿Puedo correr con un resfriado?', 'es'],
    ],
  ],
  [
    'systemic',
    true,
    [
      ['I have a fever, should I run today?', 'en'],
      ['I have a chest cold and a cough', 'en'],
      ['I have a stomach bug with diarrhoea', 'en'],
      ['Ich habe Fieber und Gliederschmerzen, soll ich laufen?', 'de'],
      ["J'ai de la fièvre et une toux, je dois courir ?", 'fr'],
      ['Tengo fiebre y dolores musculares, ¿debo correr hoy?', 'es'],
    ],
  ],
  [
    'return_after_illness',
    true,
    [
      ['I am back after the flu, how do I start running again?', 'en'],
      ['Wie steige ich nach der Grippe wieder ins Laufen ein?', 'de'],
      ['Comment reprendre la course après la grippe ?', 'fr'],
      ['¿Cómo vuelvo a correr después de la gripe?', 'es'],
    ],
  ],
  [
    'injury_refer',
    true,
    [
      ['My foot hurts even when walking', 'en'],
      ['My ankle is swollen after my run', 'en'],
      ['Mein Fuß tut beim Gehen weh', 'de'],
      ["J'ai la cheville gonflée et j'ai mal en marchant", 'fr'],
      ['Me duele el pie al caminar y está hinchado', 'es'],
    ],
  ],
  [
    'injury_niggle',
    true,
    [
      ['I have a slight knee niggle, what should I do?', 'en'],
      ['My shins hurt when I run', 'en'],
      ['Ich habe leichte Schmerzen im Knie beim Laufen', 'de'],
      ["J'ai un peu mal au genou quand je cours", 'fr'],
      ['Tengo una molestia leve en la espinilla, ¿qué hago?', 'es'],
    ],
  ],
]

test.group('Offline coach skill: health triage answers in four languages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

  for (const [branch, proposes, phrasings] of CASES) {
    for (const [question, language] of phrasings) {
      test(`${branch} (${language}): "${question}"`, async ({ assert }) => {
        const athlete = await athleteInPlan()
        const turn = await turnFor(athlete, question)
        assert.equal(turn.language, language)
        const answer = await answerHealth(turn)
        const words = WORDS[language]
        assert.include(answer, words.today)
        const professional = branch.startsWith('injury') ? words.physio : words.doctor
        assert.include(answer, professional)
        // What was understood comes first, in bold, before the rule.
        assert.match(answer, /^\*\*[^*]+ ?:\*\* /)
        if (branch === 'above_neck') assert.notMatch(answer, NO_RUNNING)
        if (branch === 'systemic') assert.match(answer, /24(–| à )48/)
        const proposed = turn.session.revisionId !== null
        assert.equal(proposed, proposes)
        if (proposed) {
          const revision = await PlanRevision.findOrFail(turn.session.revisionId!)
          assert.equal(revision.status, 'proposed')
          assert.equal(revision.trigger, branch.startsWith('injury') ? 'injury' : 'illness')
        }
      })
    }
  }

  test('a stuffy nose without fever says so first, and proposes nothing', async ({ assert }) => {
    const athlete = await coachFor({ plan: true })
    const turn = await turnFor(athlete, 'Stuffy nose, no fever, can I run?')
    const answer = await answerHealth(turn)
    assert.match(answer, /^\*\*Stuffy nose, no fever:\*\* symptoms above the neck/)
    assert.include(answer, 'Your plan stays as it is')
    assert.notInclude(answer, 'Check your temperature first')
    assert.isNull(turn.session.revisionId)
    const unsaid = await turnFor(athlete, 'Runny nose today, run or not?')
    const checked = await answerHealth(unsaid)
    assert.match(checked, /^\*\*Runny nose, no fever mentioned:\*\*/)
    assert.include(checked, "Check your temperature first: with a fever, don't run.")
  })

  test('plan-change entry points: illness days asked are proposed, a head cold is not', async ({
    assert,
  }) => {
    const athlete = await coachFor({ plan: true })
    const sick = await turnFor(athlete, "I'm sick, I need 4 days off")
    assert.include(await proposeIllnessRest(sick), 'You told me 4 days')
    assert.isNotNull(sick.session.revisionId)
    const cold = await turnFor(athlete, 'Runny nose, should I change my plan?')
    await proposeIllnessRest(cold)
    assert.isNull(cold.session.revisionId)
    const hurt = await turnFor(athlete, 'My knee hurts, change my plan')
    assert.include(await proposeInjuryRest(hurt), 'physiotherapist')
    assert.isNotNull(hurt.session.revisionId)
  })

  test('overtraining in four languages: the data and what to check, no diagnosis', async ({
    assert,
  }) => {
    const athlete = await coachFor({ weeks: 6 })
    const cases: [string, Language, string][] = [
      ['Am I overtraining?', 'en', 'Ask yourself, over the last two weeks or more'],
      [
        'Bin ich im Übertraining? Ich bin immer müde',
        'de',
        'Frag dich, über die letzten zwei Wochen',
      ],
      [
        'Est-ce que je suis en surentraînement ?',
        'fr',
        'Demandez-vous, sur les deux dernières semaines',
      ],
      [
        '¿Tengo sobreentrenamiento? Estoy siempre cansado',
        'es',
        'Pregúntate, en las últimas dos semanas',
      ],
    ]
    for (const [question, language, ask] of cases) {
      const turn = await turnFor(athlete, question)
      assert.equal(turn.language, language)
      const answer = await answerHealth(turn)
      assert.include(answer, ask)
      assert.include(answer, WORDS[language].doctor)
      assert.isNull(turn.session.revisionId)
    }
  })

  test('back after an illness in a plan that started today: nothing to lighten', async ({
    assert,
  }) => {
    const athlete = await coachFor({ plan: true })
    const turn = await turnFor(athlete, 'back after flu, 5 days ill')
    const answer = await answerHealth(turn)
    assert.include(answer, 'Step 1')
    assert.include(answer, 'Your plan started today')
    assert.isNull(turn.session.revisionId)
  })
})

test.group('Offline coach skill: health through the engine', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(15_000)

  test('sick: proposes an illness revision from the coach, nothing applied', async ({ assert }) => {
    const { ask, user } = await coachFor({ plan: true })
    const before = await TrainingPlan.query().where('user_id', user.id).firstOrFail()
    const answer = await ask("I'm sick with a cold for 3 days")
    assert.equal(answer.intent, 'illness')
    assert.isNotNull(answer.revisionId)
    const revision = await PlanRevision.findOrFail(answer.revisionId!)
    assert.equal(revision.status, 'proposed')
    assert.equal(revision.source, 'coach')
    assert.equal(revision.trigger, 'illness')
    const after = await TrainingPlan.findOrFail(before.id)
    assert.equal(after.version, before.version)
    assert.deepEqual(after.document, before.document)
    assert.include(answer.content, 'nothing changes until you do')
    assert.isNotNull(answer.safetyNotice)
  })

  test('a cold with nothing more said: the neck check both ways, no plan change yet', async ({
    assert,
  }) => {
    const { ask } = await coachFor({ plan: true })
    const answer = await ask('I have a cold')
    assert.equal(answer.intent, 'illness')
    assert.isNull(answer.revisionId)
    assert.include(answer.content, 'A cold, no fever mentioned:')
    assert.include(answer.content, 'below the neck')
    assert.isNotNull(answer.safetyNotice)
  })

  test('German, French and Spanish health questions are answered in their language', async ({
    assert,
  }) => {
    const { ask } = await coachFor({ plan: true })
    const de = await ask('Ich habe Fieber, soll ich heute laufen?')
    assert.equal(de.language, 'de')
    assert.include(de.content, '**Heute:**')
    const fr = await ask("J'ai mal au genou quand je marche, est-ce que je dois arrêter ?")
    assert.equal(fr.language, 'fr')
    assert.include(fr.content, 'kinésithérapeute')
    const es = await ask('Tengo fiebre, ¿puedo correr?')
    assert.equal(es.language, 'es')
    assert.include(es.content, '**Hoy:**')
  })
})
