import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { activeFilterCount, clearFilters } from '#lib/product-list/list-filters'
import { brandSampleParams, needsFacets, productListParams, totalPages } from '#lib/product-list/list-query'
import { productListSearchSchema } from '#lib/product-list/list-search'
import { removeSpec, setFlag, setRange, toggleOption } from '#lib/product-list/specs-editing'
import { type CategoryFilter, cleanSpecs, specsForApi } from '#lib/product-list/specs-selection'

function facet(key: string, type: CategoryFilter['type'], options: string[] = []): CategoryFilter {
  return {
    id: key.length,
    category_id: 37,
    key,
    label_fa: key,
    type,
    unit: null,
    order: 0,
    options: options.map((value) => ({ value, label_fa: value })),
    range: null,
  }
}

const facets = [
  facet('ram', 'select', ['4', '8', '12']),
  facet('network', 'multi_select', ['4G', '5G']),
  facet('screen_size', 'range'),
  facet('dual_sim', 'boolean'),
]

describe('specs in the URL', () => {
  it('keeps valid selections and drops the rest', () => {
    expect(
      cleanSpecs({
        ram: ['8', 8, '', '8'],
        network: '5G',
        screen_size: { min: '6.9', max: 6.1 },
        dual_sim: true,
        'bad key!': ['x'],
        empty: [],
        nothing: {},
        nested: { min: 'abc' },
      }),
    ).toEqual({ ram: ['8'], network: ['5G'], screen_size: { min: 6.1, max: 6.9 }, dual_sim: true })
  })

  it('reads a JSON string and ignores garbage', () => {
    expect(cleanSpecs('{"ram":["4"]}')).toEqual({ ram: ['4'] })
    expect(cleanSpecs('not json')).toBeUndefined()
    expect(cleanSpecs(42)).toBeUndefined()
    expect(cleanSpecs(['ram'])).toBeUndefined()
    expect(cleanSpecs({})).toBeUndefined()
  })

  it('toggles options, sets ranges and flags, and removes empty entries', () => {
    let specs = toggleOption(undefined, 'ram', '8')
    expect(specs).toEqual({ ram: ['8'] })
    specs = toggleOption(specs, 'ram', '12')
    expect(specs).toEqual({ ram: ['8', '12'] })
    specs = setRange(specs, 'screen_size', { min: 6 })
    specs = setFlag(specs, 'dual_sim', true)
    expect(specs).toEqual({ ram: ['8', '12'], screen_size: { min: 6 }, dual_sim: true })
    specs = setFlag(specs, 'dual_sim', false)
    specs = setRange(specs, 'screen_size', {})
    specs = toggleOption(specs, 'ram', '8')
    expect(specs).toEqual({ ram: ['12'] })
    expect(toggleOption(specs, 'ram', '12')).toBeUndefined()
    expect(removeSpec({ ram: ['4'] }, 'ram')).toBeUndefined()
  })

  it('sends only the category facets, in their order and shape, as the API JSON string', () => {
    const json = specsForApi(
      { dual_sim: true, ram: ['8', '999'], unknown: ['x'], screen_size: { min: 6, max: 7 }, network: true },
      facets,
    )
    expect(json).toBe('{"ram":["8"],"screen_size":{"min":6,"max":7},"dual_sim":true}')
    expect(specsForApi({ unknown: ['x'] }, facets)).toBeUndefined()
    expect(specsForApi(undefined, facets)).toBeUndefined()
  })
})

describe('product list search params', () => {
  const parse = (input: Record<string, unknown>) => v.parse(productListSearchSchema, input)

  it('accepts the spec parameters and the filters, and drops what is malformed', () => {
    expect(
      parse({
        category: '12',
        search: '  گوشی  ',
        brand: 'samsung',
        min_price: '1000',
        max_price: -5,
        in_stock: 'true',
        sort: 'cheapest',
        page: 2,
        specs: { ram: ['8'] },
      }),
    ).toEqual({
      category: 12,
      search: 'گوشی',
      brand: ['samsung'],
      min_price: 1000,
      max_price: undefined,
      in_stock: true,
      sort: 'cheapest',
      page: 2,
      specs: { ram: ['8'] },
    })
    const junk = parse({
      category: 'abc',
      brand: ['Bad Slug', 'apple', 'apple'],
      sort: 'random',
      page: 0,
      in_stock: false,
    })
    expect(junk.category).toBeUndefined()
    expect(junk.brand).toEqual(['apple'])
    expect(junk.sort).toBeUndefined()
    expect(junk.page).toBeUndefined()
    expect(junk.in_stock).toBeUndefined()
  })

  it('counts and clears the filters', () => {
    const search = parse({
      category: 3,
      brand: ['a', 'b'],
      min_price: 10,
      in_stock: true,
      specs: { ram: ['8'] },
      page: 3,
    })
    expect(activeFilterCount(search)).toBe(5)
    const cleared = clearFilters(search)
    expect(activeFilterCount(cleared)).toBe(0)
    expect(cleared.category).toBe(3)
    expect(cleared.page).toBeUndefined()
  })
})

describe('list query', () => {
  it('builds the listPublicProducts query from the scope and the filters', () => {
    expect(
      productListParams(
        { brand: ['apple'], min_price: 900, max_price: 100, in_stock: true, page: 3, specs: { ram: ['8'] } },
        { categoryId: 37 },
        facets,
      ),
    ).toEqual({
      category: 37,
      brand: ['apple'],
      min_price: 100,
      max_price: 900,
      in_stock: true,
      specs: '{"ram":["8"]}',
      skip: 40,
      limit: 20,
    })
  })

  it('fixes the brand on a brand page and drops relevance without a search', () => {
    expect(productListParams({ brand: ['x'], sort: 'relevance' }, { brand: 'apple' })).toEqual({
      brand: ['apple'],
      skip: 0,
      limit: 20,
    })
    expect(productListParams({ sort: 'relevance' }, { search: ' کفش ' })).toMatchObject({
      search: 'کفش',
      sort: 'relevance',
    })
    // Specs outside a category are never sent (the API would not know the keys).
    expect(productListParams({ specs: { ram: ['8'] } }, {}, facets).specs).toBeUndefined()
  })

  it('knows when the facets are needed and samples brands without the filters', () => {
    expect(needsFacets({ specs: { ram: ['8'] } }, { categoryId: 1 })).toBe(true)
    expect(needsFacets({ specs: undefined }, { categoryId: 1 })).toBe(false)
    expect(needsFacets({ specs: { ram: ['8'] } }, {})).toBe(false)
    expect(brandSampleParams({ categoryId: 5, brand: 'apple' })).toEqual({
      category: 5,
      sort: 'best_selling',
      limit: 100,
    })
    expect(totalPages(0)).toBe(1)
    expect(totalPages(41)).toBe(3)
  })
})
