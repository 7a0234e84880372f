/*
 * A turn as the engine builds it once it dispatches on the understanding's intents: the
 * message read by app/coach/understanding, the tools' session and the athlete's tone, so a
 * skill's handler is tested on what the understanding reads, whichever intent the keyword
 * matcher would pick.
 */
import { ToolSession } from '#coach/tools/index'
import { understand, type ThreadState } from '#coach/understanding/index'
import type { CoachContext } from '#coach/context'
import type { Turn } from '#coach/offline/turn'

export async function turnFor(
  context: CoachContext,
  question: string,
  thread: ThreadState = {}
): Promise<Turn> {
  const understanding = await understand(question, {
    todayIso: context.todayIso,
    timeZone: context.profile.timeZone,
    units: context.profile.units,
    thread,
  })
  return {
    session: new ToolSession(context),
    question,
    language: understanding.language,
    tone: context.profile.coachTone,
    today: context.todayIso,
    understanding,
    thread,
  }
}
