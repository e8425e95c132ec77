// How a Persian search phrase becomes SQL over a normalised search_text column (DESIGN.md,
// "Persian text"). The phrase goes through the same normalizeText as the stored text, so Arabic
// ي/ك, diacritics, ZWNJ and the three digit scripts already agree. Then:
// - every token must occur (AND). Tokens of 3+ characters match anywhere (`like '%tok%'`), which
//   the GIN trigram index answers; shorter ones match at a word start (`'tok%'` or `'% tok%'`),
//   the only form of a 1-2 character pattern pg_trgm can still look up.
// - a token written without its ZWNJ (میخواهم, کتابها) also matches the spaced form the stored
//   text has after normalisation (می خواهم, کتاب ها). The opposite case needs nothing: the
//   spaced query's tokens are each found inside the joined word.
// - when that finds nothing, typoMatch() ranks by trigram word similarity instead (a typo, or a
//   ZWNJ-less word this does not know).
// - a Persian spelling of a Latin name (آیفون) also matches the Latin word (iphone): the dictionary
//   of latin-spelling.ts, one more form of the token; numbers rank whole before as a prefix (۱۵
//   finds «iPhone 15» before «۱۵۰ میلی‌لیتر»).
import { type SQL, sql } from 'drizzle-orm'
import { normalizeText } from '#sdk/rules/text'
import { dictionaryForms, joinDictionaryWords } from './latin-spelling'

export interface SearchTerms {
  /** The normalised phrase (tokens joined by one space) */
  text: string
  tokens: string[]
}

const MAX_TOKENS = 8
const EDGE_PUNCTUATION = /^[.,،؛;:!?؟«»"'()[\]{}<>|/\\-]+|[.,،؛;:!?؟«»"'()[\]{}<>|/\\-]+$/g
/** Affixes Persian writes joined by a ZWNJ, which normalisation turns into a space. */
const JOINED_PREFIXES = ['نمی', 'می']
const JOINED_SUFFIXES = ['هایی', 'های', 'ها', 'ترین', 'تر']

/** The phrase's tokens, or null when nothing searchable is left. */
export function searchTerms(phrase: string | null | undefined): SearchTerms | null {
  if (!phrase) return null
  const tokens = normalizeText(phrase)
    .split(' ')
    .map((t) => t.replace(EDGE_PUNCTUATION, ''))
    .filter(Boolean)
  const unique = [...new Set(joinDictionaryWords(tokens))].slice(0, MAX_TOKENS)
  if (unique.length === 0) return null
  return { text: unique.join(' '), tokens: unique }
}

/** The spaced forms of a token written without its ZWNJ: میخواهم → می خواهم. */
export function spacedVariants(token: string): string[] {
  const out = new Set<string>()
  for (const prefix of JOINED_PREFIXES) {
    if (token.startsWith(prefix) && token.length - prefix.length >= 2)
      out.add(`${prefix} ${token.slice(prefix.length)}`)
  }
  for (const suffix of JOINED_SUFFIXES) {
    if (token.endsWith(suffix) && token.length - suffix.length >= 2)
      out.add(`${token.slice(0, -suffix.length)} ${suffix}`)
  }
  return [...out].slice(0, 3)
}

/**
 * Every form a token matches, as `like` patterns do: [the token, its spaced forms, its dictionary
 * forms]. Short forms (1-2 characters) match at a word start, longer ones anywhere.
 */
export function tokenForms(token: string): string[] {
  return [...new Set([token, ...spacedVariants(token), ...dictionaryForms(token)])]
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

function formMatch(column: SQL, form: string): SQL {
  const t = escapeLike(form)
  if (form.length <= 2) return sql`(${column} like ${`${t}%`} or ${column} like ${`% ${t}%`})`
  return sql`${column} like ${`%${t}%`}`
}

function tokenMatch(column: SQL, token: string): SQL {
  const forms = tokenForms(token).map((f) => formMatch(column, f))
  return forms.length === 1 ? forms[0] : sql`(${sql.join(forms, sql` or `)})`
}

/**
 * A search_text column, or the lower-cased name while it is still empty (search_text defaults to
 * '' on stores, bundles and posts; their writers fill it with normalizeText of the name).
 */
export const searchable = (searchText: SQL, name: SQL) =>
  sql`(case when ${searchText} = '' then lower(${name}) else ${searchText} end)`

/** Every token occurs in the column. */
export function tokensMatch(column: SQL, terms: SearchTerms): SQL {
  return sql.join(
    terms.tokens.map((t) => tokenMatch(column, t)),
    sql` and `,
  )
}

/**
 * The fallback: the phrase is close to some stretch of the column (pg_trgm's `%>`, answered by
 * the same GIN index, at pg_trgm.word_similarity_threshold, 0.6 by default).
 */
export function typoMatch(column: SQL, terms: SearchTerms): SQL {
  return sql`${column} %> ${terms.text}`
}

/** The phrase with its dictionary words in Latin (آیفون 15 پرو → iphone 15 pro), or null if none. */
export function latinPhrase(terms: SearchTerms): string | null {
  const latin = terms.tokens.map((t) => dictionaryForms(t)[0] ?? t).join(' ')
  return latin === terms.text ? null : latin
}

/** The phrase's numbers (digits only: normalizeText made them Latin). */
export const numbersOf = (terms: SearchTerms) => terms.tokens.filter((t) => /^\d+$/.test(t))

/** A number standing alone in a text: not inside a longer number or a decimal (15 in 150, 1.5). */
export const wholeNumberPattern = (n: string) => `(^|[^0-9.])${n}([^0-9.]|$)`

/**
 * A cheap relevance score for rows that hold every token: every number of the phrase stands as a
 * whole number (8: «۱۵» asks for iPhone 15, not 150 ml), the text starts with the phrase (4),
 * starts with its first word (2), has a word starting with the phrase as written or with its
 * dictionary words in Latin (1: ردمی is Redmi rather than a piece of تردمیل). Persian product names lead with what the thing is (گوشی موبایل ...، قاب گوشی ...),
 * and texts start with the name, so a leading match says "this is what was asked for" rather than
 * "this mentions it". pg_trgm similarity ranks much the same but costs ~20-40 µs a row, too much
 * for thousands of matches. rankOf (catalogue-search.ts) is the same score in memory.
 */
export function textRank(column: SQL, terms: SearchTerms): SQL {
  const numbers = numbersOf(terms)
  const whole = numbers.length
    ? sql`(${sql.join(
        numbers.map((n) => sql`${column} ~ ${wholeNumberPattern(n)}`),
        sql` and `,
      )})::int * 8 + `
    : sql``
  const latin = latinPhrase(terms)
  const spaced = sql`(' ' || ${column})`
  const holds = latin
    ? sql`(${spaced} like ${`% ${escapeLike(terms.text)}%`} or ${spaced} like ${`% ${escapeLike(latin)}%`})::int`
    : sql`(${spaced} like ${`% ${escapeLike(terms.text)}%`})::int`
  return sql`(${whole}(${column} like ${`${escapeLike(terms.text)}%`})::int * 4
    + (${column} like ${`${escapeLike(terms.tokens[0])}%`})::int * 2
    + ${holds})`
}

/** 0..1: how much of the phrase appears as one stretch of the column. */
export function similarity(column: SQL, terms: SearchTerms): SQL {
  return sql`word_similarity(${terms.text}, ${column})`
}
