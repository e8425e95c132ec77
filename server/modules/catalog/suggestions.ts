// listSuggestions: what the header search box offers while the user types. Each suggestion is a
// phrase paired with the category to search in, e.g. 'سامس' → 'گوشی موبایل سامسونگ' in 'گوشی
// موبایل'. They come from categories whose name matches, then from the (category, brand) groups
// of the most popular in-stock products that match (the same Persian-normalised token search as
// the product list, with typo correction when nothing matches). The spec caches them 300 s; so
// does this process (an LRU keyed by the phrase in Persian letters), besides the Cache-Control
// header.
import { sql } from 'drizzle-orm'
import { normalizeText, persianSpelling } from '#sdk/rules/text'
import type { components } from '#sdk/schema'
import { dbCache } from '../../db/caches'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { invalidField } from '../../lib/http-error'
import { TtlLru } from '../../lib/lru'
import { type CategoryTree, categoryTree } from '../categories/category-tree'
import { type SearchTerms, searchTerms, tokensMatch } from './search-terms'
import { alternatives, prefetchVocabulary, vocabulary } from './vocabulary'

type Suggestion = components['schemas']['Suggestion']
export type SuggestionList = components['schemas']['SuggestionList']

export const SUGGESTION_TTL_SECONDS = 300
const MAX_ITEMS = 10
/** The popular matches whose categories and brands make the suggestions */
const SAMPLE = 100
const cacheOf = dbCache('suggestions', 'ttl', () => new TtlLru<SuggestionList>(2_000, SUGGESTION_TTL_SECONDS * 1000))

type GroupRow = { category_id: number; brand_fa: string | null; brand_en: string | null }

function groups(db: Db, terms: SearchTerms): Promise<GroupRow[]> {
  return queryRows<GroupRow>(
    db,
    sql`select m.category_id, b.name_fa as brand_fa, b.name_en as brand_en
    from (select p.category_id, p.brand_id, p.sales_count from products p
      where p.in_stock and ${tokensMatch(sql`p.search_text`, terms)}
      order by p.sales_count desc limit ${SAMPLE}) m
    left join brands b on b.id = m.brand_id
    group by m.category_id, b.id, b.name_fa, b.name_en
    order by count(*) desc, max(m.sales_count) desc, m.category_id
    limit ${MAX_ITEMS}`,
  )
}

const covers = (text: string, terms: SearchTerms) => terms.tokens.every((t) => text.includes(t))

function fromCategories(tree: CategoryTree, terms: SearchTerms): Suggestion[] {
  const out: Suggestion[] = []
  for (const node of tree.flat()) {
    if (covers(normalizeText(node.nameFa), terms)) {
      out.push({ id: node.id, phrase: node.nameFa, fname: node.nameFa, slug: node.slug })
    }
  }
  return out
}

async function build(db: Db, terms: SearchTerms, typed: string): Promise<SuggestionList> {
  const [tree, words] = await Promise.all([categoryTree(db), vocabulary(db, 'products')])
  let rows = await groups(db, terms)
  let phrase = typed
  let used = terms
  for (const tokens of rows.length ? [] : alternatives(words, terms.tokens)) {
    const alternative = { text: tokens.join(' '), tokens }
    rows = await groups(db, alternative)
    if (rows.length === 0) continue
    used = alternative
    phrase = alternative.text
    break
  }
  // The last word is usually still being typed: suggest its most frequent completion.
  const last = used.tokens[used.tokens.length - 1]
  const completed = words.frequency.has(last) ? null : words.complete(last)
  if (completed) phrase = [...used.tokens.slice(0, -1), completed].join(' ')
  const items = fromCategories(tree, used)
  for (const row of rows) {
    const category = tree.byId.get(row.category_id)
    if (!category) continue
    // The brand (with the category) is what was typed: suggest "category brand"; else the words.
    const named =
      row.brand_fa !== null && covers(normalizeText(`${category.nameFa} ${row.brand_fa} ${row.brand_en}`), used)
    const text = named ? `${category.nameFa} ${row.brand_fa}` : phrase
    items.push({ id: category.id, phrase: text, fname: category.nameFa, slug: category.slug })
  }
  const seen = new Set<string>()
  const unique = items.filter((s) => {
    const key = `${s.id}|${normalizeText(s.phrase)}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  return { items: unique.slice(0, MAX_ITEMS) }
}

export function listSuggestions(db: Db, rawPhrase: string): Promise<SuggestionList> {
  const terms = searchTerms(rawPhrase)
  if (!terms || terms.text.replace(/ /g, '').length < 2) {
    throw invalidField('query.phrase', 'عبارت جستجو باید دست‌کم ۲ نویسه باشد')
  }
  // The phrase shown back is the typed one in Persian letters, and it is the cache key too: a
  // list built for كتاب (Arabic letters) is then the one served for کتاب, and shows کتاب.
  const typed = persianSpelling(rawPhrase)
  prefetchVocabulary(db, 'products')
  return cacheOf(db).get(typed, () => build(db, terms, typed))
}
