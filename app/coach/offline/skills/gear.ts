/*
 * Shoes and bikes: the distance on each pair as the Gear tab shows it, its retirement distance
 * and state (docs/coach.md, the gear tool), or only the pair the athlete named ("my
 * novablasts", "the old pegasus"), in the unit and language asked.
 */
import { gearTool } from '#coach/tools/gear'
import { defineSkill } from '#coach/offline/skill'
import { reply, type Turn } from '#coach/offline/turn'
import { distanceIn, shortDay, type DistanceUnit } from '#coach/offline/skills/data_format'
import { dataText } from '#coach/offline/skills/data_texts'
import { gearNamed, unitAsked } from '#coach/offline/skills/data_route'
import type { Language } from '#coach/offline/language'

type GearItem = Awaited<ReturnType<typeof gearTool.run>>['gear'][number]

/** The items the message names ("my Novablasts" names "ASICS Novablast 4"), best matches. */
export function namedItems(question: string, items: GearItem[]): GearItem[] {
  const names = gearNamed(
    question,
    items.map((item) => item.name)
  )
  return items.filter((item) => names.includes(item.name))
}

/** "ASICS Novablast 4: **652.0 km** (58 activities, last used Sat 21 March); retire at 800 km: 148.0 km left." */
function itemLine(item: GearItem, language: Language, unit: DistanceUnit, today: string) {
  const size = (meters: number, decimals = 1) => distanceIn(language, meters, unit, decimals)
  const state = item.retired
    ? dataText(language, 'gearRetired')
    : item.retireAtMeters === null
      ? dataText(language, 'gearNoLimit')
      : item.retirementDue
        ? dataText(language, 'gearDue', { limit: size(item.retireAtMeters, 0) })
        : dataText(language, 'gearLeft', {
            limit: size(item.retireAtMeters, 0),
            left: size(item.leftMeters ?? 0),
          })
  return dataText(language, 'gearItem', {
    name: item.name,
    distance: size(item.distanceMeters),
    activities:
      item.activities === 1
        ? dataText(language, 'oneActivity')
        : dataText(language, 'activities', { count: item.activities }),
    last: item.lastUsed
      ? dataText(language, 'gearLast', { day: shortDay(item.lastUsed, language, today) })
      : '',
    state,
  })
}

/** The answer to a gear question: the pair named, or every pair (retired ones last). */
export async function answerGear(turn: Turn) {
  const { language, today } = turn
  const result = await turn.session.run(gearTool, {})
  if (result.gear.length === 0) return reply(turn, { headline: dataText(language, 'gearNone') })
  const unit = unitAsked(turn.understanding, turn.session.context.profile.units)
  const line = (item: GearItem) => itemLine(item, language, unit, today)
  const named = namedItems(turn.question, result.gear)
  const shown =
    named.length > 0
      ? named
      : [...result.gear].sort((a, b) => Number(a.retired) - Number(b.retired))
  const due = shown.filter((item) => item.retirementDue && !item.retired)
  const and = dataText(language, 'and')
  return reply(turn, {
    headline:
      named.length === 1
        ? line(named[0])
        : due.length > 0
          ? dataText(language, 'gearReplace', { names: due.map((item) => item.name).join(and) })
          : named.length > 1
            ? dataText(language, 'gearNamed')
            : dataText(language, 'gearInUse'),
    facts: named.length === 1 ? [] : shown.map(line),
    why: [dataText(language, 'gearWhy')],
  })
}

/** No intent of the keyword matcher asks for gear; the understanding's 'gear' does. */
export const gearSkill = defineSkill('gear', {})
