// Slugs made from a name: one rule for stores, bundles, articles and products (issue 27 item 12:
// a Persian name used to give every one of them the same generic 'store', 'bundle' or 'post').
// A name's Latin words are its slug when it has some (a brand or a model says more than its
// transliteration); otherwise its Persian letters are written in Latin letters. The contract keeps
// slugs to lower-case Latin letters, digits and single dashes, which every link, sitemap and
// share sheet carries unescaped.
import { normalizeText } from './text'

// Consonants; ا و ی ه are read by position in spellWord. Short vowels are not written in Persian,
// so the result is a readable approximation: «کالای مریم» → kalay-mrim.
const LETTERS: Record<string, string> = {
  ب: 'b',
  پ: 'p',
  ت: 't',
  ث: 's',
  ج: 'j',
  چ: 'ch',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'z',
  ر: 'r',
  ز: 'z',
  ژ: 'zh',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'z',
  ط: 't',
  ظ: 'z',
  ع: '',
  غ: 'gh',
  ف: 'f',
  ق: 'gh',
  ک: 'k',
  گ: 'g',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ء: '',
  ئ: 'y',
  ؤ: 'v',
  أ: 'a',
  إ: 'e',
}

const VOWELS = new Set(['ا', 'آ', 'أ', 'إ'])

/** One Persian word in Latin letters: ا → a, و/ی → u/i after a consonant and v/y elsewhere, a final ه after a consonant → e. */
function spellWord(word: string): string {
  const chars = [...word]
  let out = ''
  chars.forEach((c, i) => {
    const prev = chars[i - 1]
    const next = chars[i + 1]
    const afterVowel = prev === undefined || VOWELS.has(prev) || prev === 'و' || prev === 'ی'
    if (c === 'آ') out += 'a'
    else if (c === 'ا') out += i === 0 && (next === 'ی' || next === 'و') ? '' : 'a'
    else if (c === 'ی') out += afterVowel && !(i === 1 && prev === 'ا') ? 'y' : 'i'
    else if (c === 'و') out += afterVowel && !(i === 1 && prev === 'ا') ? 'v' : 'u'
    else if (c === 'ه') out += next === undefined && i > 0 && !VOWELS.has(prev) ? 'e' : 'h'
    else if (c in LETTERS) out += LETTERS[c]
    else out += c
  })
  return out
}

/** Latin kebab-case words of a text: its Latin words, or its Persian ones transliterated. */
function slugWords(text: string): string[] {
  const normal = normalizeText(text)
  const latin = normal.match(/[a-z0-9]+/g) ?? []
  if (latin.join('').replace(/[0-9]/g, '').length >= 3) return latin
  return normal
    .split(/[^a-z0-9\u0600-\u06FF]+/)
    .map((w) => (/[\u0600-\u06FF]/.test(w) ? spellWord(w) : w).replace(/[^a-z0-9]+/g, ''))
    .filter((w) => w !== '')
}

/**
 * A slug made from a name, at most `max` long, never all digits and never shorter than 3:
 * `fallback` alone when nothing readable is left, `fallback-…` for a short or all-digit one.
 */
export function slugFromText(text: string, fallback: string, max = 60): string {
  const slug = slugWords(text).join('-').slice(0, max).replace(/-+$/, '')
  if (slug === '') return fallback
  if (slug.length < 3 || /^[0-9-]+$/.test(slug)) return `${fallback}-${slug}`.slice(0, max).replace(/-+$/, '')
  return slug
}
