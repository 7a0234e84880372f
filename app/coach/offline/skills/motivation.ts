/** Low motivation: published guidance next to what the athlete has done in four weeks. */
import { recentTrainingTool } from '#coach/tools/recent_training'
import { MOTIVATION } from '#coach/offline/knowledge'
import { guidanceAnswer } from '#coach/offline/guidance'
import { defineSkill } from '#coach/offline/skill'
import type { Turn } from '#coach/offline/turn'

async function motivation(turn: Turn) {
  const { session } = turn
  const training = await session.run(recentTrainingTool, { weeks: 4 })
  const activeDays = training.weeks.reduce((n, w) => n + w.activeDays, 0)
  const extra = training.weeks.length
    ? [
        `Look at what you've done: ${activeDays} active days in the last four weeks, ${training.weeks.map((w) => w.runningDistance).join(', ')} of running week by week.`,
      ]
    : []
  return guidanceAnswer(
    turn,
    MOTIVATION,
    'Low motivation happens to every runner; it usually passes faster with a small run than with a break.',
    extra
  )
}

export const motivationSkill = defineSkill('motivation', { motivation })
