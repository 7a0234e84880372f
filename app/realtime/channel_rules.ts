import type User from '#models/user'

/**
 * A rule answers whether a user may join: `true`/`false` for private
 * channels, the member's public info (or `false`) for presence channels.
 */
export type ChannelRule = (
  user: User,
  params: Record<string, string>
) => boolean | Record<string, unknown> | Promise<boolean | Record<string, unknown>>

interface Entry {
  pattern: RegExp
  rule: ChannelRule
}

/**
 * Channel authorization rules (declared in start/channels.ts). Patterns are
 * full channel names with `{param}` for one dot-free segment and `*` for
 * anything: `private-App.Models.User.{id}`, `private-admin.*`.
 */
export class ChannelRules {
  #entries: Entry[] = []

  define(pattern: string, rule: ChannelRule) {
    const source = pattern
      .split(/(\{[A-Za-z_]+\}|\*)/)
      .map((part) => {
        if (part === '*') return '.+'
        const param = /^\{([A-Za-z_]+)\}$/.exec(part)
        if (param) return `(?<${param[1]}>[^.]+)`
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      })
      .join('')
    this.#entries.push({ pattern: new RegExp(`^${source}$`), rule })
    return this
  }

  /**
   * The first rule whose pattern matches, with the captured params.
   */
  match(channel: string) {
    for (const entry of this.#entries) {
      const found = entry.pattern.exec(channel)
      if (found) return { rule: entry.rule, params: { ...found.groups } }
    }
    return null
  }
}

export const channelRules = new ChannelRules()
