import type { CoachTone } from '#coach/context'

/**
 * The parts of an answer; the tone decides which are said and how:
 * - direct: the headline and the facts, nothing else;
 * - encouraging: the same with a warm opening and a closing word;
 * - detailed: the facts and the reasoning behind them (`why`), with sources.
 */
export interface AnswerParts {
  headline: string
  facts?: string[]
  why?: string[]
  /** A closing line for the encouraging tone. */
  cheer?: string
}

export function compose(tone: CoachTone, parts: AnswerParts): string {
  const lines: string[] = []
  lines.push(parts.headline)
  if (parts.facts?.length) lines.push('', ...parts.facts.map((fact) => `- ${fact}`))
  if (tone === 'detailed' && parts.why?.length) {
    lines.push('', '**Why**', '', ...parts.why)
  } else if (tone === 'encouraging' && parts.why?.length) {
    lines.push('', parts.why[0])
  }
  if (tone === 'encouraging' && parts.cheer) lines.push('', parts.cheer)
  return lines.join('\n')
}
