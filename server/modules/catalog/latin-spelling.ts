// A Persian spelling of a Latin name (آیفون → iphone), for the search (issue 27 item 5). Product
// texts hold a brand's name in both scripts (search_text is built from the names and the brand's
// name_fa and name_en), but a product line or model word is written in Latin only. Two rules give
// the Latin word a Persian spelling stands for:
// - the dictionary (latin-names.ts): exact, maintained by hand; applied to every search as another
//   form of the token (search-terms.ts tokenMatch, token-index.ts), like the spaced forms;
// - for words it lacks, a sound-alike rule: the consonants of the Persian word, in Latin classes,
//   equal those of a Latin word the catalogue holds (ردمی and redmi are both «r d m»). Vowels, و
//   and ی (vowel or consonant) and silent letters are left out, since Persian writes few vowels.
//   It runs only when the words as typed find nothing (vocabulary.ts Vocabulary.fix).
import { normalizeText } from '#sdk/rules/text'
import { LATIN_NAMES } from './latin-names'

const joined = (key: string) => normalizeText(key).replace(/ /g, '')

/** Joined Persian spelling → [the Latin word, the spellings written with a space]. */
const DICTIONARY = new Map<string, [string, string[]]>()
for (const [fa, latin] of Object.entries(LATIN_NAMES)) {
  const key = joined(fa)
  const entry = DICTIONARY.get(key) ?? [latin, []]
  const spaced = normalizeText(fa)
  if (spaced !== key) entry[1].push(spaced)
  DICTIONARY.set(key, entry)
}
/** The longest dictionary key in words, for joining a key typed with spaces (مک بوک). */
const LONGEST_KEY = Math.max(...Object.keys(LATIN_NAMES).map((k) => normalizeText(k).split(' ').length))

/**
 * The other forms a token matches through the dictionary: its Latin word and the spellings listed
 * with a space (اچپی → hp, «اچ پی»). Empty for most tokens.
 */
export function dictionaryForms(token: string): string[] {
  const entry = DICTIONARY.get(token)
  return entry ? [entry[0], ...entry[1]] : []
}

/** Tokens with a dictionary key typed as several words joined into one (مک بوک → مکبوک). */
export function joinDictionaryWords(tokens: string[]): string[] {
  if (LONGEST_KEY < 2) return tokens
  const out: string[] = []
  for (let i = 0; i < tokens.length; i++) {
    let taken = 1
    for (let n = Math.min(LONGEST_KEY, tokens.length - i); n >= 2; n--) {
      if (DICTIONARY.has(tokens.slice(i, i + n).join(''))) {
        taken = n
        break
      }
    }
    out.push(tokens.slice(i, i + taken).join(''))
    i += taken - 1
  }
  return out
}

// The sound-alike rule. Each script's letters map to the same consonant classes; vowels and the
// half-vowels (و/ی, v/w/y) map to nothing. Digraphs are read before single letters.
const PERSIAN: Record<string, string> = {
  ب: 'b',
  پ: 'p',
  ت: 't',
  ط: 't',
  ث: 's',
  س: 's',
  ص: 's',
  ج: 'j',
  چ: 'C',
  ح: 'h',
  ه: 'h',
  خ: 'X',
  د: 'd',
  ذ: 'z',
  ز: 'z',
  ض: 'z',
  ظ: 'z',
  ژ: 'j',
  ر: 'r',
  ش: 'S',
  غ: 'g',
  گ: 'g',
  ق: 'k',
  ک: 'k',
  ف: 'f',
  ل: 'l',
  م: 'm',
  ن: 'n',
}
const LATIN_DIGRAPHS: [RegExp, string][] = [
  [/ph/g, 'f'],
  [/sch|sh/g, 'S'],
  [/ch/g, 'C'],
  [/kh/g, 'X'],
  [/gh/g, 'g'],
  [/th/g, 't'],
  [/ck|qu|q/g, 'k'],
  [/c(?=[eiy])/g, 's'],
  [/c/g, 'k'],
  [/x/g, 'ks'],
  [/dg/g, 'j'],
]
const LATIN_KEEP = /[bdfghjklmnprstzCSX]/

/** A word's consonants in classes shared by both scripts ('' for a word of another kind). */
export function consonants(word: string): string {
  let out = ''
  if (/^[a-z]+$/.test(word)) {
    let w = word
    for (const [pattern, to] of LATIN_DIGRAPHS) w = w.replace(pattern, to)
    for (const ch of w) if (LATIN_KEEP.test(ch)) out += ch
  } else if (/^[\u0600-\u06FF]+$/.test(word)) {
    // A final ه is usually a vowel (پوما / پومه).
    const w = word.replace(/ه$/, '')
    for (const ch of w) out += PERSIAN[ch] ?? ''
  } else return ''
  // A doubled letter sounds once (apple, pp).
  return out.replace(/(.)\1+/g, '$1')
}

/** Consonant skeleton → the most frequent Latin word holding it, from words most frequent first. */
export function soundAlikes(words: Iterable<string>): Map<string, string> {
  const out = new Map<string, string>()
  for (const word of words) {
    if (word.length < 3 || !/^[a-z]+$/.test(word)) continue
    const key = consonants(word)
    if (key.length >= 2 && !out.has(key)) out.set(key, word)
  }
  return out
}

/** The Latin word a Persian token stands for: the dictionary's, else a sound-alike one, else null. */
export function latinWordFor(token: string, alikes: () => Map<string, string>): string | null {
  const listed = DICTIONARY.get(token)
  if (listed) return listed[0]
  if (token.length < 3 || !/^[\u0600-\u06FF]+$/.test(token)) return null
  const key = consonants(token)
  return key.length >= 2 ? (alikes().get(key) ?? null) : null
}
