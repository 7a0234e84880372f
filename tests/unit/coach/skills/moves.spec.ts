import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import PlanRevision from '#models/plan_revision'
import TrainingPlan from '#models/training_plan'
import { OfflineCoach } from '#coach/offline/engine'
import { allWorkouts } from '#domain/plans/adapt_plan'
import { addDays, isoWeekday } from '#domain/calendar'
import type { PlannedWorkout } from '#domain/plans/types'
import { coachFor } from '#tests/unit/coach/skills/coach_for'

/** A fixed Monday: the plan (Tue, Wed, Thu, Sat, Sun) starts on it. */
const MONDAY = '2026-03-16'

const WEEKDAY_NAMES = {
  en: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  de: ['montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag'],
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  es: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
} as const

async function planWorkouts(userId: number): Promise<PlannedWorkout[]> {
  const plan = await TrainingPlan.query().where('user_id', userId).firstOrFail()
  return allWorkouts(plan.document).sort((a, b) => (a.dateIso < b.dateIso ? -1 : 1))
}

/** The words of a session's kind in each language ("intervals", "Intervalle", ...). */
const KIND_WORDS: Record<string, Record<'en' | 'de' | 'fr' | 'es', string>> = {
  intervals: { en: 'intervals', de: 'die Intervalle', fr: 'le fractionné', es: 'las series' },
  tempo: {
    en: 'tempo run',
    de: 'den Tempolauf',
    fr: 'la séance au seuil',
    es: 'el rodaje al umbral',
  },
  easy: { en: 'easy run', de: 'den lockeren Lauf', fr: 'le footing', es: 'el rodaje suave' },
}

/**
 * The first session of the plan's first week (not today, not the long run) and the two days
 * after it, the days it is moved to.
 */
function sessionAndDays(workouts: PlannedWorkout[]) {
  const ahead = workouts.filter((w) => w.dateIso > MONDAY && w.dateIso < addDays(MONDAY, 5))
  const session =
    ahead.find((w) => ['intervals', 'tempo', 'threshold'].includes(w.type)) ??
    ahead.find((w) => ['easy', 'recovery', 'strides'].includes(w.type))!
  const kind =
    session.type === 'intervals'
      ? 'intervals'
      : session.type === 'easy' || session.type === 'recovery' || session.type === 'strides'
        ? 'easy'
        : 'tempo'
  const words = KIND_WORDS[kind]
  return { session, words, next: addDays(session.dateIso, 1), after: addDays(session.dateIso, 2) }
}

async function movedTo(revisionId: number | null, key: string) {
  const revision = await PlanRevision.findOrFail(revisionId)
  return revision.changes.find((c) => c.key === key)?.after?.dateIso
}

test.group('Offline coach skill: moves', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(20_000)

  test('move my long run to Saturday: a proposed move', async ({ assert }) => {
    const { ask, todayIso } = await coachFor({ plan: true })
    const answer = await ask('Can you move my long run to Saturday?')
    assert.equal(answer.intent, 'move_long_run')
    assert.isNotNull(answer.revisionId, answer.content)
    const revision = await PlanRevision.findOrFail(answer.revisionId!)
    assert.equal(revision.trigger, 'move')
    assert.equal(revision.status, 'proposed')
    const moved = revision.changes.find((c) => c.before?.type === 'long')!
    assert.equal(new Date(`${moved.after!.dateIso}T00:00:00Z`).getUTCDay(), 6)
    assert.isTrue(moved.after!.dateIso >= todayIso)
    const again = await ask('move my long run')
    assert.include(again.content, 'Which day should it move to?')
  })

  test('the session named by its kind moves, not the long run, in four languages', async ({
    assert,
  }) => {
    const { ask, user } = await coachFor({ plan: true, todayIso: MONDAY })
    const workouts = await planWorkouts(user.id)
    const { session, words, next: free } = sessionAndDays(workouts)
    const to = isoWeekday(free) - 1
    const messages = [
      `please shift my ${words.en} to ${WEEKDAY_NAMES.en[to]}`,
      `verleg ${words.de} auf ${WEEKDAY_NAMES.de[to]}`,
      `décale ${words.fr} à ${WEEKDAY_NAMES.fr[to]}`,
      `mueve ${words.es} al ${WEEKDAY_NAMES.es[to]}`,
    ]
    for (const message of messages) {
      const answer = await ask(message)
      assert.isNotNull(answer.revisionId, `${message}: ${answer.content}`)
      assert.equal(await movedTo(answer.revisionId, session.key), free, message)
    }
  })

  test('the session of the day it moves from ("instead of", "vom ... auf")', async ({ assert }) => {
    const { ask, user } = await coachFor({ plan: true, todayIso: MONDAY })
    const workouts = await planWorkouts(user.id)
    const { session, after: free } = sessionAndDays(workouts)
    const from = isoWeekday(session.dateIso) - 1
    const to = isoWeekday(free) - 1
    const messages = [
      `could i run it on ${WEEKDAY_NAMES.en[to]} instead of ${WEEKDAY_NAMES.en[from]}, the session i mean`,
      `kann ich die Einheit vom ${WEEKDAY_NAMES.de[from]} auf ${WEEKDAY_NAMES.de[to]} legen`,
      `je préfère faire ma séance le ${WEEKDAY_NAMES.fr[to]} au lieu du ${WEEKDAY_NAMES.fr[from]}`,
      `pasa la sesión del ${WEEKDAY_NAMES.es[from]} al ${WEEKDAY_NAMES.es[to]}`,
    ]
    for (const message of messages) {
      const answer = await ask(message)
      assert.isNotNull(answer.revisionId, `${message}: ${answer.content}`)
      assert.equal(await movedTo(answer.revisionId, session.key), free, message)
    }
  })

  test('"my first run" is the plan\'s first session; the answer opens with the new day', async ({
    assert,
  }) => {
    const { ask, user } = await coachFor({ plan: true, todayIso: MONDAY })
    const workouts = await planWorkouts(user.id)
    const first = workouts.find((w) => w.type !== 'rest' && w.dateIso >= MONDAY)!
    const target = addDays(first.dateIso, 3)
    const day = WEEKDAY_NAMES.en[isoWeekday(target) - 1]
    const moved = await ask(`move my first run to ${day}`)
    assert.equal(await movedTo(moved.revisionId, first.key), target, moved.content)
    assert.match(moved.understood ?? '', new RegExp(day, 'i'))
  })

  test('"no, to Friday" after a proposed move: discarded, and the same session proposed there', async ({
    assert,
  }) => {
    const { context, user } = await coachFor({ plan: true, todayIso: MONDAY })
    const workouts = await planWorkouts(user.id)
    const { session, words, next, after } = sessionAndDays(workouts)
    const [one, two] = [isoWeekday(next) - 1, isoWeekday(after) - 1]
    const coach = new OfflineCoach()
    const replies = {
      en: [
        `move the ${words.en} to ${WEEKDAY_NAMES.en[one]}`,
        `no, move it to ${WEEKDAY_NAMES.en[two]} instead`,
      ],
      de: [
        `verschieb ${words.de} auf ${WEEKDAY_NAMES.de[one]}`,
        `nein, lieber auf ${WEEKDAY_NAMES.de[two]}`,
      ],
      fr: [
        `déplace ${words.fr} à ${WEEKDAY_NAMES.fr[one]}`,
        `non, plutôt ${WEEKDAY_NAMES.fr[two]}`,
      ],
      es: [
        `mueve ${words.es} al ${WEEKDAY_NAMES.es[one]}`,
        `no, mejor al ${WEEKDAY_NAMES.es[two]}`,
      ],
    }
    for (const [language, [first, second]] of Object.entries(replies)) {
      const proposed = await coach.answer(context, first)
      assert.isNotNull(proposed.revisionId, `${language}: ${proposed.content}`)
      const again = await coach.answer(context, second, proposed.thread)
      assert.isNotNull(again.revisionId, `${language}: ${again.content}`)
      assert.notEqual(again.revisionId, proposed.revisionId)
      const discarded = await PlanRevision.findOrFail(proposed.revisionId)
      assert.equal(discarded.status, 'discarded')
      assert.equal(await movedTo(proposed.revisionId, session.key), next, language)
      assert.equal(await movedTo(again.revisionId, session.key), after, language)
      // The thread now waits on the new proposal: "yes" applies it.
      assert.equal(again.thread?.proposalId, String(again.revisionId))
      await PlanRevision.query().where('id', again.revisionId!).update({ status: 'discarded' })
    }
  })
})
