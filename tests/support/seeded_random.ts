/*
 * A small seeded pseudo-random generator for tests, so that a failing case reproduces from its
 * seed: Mulberry32 (Tommy Ettinger, public domain), uniform in [0, 1).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
