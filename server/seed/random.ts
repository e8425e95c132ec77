// A small deterministic PRNG for the seed. Every product draws from its own stream, derived from
// the fixed seed and its index, so batch size, batch order and N never change what product #k is:
// the first 3,000 products of a 1,000,000 seed are the default seed's 3,000.

export const DEFAULT_SEED = 1404

/** 32-bit string/number mixing (FNV-1a then a murmur finaliser) to derive stream seeds. */
export function hash32(...parts: (string | number)[]): number {
  let h = 0x811c9dc5
  for (const part of parts) {
    const s = String(part)
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i)
      h = Math.imul(h, 0x01000193)
    }
    h ^= 0x2f // separator, so ('ab','c') differs from ('a','bc')
    h = Math.imul(h, 0x01000193)
  }
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

export class Rng {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** A fresh stream for one named purpose, e.g. rngFor(seed, 'product', 17). */
  static for(...parts: (string | number)[]): Rng {
    return new Rng(hash32(...parts))
  }

  /** mulberry32: fast, and plenty random for fake data. Returns [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]
  }

  /** k distinct items in their original order. */
  sample<T>(items: readonly T[], k: number): T[] {
    const idx = items.map((_, i) => i)
    for (let i = 0; i < Math.min(k, idx.length); i++) {
      const j = i + Math.floor(this.next() * (idx.length - i))
      ;[idx[i], idx[j]] = [idx[j], idx[i]]
    }
    return idx
      .slice(0, k)
      .sort((a, b) => a - b)
      .map((i) => items[i])
  }

  /** Index chosen with probability proportional to its weight. */
  weighted(weights: readonly number[], total = weights.reduce((a, b) => a + b, 0)): number {
    let r = this.next() * total
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i]
      if (r < 0) return i
    }
    return weights.length - 1
  }

  /** Log-uniform in [min, max]: cheap items are as common per decade as dear ones. */
  logUniform(min: number, max: number): number {
    return Math.exp(Math.log(min) + this.next() * (Math.log(max) - Math.log(min)))
  }
}
