// The catalogue search's token index (decision 022) answers what the SQL `like` tiers answered,
// follows item changes, and keeps the broad-phrase order (newest first) across pages.
import { describe, expect, it } from 'vitest'
import { searchTerms } from '../../server/modules/catalog/search-terms'
import { pageIds, plan } from '../../server/modules/catalogue-service/catalogue-search'
import { TokenIndex } from '../../server/modules/catalogue-service/token-index'

const terms = (q: string) => searchTerms(q) ?? { text: '', tokens: [] }

describe('catalogue token index', () => {
  const index = TokenIndex.build([
    { id: 3, search_text: 'کتاب ها و داستان های کوتاه' },
    { id: 1, search_text: 'گوشی موبایل سامسونگ galaxy a55 256 گیگابایت' },
    { id: 2, search_text: 'قاب گوشی سامسونگ' },
  ])

  it('matches 3+ characters inside a word, 1-2 at a word start, a ZWNJ-less token in its spaced form', () => {
    expect(index.match(['وبای'])).toEqual([1])
    expect(index.match(['گی'])).toEqual([1])
    expect(index.match(['گا'])).toEqual([]) // گیگابایت holds گا but does not start with it
    expect(index.match(['a5'])).toEqual([1])
    expect(index.match(['55'])).toEqual([])
    expect(index.match(['کتابها'])).toEqual([3])
    expect(index.match(['داستانهای', 'کوتاه'])).toEqual([3])
    expect(index.match(['گوشی', 'سامسونگ'])).toEqual([1, 2])
  })

  it('ranks a text that starts with the phrase first', () => {
    expect(plan(index, terms('قاب گوشی')).ids).toEqual([2])
    expect(plan(index, terms('گوشی سامسونگ')).ids).toEqual([1, 2])
    expect(plan(index, terms('سامسونگ')).ids).toEqual([1, 2])
  })

  it('follows a change, a rename and a removal', () => {
    const copy = TokenIndex.build([...index.texts].map(([id, search_text]) => ({ id, search_text })))
    copy.set(9, 'گوشی نوکیا')
    expect(copy.match(['نوکیا'])).toEqual([9])
    copy.set(9, 'گوشی اپل')
    expect(copy.match(['نوکیا'])).toEqual([])
    expect(copy.match(['گوشی'])).toEqual([1, 2, 9])
    copy.set(2, null)
    expect(copy.match(['گوشی'])).toEqual([1, 9])
    expect(copy.vocabulary().frequency.get('گوشی')).toBe(2)
  })

  it('lists a broad phrase newest first, page after page, and caps its total', () => {
    const big = TokenIndex.build(Array.from({ length: 1_205 }, (_, i) => ({ id: i + 1, search_text: `لامپ ${i}` })))
    const found = plan(big, terms('لامپ'))
    expect(found.total).toBe(1_000)
    expect(pageIds(found, 1, 3)).toEqual([1_205, 1_204, 1_203])
    expect(pageIds(found, 2, 3)).toEqual([1_202, 1_201, 1_200])
    expect(pageIds(found, 402, 3)).toEqual([2, 1])
    expect(pageIds(found, 403, 3)).toEqual([])
  })
})
