// Typo tolerance for search. pg_trgm similarity over the whole table is the obvious fallback, but
// a misspelt common word (سامسنگ) shares trigrams with tens of thousands of rows, and rechecking
// them costs ~100 ms on 100k products. So the words of the search texts are held in memory
// (a few thousand distinct words; loaded in the background, refreshed every 10 minutes) and a
// query's unknown words are corrected to the most frequent word within a small edit distance, or
// split into two known words (a missing space or ZWNJ); the indexed token search then runs again.
import { sql } from 'drizzle-orm'
import { dbCache } from '../../db/caches'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { latinWordFor, soundAlikes } from './latin-spelling'

const TTL_MS = 10 * 60_000
const MAX_WORDS = 100_000

/** Optimal string alignment distance (a transposition counts as one edit), or max+1 beyond max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let prev2: number[] = []
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1)
      row.push(d)
      best = Math.min(best, d)
    }
    if (best > max) return max + 1
    prev2 = prev
    prev = row
  }
  return prev[b.length]
}

export class Vocabulary {
  private readonly byLength = new Map<number, string[]>()

  /** Every word in code unit order, for prefix look-ups */
  private readonly sorted: string[]

  /** The Latin words by their consonants (latin-spelling.ts), made on the first unknown word */
  private alikes: Map<string, string> | null = null

  /** word → how many texts hold it; words ordered most frequent first */
  constructor(readonly frequency: Map<string, number>) {
    for (const word of frequency.keys()) {
      const list = this.byLength.get(word.length) ?? []
      list.push(word)
      this.byLength.set(word.length, list)
    }
    this.sorted = [...frequency.keys()].sort()
  }

  /** The most frequent known word starting with the prefix (a word being typed), or null. */
  complete(prefix: string): string | null {
    let lo = 0
    let hi = this.sorted.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (this.sorted[mid] < prefix) lo = mid + 1
      else hi = mid
    }
    let best: string | null = null
    for (let i = lo; i < this.sorted.length && i < lo + 2_000 && this.sorted[i].startsWith(prefix); i++) {
      const word = this.sorted[i]
      if (best === null || (this.frequency.get(word) ?? 0) > (this.frequency.get(best) ?? 0)) best = word
    }
    return best
  }

  /** Some known word contains the token (so the token is not a typo). */
  knows(token: string): boolean {
    if (this.frequency.has(token)) return true
    for (const word of this.frequency.keys()) if (word.length > token.length && word.includes(token)) return true
    return false
  }

  /** The most frequent known word within 1 edit (2 for 8+ characters); null for short tokens. */
  correct(token: string): string | null {
    if (token.length < 4) return null
    const max = token.length >= 8 ? 2 : 1
    let best: string | null = null
    let bestDistance = max + 1
    for (let len = token.length - max; len <= token.length + max; len++) {
      for (const word of this.byLength.get(len) ?? []) {
        const d = editDistance(token, word, Math.min(max, bestDistance))
        // Words come most frequent first, so only a strictly closer word replaces the best.
        if (d < bestDistance) {
          best = word
          bestDistance = d
        }
      }
    }
    return best
  }

  /** Two known words written together: خوشبو → خوش بو; the second may be half typed (لپتا). */
  split(token: string): string | null {
    for (let i = 2; i <= token.length - 2; i++) {
      const left = token.slice(0, i)
      const right = token.slice(i)
      if (this.frequency.has(left) && this.complete(right) !== null) return `${left} ${right}`
    }
    return null
  }

  /** The Latin word a Persian spelling stands for (آیفون → iphone, ردمی → redmi), or null. */
  latin(token: string): string | null {
    const word = latinWordFor(token, () => {
      this.alikes ??= soundAlikes(this.frequency.keys())
      return this.alikes
    })
    return word?.split(' ').every((w) => this.knows(w)) ? word : null
  }

  /**
   * The tokens with unknown ones written in Latin, split or corrected; null when nothing could be
   * changed. The Latin word comes first: a Persian word that sounds like a word of the catalogue
   * is that word rather than a typo of another.
   */
  fix(tokens: string[]): string[] | null {
    let changed = false
    const fixed = tokens.map((t) => {
      if (this.knows(t)) return t
      const better = this.latin(t) ?? this.split(t) ?? this.correct(t)
      if (!better) return t
      changed = true
      return better
    })
    return changed ? fixed : null
  }
}

export type VocabularySource = 'products' | 'catalogue_items'

async function loadVocabulary(db: Db, source: VocabularySource): Promise<Vocabulary> {
  const table = source === 'products' ? sql`products` : sql`catalogue_items`
  const rows = await queryRows<{ w: string; n: number }>(
    db,
    sql`select w, count(*)::int as n from ${table}, unnest(string_to_array(search_text, ' ')) as w
      where length(w) >= 2 group by w order by n desc, w limit ${MAX_WORDS}`,
  )
  return new Vocabulary(new Map(rows.map((r) => [r.w, r.n])))
}

class VocabularyHolder {
  value: Promise<Vocabulary> | undefined
  loadedAt = 0
  refreshing = false
  /** Marks the list stale: the next search refreshes it in the background (the list is TTL-scoped). */
  clear() {
    this.loadedAt = 0
  }
}

const holders = {
  products: dbCache('vocabulary-products', 'ttl', () => new VocabularyHolder()),
  catalogue_items: dbCache('vocabulary-catalogue', 'ttl', () => new VocabularyHolder()),
}

export function vocabulary(db: Db, source: VocabularySource): Promise<Vocabulary> {
  const holder = holders[source](db)
  if (holder.refreshing || Date.now() - holder.loadedAt <= TTL_MS) {
    if (holder.value) return holder.value
  }
  holder.refreshing = true
  const loading = loadVocabulary(db, source)
  const first = !holder.value
  if (first) holder.value = loading
  loading
    .then((v) => {
      holder.value = Promise.resolve(v)
      holder.loadedAt = Date.now()
    })
    .catch(() => {
      if (holder.value === loading) holder.value = undefined
    })
    .finally(() => {
      holder.refreshing = false
    })
  // The first load is awaited; later ones refresh in the background while the old list serves.
  return holder.value ?? loading
}

/** Starts loading the word list in the background, so the first misspelt search need not wait. */
export function prefetchVocabulary(db: Db, source: VocabularySource): void {
  vocabulary(db, source).catch(() => {})
}

/**
 * What to search for when the words as typed find nothing, best first: the words with typos
 * corrected (or split), then without one word, then without another - a word that matches nothing
 * together with the rest (a wrong model number) should not hide the rest. A word with a digit goes
 * first (آیفون ۱۵ پرو without an iPhone 15 Pro shows the Pro iPhones, not ۱۵۰ ml of something
 * «Protect»), then the rarest.
 */
export function alternatives(words: Vocabulary, tokens: string[]): string[][] {
  const out: string[][] = []
  const fixed = words.fix(tokens)
  const base = fixed ? [...new Set(fixed.flatMap((t) => t.split(' ')))] : tokens
  if (fixed) out.push(base)
  if (base.length >= 2) {
    const digits = (t: string) => (/\d/.test(t) ? 0 : 1)
    const rarest = [...base].sort(
      (a, b) => digits(a) - digits(b) || (words.frequency.get(a) ?? 0) - (words.frequency.get(b) ?? 0),
    )
    for (const drop of rarest.slice(0, 2)) out.push(base.filter((t) => t !== drop))
  }
  return out
}
