/*
 * Shoes and bikes: the distance on each pair as the Gear tab shows it, its retirement distance
 * and state (docs/coach.md, the gear tool), or only the pair the athlete named ("my Novablast").
 */
import { gearTool } from '#coach/tools/gear'
import { defineSkill } from '#coach/offline/skill'
import { reply, type Turn } from '#coach/offline/turn'

type GearItem = Awaited<ReturnType<typeof gearTool.run>>['gear'][number]

/** Lower-case words of three letters or more, accents kept ("Novablast 4" → ["novablast"]). */
function wordsOf(text: string) {
  return text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []
}

/**
 * The items the message names: the one whose name shares the most words with the message
 * ("my Novablasts" names "ASICS Novablast 4", a plural ending allowed). A pair's name is the athlete's data, so it is
 * matched here rather than by the understanding layer.
 */
export function namedItems(question: string, items: GearItem[]): GearItem[] {
  const said = wordsOf(question)
  const names = (word: string) =>
    said.some(
      (w) => w === word || (word.length >= 4 && w.startsWith(word) && w.length <= word.length + 2)
    )
  const scored = items
    .map((item) => ({ item, score: wordsOf(item.name).filter(names).length }))
    .filter(({ score }) => score > 0)
  const best = Math.max(0, ...scored.map(({ score }) => score))
  return scored.filter(({ score }) => score === best).map(({ item }) => item)
}

/** "Novablast 4: **412.3 km** (38 runs, last used 2026-03-15); retire at 800 km: 387.7 km left." */
function itemLine(item: GearItem) {
  const state = item.retired
    ? 'retired'
    : item.retireAt === null
      ? 'no retirement distance set'
      : item.retirementDue
        ? `**due for retirement**: past its ${item.retireAt}`
        : `retire at ${item.retireAt}: ${item.leftBeforeRetirement} left`
  const used = `${item.activities} ${item.activities === 1 ? 'activity' : 'activities'}${item.lastUsed ? `, last used ${item.lastUsed}` : ''}`
  return `${item.name}: **${item.distance}** (${used}); ${state}.`
}

/** The answer to the understanding's intent 'gear'. */
export async function answerGear(turn: Turn) {
  const result = await turn.session.run(gearTool, {})
  if (result.gear.length === 0) {
    return reply(turn, {
      headline: 'You have no gear yet: add your shoes on your profile (Gear tab).',
    })
  }
  const named = namedItems(turn.question, result.gear)
  const shown = named.length > 0 ? named : result.gear.filter((item) => !item.retired)
  const due = shown.filter((item) => item.retirementDue && !item.retired)
  return reply(turn, {
    headline:
      named.length === 1
        ? itemLine(named[0])
        : due.length > 0
          ? `Time to replace ${due.map((item) => item.name).join(' and ')}: past the retirement distance you set.`
          : named.length > 1
            ? 'The gear you named:'
            : 'Your gear in use:',
    facts: named.length === 1 ? [] : shown.map(itemLine),
    why: [
      "Distances are the Gear tab's: the starting distance plus every activity on the item. Running shoes are usually replaced after 500–800 km; the retirement distance is the one set on each pair.",
    ],
  })
}

/** No intent of the keyword matcher asks for gear; the understanding's 'gear' does. */
export const gearSkill = defineSkill('gear', {})
