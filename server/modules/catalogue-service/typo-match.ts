// The last tier of the catalogue search, for a phrase that neither its words nor their corrections
// (vocabulary.ts) find: what pg_trgm's `search_text %> phrase` did, in memory. Each token is
// compared with the distinct words by trigrams (pg_trgm's padding: two spaces before a word, one
// after); an item scores, per token, the share of the token's trigrams its closest word holds, and
// qualifies at 0.6 of the phrase's trigrams (pg_trgm's word_similarity_threshold). Unlike the SQL
// fallback, which ranked the first 200 candidates the index happened to return, the best 200 of
// all candidates are kept.
import type { Vocabulary } from '../catalog/vocabulary'
import type { TokenIndex } from './token-index'

const THRESHOLD = 0.6
/** At most this many items, as before (a best effort: the phrase matched nothing as written). */
export const TYPO_CANDIDATES = 200
/** The closest words per token considered. */
const WORDS_PER_TOKEN = 40

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `
  const out = new Set<string>()
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3))
  return out
}

/** trigram → the words holding it, made once per vocabulary (a new one comes with every change). */
const trigramWords = new WeakMap<Vocabulary, Map<string, string[]>>()

function wordsByTrigram(vocabulary: Vocabulary): Map<string, string[]> {
  let map = trigramWords.get(vocabulary)
  if (!map) {
    map = new Map()
    for (const word of vocabulary.frequency.keys()) {
      for (const t of trigrams(word)) {
        const list = map.get(t)
        if (list) list.push(word)
        else map.set(t, [word])
      }
    }
    trigramWords.set(vocabulary, map)
  }
  return map
}

/** Item ids, best first (score, then id), at most TYPO_CANDIDATES. */
export function typoMatch(index: TokenIndex, tokens: string[]): number[] {
  const byTrigram = wordsByTrigram(index.vocabulary())
  const scores = new Map<number, number>()
  let total = 0
  for (const token of tokens) {
    const own = trigrams(token)
    total += own.size
    const shared = new Map<string, number>()
    for (const t of own) for (const word of byTrigram.get(t) ?? []) shared.set(word, (shared.get(word) ?? 0) + 1)
    const closest = [...shared]
      .filter(([, n]) => n * 2 >= own.size)
      .sort((a, b) => b[1] - a[1])
      .slice(0, WORDS_PER_TOKEN)
    const best = new Map<number, number>()
    for (const [word, n] of closest) {
      for (const id of index.itemsWith(word)) if ((best.get(id) ?? 0) < n) best.set(id, n)
    }
    for (const [id, n] of best) scores.set(id, (scores.get(id) ?? 0) + n)
  }
  return [...scores]
    .filter(([, n]) => n >= THRESHOLD * total)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, TYPO_CANDIDATES)
    .map(([id]) => id)
}
