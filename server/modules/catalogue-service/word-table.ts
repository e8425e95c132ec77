// The distinct words of the catalogue's search texts (~31k for 100k items), numbered, with what
// finds them fast: the words holding a 3-character piece (to answer "some word contains the
// token" without scanning them all: the token's rarest piece names the few words to check) and
// the words starting with 1 or 2 characters (short tokens match at a word start). Words are only
// ever added; a word no item holds any more stays, with an empty posting list (token-index.ts).

const add = (map: Map<string, number[]>, key: string, n: number) => {
  const list = map.get(key)
  if (list) {
    if (list[list.length - 1] !== n) list.push(n)
  } else map.set(key, [n])
}

export class WordTable {
  readonly words: string[] = []
  private readonly numbers = new Map<string, number>()
  private readonly byPiece = new Map<string, number[]>()
  private readonly byStart = new Map<string, number[]>()

  /** The word's number, added when new. */
  numberOf(word: string): number {
    let n = this.numbers.get(word)
    if (n === undefined) {
      n = this.words.length
      this.words.push(word)
      this.numbers.set(word, n)
      for (let i = 0; i + 3 <= word.length; i++) add(this.byPiece, word.slice(i, i + 3), n)
      add(this.byStart, word.slice(0, 1), n)
      if (word.length >= 2) add(this.byStart, word.slice(0, 2), n)
    }
    return n
  }

  find(word: string): number | undefined {
    return this.numbers.get(word)
  }

  get size(): number {
    return this.words.length
  }

  /** The numbers of the words containing `part` (any length). */
  containing(part: string): number[] {
    if (part.length < 3) return this.words.flatMap((w, n) => (w.includes(part) ? [n] : []))
    let rarest: number[] | undefined
    for (let i = 0; i + 3 <= part.length; i++) {
      const list = this.byPiece.get(part.slice(i, i + 3))
      if (!list) return []
      if (!rarest || list.length < rarest.length) rarest = list
    }
    if (part.length === 3) return rarest ?? []
    return (rarest ?? []).filter((n) => this.words[n].includes(part))
  }

  /** The numbers of the words starting with `prefix` (1 or 2 characters). */
  starting(prefix: string): number[] {
    return this.byStart.get(prefix) ?? []
  }
}
