import queue from '#services/queue'

/**
 * The app's own adaptation checks, as the app runs them after new activities:
 * the `plan.check` job, dispatched and run to completion now (the in-memory
 * queue runs it in this process, inside the test's transaction).
 */
export async function runPlanCheck(userId: number) {
  await queue.dispatch('plan.check', { userId })
  await queue.drain()
}
