/*
 * Seeded randomness for the training simulator. Pure and deterministic: the same seed gives
 * the same sequence on every machine (integer arithmetic via Math.imul, no Math.random).
 */

export type Random = () => number

/** mulberry32 (Tommy Ettinger, public domain): a 32-bit PRNG, uniform in [0, 1). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Mixes numbers and strings into one 32-bit seed (FNV-1a over their text). */
export function hashSeed(...parts: Array<number | string>): number {
  let hash = 0x811c9dc5
  const text = parts.join('|')
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash >>> 0
}

export function uniform(random: Random, min: number, max: number): number {
  return min + (max - min) * random()
}

/** Integer in [min, max], both inclusive. */
export function integer(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1))
}

export function chance(random: Random, probability: number): boolean {
  return random() < probability
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]
}

/** Standard normal deviate (Box–Muller). */
export function gaussian(random: Random): number {
  const u = 1 - random()
  const v = random()
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
}

/**
 * A first-order autoregressive noise source with standard deviation `sd` and correlation
 * `rho` from one sample to the next (0.9–0.99 gives the slow wander of pace or GPS error).
 */
export function ar1(random: Random, sd: number, rho: number): () => number {
  let value = gaussian(random) * sd
  const innovation = sd * Math.sqrt(1 - rho * rho)
  return () => {
    value = rho * value + innovation * gaussian(random)
    return value
  }
}
