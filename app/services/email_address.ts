import { domainToASCII } from 'node:url'

/*
 * One spelling per mailbox (docs/decisions/058-e-mail-change-and-one-address-per-mailbox.md):
 * every address that enters the app, and every stored one, is compared in this form.
 */

export type NormalizedEmail =
  { ok: true; email: string } | { ok: false; reason: 'quoted' | 'invalid' }

/**
 * Unicode NFC, lowercase (the whole address, as before: the local part too), and an
 * internationalised domain in its ASCII (punycode) form, `url.domainToASCII` (UTS #46,
 * https://nodejs.org/api/url.html#urldomaintoasciidomain). A quoted local part
 * (RFC 5321 section 4.1.2) is refused: `"a"@x` and `a@x` reach one mailbox.
 */
export function normalizeEmail(address: string): NormalizedEmail {
  const lowered = address.normalize('NFC').toLowerCase()
  const at = lowered.lastIndexOf('@')
  if (at <= 0 || at === lowered.length - 1) return { ok: false, reason: 'invalid' }
  const local = lowered.slice(0, at)
  if (local.includes('"')) return { ok: false, reason: 'quoted' }
  const domain = domainToASCII(lowered.slice(at + 1))
  if (!domain) return { ok: false, reason: 'invalid' }
  return { ok: true, email: `${local}@${domain}` }
}

/**
 * The form a stored address takes in the migration to one spelling: a quoted local part
 * whose content needs no quotes (`"john"@x`) loses them; one that does keeps them (it can
 * no longer be typed in, see the decision). Otherwise as `normalizeEmail`.
 */
export function canonicalStoredEmail(address: string): string {
  const at = address.lastIndexOf('@')
  let local = address.slice(0, at)
  const quoted = /^"([^"\\\s()<>,;:@[\]]+)"$/.exec(local)
  if (
    quoted &&
    !quoted[1].startsWith('.') &&
    !quoted[1].endsWith('.') &&
    !quoted[1].includes('..')
  ) {
    local = quoted[1]
  }
  const unquoted = `${local}${address.slice(at)}`
  const normalized = normalizeEmail(unquoted)
  if (normalized.ok) return normalized.email
  const domain = domainToASCII(
    address
      .slice(at + 1)
      .normalize('NFC')
      .toLowerCase()
  )
  return `${local.normalize('NFC').toLowerCase()}@${domain || address.slice(at + 1).toLowerCase()}`
}

/**
 * What the migration to one spelling does with the stored accounts: the address each
 * changes to, and the accounts that reach another one's mailbox. In a group of accounts
 * with one canonical address, the one already stored in that spelling keeps it, else the
 * first verified one, else the first one (lowest id first); the others keep their stored spelling.
 */
export function oneSpellingPlan(rows: Array<{ id: number; email: string; verified: boolean }>) {
  const groups = new Map<string, typeof rows>()
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const key = canonicalStoredEmail(row.email)
    groups.set(key, [...(groups.get(key) ?? []), row])
  }
  const updates: Array<{ id: number; email: string }> = []
  const unreachable: Array<{ keeperId: number; email: string; ids: number[] }> = []
  for (const [email, group] of groups) {
    const keeper =
      group.find((row) => row.email === email) ?? group.find((row) => row.verified) ?? group[0]
    if (keeper.email !== email) updates.push({ id: keeper.id, email })
    const others = group.filter((row) => row !== keeper).map((row) => row.id)
    if (others.length > 0) unreachable.push({ keeperId: keeper.id, email, ids: others })
  }
  return { updates, unreachable }
}
