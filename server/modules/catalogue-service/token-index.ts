// The catalogue search's inverted index (decision 022): every catalogue item's search_text (already
// normalizeText'd: Persian letters, Latin digits, ZWNJ as a space, lower case) split into words,
// word → the sorted ids of the items holding it. It answers exactly what the SQL `like` tiers of
// search-terms.ts answered: a token of 3+ characters occurs inside some word, a shorter one starts
// a word, and a ZWNJ-less token (کتابها) also matches its spaced form (کتاب ها) in the text, a
// Persian spelling of a Latin name its Latin word (tokenForms: آیفون → iphone). The
// words are found through word-table.ts; the texts stay in memory for the spaced forms and the
// ranking. A token's matches are kept until the next change: phrases share their words.
import { tokenForms } from '../catalog/search-terms'
import { Vocabulary } from '../catalog/vocabulary'
import { WordTable } from './word-table'

const EMPTY: number[] = []
/** The token cache is emptied past this many ids held (8 bytes each: 16 MB), whatever the phrases. */
const TOKEN_CACHE_IDS = 2_000_000

/** Ids in both sorted lists, sorted. */
function intersect(a: number[], b: number[]): number[] {
  const out: number[] = []
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push(a[i])
      i++
      j++
    } else if (a[i] < b[j]) i++
    else j++
  }
  return out
}

function insertSorted(list: number[], id: number): void {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (list[mid] < id) lo = mid + 1
    else hi = mid
  }
  if (list[lo] !== id) list.splice(lo, 0, id)
}

function removeSorted(list: number[], id: number): void {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (list[mid] < id) lo = mid + 1
    else hi = mid
  }
  if (list[lo] === id) list.splice(lo, 1)
}

const wordsOf = (text: string) => [...new Set(text.split(' ').filter(Boolean))]

export class TokenIndex {
  readonly texts = new Map<number, string>()
  private readonly table = new WordTable()
  /** By word number: the ids of the items holding the word, ascending. */
  private readonly postings: number[][] = []
  private maxId = 0
  private vocabularyCache: Vocabulary | null = null
  private readonly tokens = new Map<string, number[]>()
  private tokenIds = 0

  /** Bulk load: rows in any order. */
  static build(rows: Iterable<{ id: number; search_text: string }>): TokenIndex {
    const index = new TokenIndex()
    const sorted = [...rows].sort((a, b) => a.id - b.id)
    for (const row of sorted) {
      index.texts.set(row.id, row.search_text)
      index.maxId = Math.max(index.maxId, row.id)
      // Ids arrive ascending, so appending keeps every list sorted.
      for (const word of wordsOf(row.search_text)) index.postingOf(word).push(row.id)
    }
    return index
  }

  private postingOf(word: string): number[] {
    const n = this.table.numberOf(word)
    this.postings[n] ??= []
    return this.postings[n]
  }

  get size(): number {
    return this.texts.size
  }

  get wordCount(): number {
    return this.table.size
  }

  /** Sets (or, with null, removes) one item's text. */
  set(id: number, text: string | null): void {
    const old = this.texts.get(id)
    if (old === text) return
    this.vocabularyCache = null
    this.tokens.clear()
    this.tokenIds = 0
    if (old !== undefined) {
      for (const word of wordsOf(old)) {
        const n = this.table.find(word)
        if (n !== undefined) removeSorted(this.postings[n], id)
      }
      this.texts.delete(id)
    }
    if (text === null) return
    this.texts.set(id, text)
    this.maxId = Math.max(this.maxId, id)
    for (const word of wordsOf(text)) insertSorted(this.postingOf(word), id)
  }

  /** The items holding any of the words, sorted. */
  private union(words: number[]): number[] {
    const lists = words.map((n) => this.postings[n]).filter((list) => list.length > 0)
    if (lists.length <= 1) return lists[0] ?? EMPTY
    const seen = new Uint8Array(this.maxId + 1)
    for (const list of lists) for (const id of list) seen[id] = 1
    const out: number[] = []
    for (let id = 0; id < seen.length; id++) if (seen[id]) out.push(id)
    return out
  }

  /** What `text like '%form%'` finds for a form of several words (a spaced variant). */
  private phrase(form: string): number[] {
    // The longest piece is the most selective; every match holds it inside some word. When every
    // piece is short (آی فون), a piece after the first is looked up by its start instead: it
    // follows a space, so it starts a word (a 1-2 character piece inside words would scan them all).
    const pieces = form.split(' ')
    const longest = (list: string[]) => list.reduce((a, b) => (b.length > a.length ? b : a))
    const piece = longest(pieces)
    const words =
      piece.length >= 3 || pieces.length < 2
        ? this.table.containing(piece)
        : this.table.starting(longest(pieces.slice(1)))
    return this.union(words).filter((id) => this.texts.get(id)?.includes(form))
  }

  /** The items one token matches (search-terms.ts tokenMatch), sorted; callers must not change it. */
  token(token: string): number[] {
    let ids = this.tokens.get(token)
    if (!ids) {
      ids = this.tokenNow(token)
      if (this.tokenIds + ids.length > TOKEN_CACHE_IDS) {
        this.tokens.clear()
        this.tokenIds = 0
      }
      this.tokens.set(token, ids)
      this.tokenIds += ids.length
    }
    return ids
  }

  /** What one form finds: a short word at a word start, a longer one anywhere, several words as a stretch. */
  private form(form: string): number[] {
    if (form.includes(' ')) return this.phrase(form)
    return this.union(form.length <= 2 ? this.table.starting(form) : this.table.containing(form))
  }

  private tokenNow(token: string): number[] {
    const [own, ...others] = tokenForms(token).map((f) => this.form(f))
    if (others.every((ids) => ids.length === 0)) return own
    const seen = new Set(own)
    for (const ids of others) for (const id of ids) seen.add(id)
    return seen.size === own.length ? own : [...seen].sort((a, b) => a - b)
  }

  /** The items every token matches (tokensMatch), sorted by id. */
  match(tokens: string[]): number[] {
    const lists = tokens.map((t) => this.token(t)).sort((a, b) => a.length - b.length)
    let ids = lists[0] ?? EMPTY
    for (const list of lists.slice(1)) {
      if (ids.length === 0) break
      ids = intersect(ids, list)
    }
    return ids
  }

  /** The postings of one whole word (for the typo fallback). */
  itemsWith(word: string): number[] {
    const n = this.table.find(word)
    return n === undefined ? EMPTY : this.postings[n]
  }

  /** Words and how many items hold each, most frequent first (vocabulary.ts), rebuilt after a change. */
  vocabulary(): Vocabulary {
    if (!this.vocabularyCache) {
      const words = this.table.words
        .map((w, n) => [w, this.postings[n].length] as const)
        .filter(([w, count]) => w.length >= 2 && count > 0)
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      this.vocabularyCache = new Vocabulary(new Map(words))
    }
    return this.vocabularyCache
  }
}
