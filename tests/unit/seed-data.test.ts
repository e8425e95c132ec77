// The seed's data files and pure helpers: the tree and brands are consistent, identifiers are
// well-formed, product generation is deterministic and stays inside each category's attributes.
import { describe, expect, it } from 'vitest'
import { trustText } from '../../server/modules/trust'
import type { SeedContext } from '../../server/seed/catalog/context'
import { generateProduct } from '../../server/seed/catalog/product-gen'
import { parseCount, parseSeedArgs } from '../../server/seed/cli-args'
import { BRANDS } from '../../server/seed/data/brands'
import { REVIEW_BODIES, REVIEW_TITLES, SELLER_ANSWERS, STRENGTHS, WEAKNESSES } from '../../server/seed/data/reviews'
import { STORES } from '../../server/seed/data/stores'
import { allLeaves, ROOTS } from '../../server/seed/data/tree'
import { DEMO_BUYER_NAMES } from '../../server/seed/data/users'
import {
  companyIdCheck,
  ibanCheck,
  isValidNationalCode,
  isValidSheba,
  nationalCode,
  sheba,
} from '../../server/seed/ids'
import { mediaJobs } from '../../server/seed/media/pool'
import { Rng } from '../../server/seed/random'

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/

function fakeContext(seed = 1404): SeedContext {
  const leaves = allLeaves().map((l, i) => ({ ...l, categoryId: 1000 + i }))
  return {
    seed,
    leaves,
    weights: leaves.map((l) => l.leaf.weight ?? 1),
    brands: new Map(BRANDS.map((b, i) => [b.slug, { id: i + 1, slug: b.slug, fa: b.fa, en: b.en }])),
    storesByRoot: new Map(
      ROOTS.map((r) => [r.slug, STORES.flatMap((s, i) => (s.sells.includes(r.slug) ? [i + 1] : []))]),
    ),
  }
}

describe('seed data', () => {
  it('has at least 60 categories in three levels with unique kebab-case slugs', () => {
    const slugs = ROOTS.flatMap((r) => [r.slug, ...r.mids.flatMap((m) => [m.slug, ...m.leaves.map((l) => l.slug)])])
    expect(slugs.length).toBeGreaterThanOrEqual(60)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const s of slugs) expect(s).toMatch(KEBAB)
    for (const r of ROOTS) for (const m of r.mids) expect(m.leaves.length).toBeGreaterThan(0)
  })

  it('has at least 40 brands, and every leaf names existing brands and unique attribute keys', () => {
    expect(BRANDS.length).toBeGreaterThanOrEqual(40)
    const known = new Set(BRANDS.map((b) => b.slug))
    expect(known.size).toBe(BRANDS.length)
    for (const { leaf, root } of allLeaves()) {
      for (const b of leaf.brands) expect(known, `${leaf.slug}: ${b}`).toContain(b)
      const keys = leaf.attrs.map((a) => a.key)
      expect(new Set(keys).size, leaf.slug).toBe(keys.length)
      expect(leaf.shape).toBeLessThan(root.shapes.length)
      expect(leaf.price[0]).toBeLessThan(leaf.price[1])
    }
  })

  it('gives each root a seller, and has unverified stores and stores of both kinds', () => {
    for (const r of ROOTS)
      expect(STORES.filter((s) => s.verified && s.sells.includes(r.slug)).length).toBeGreaterThan(1)
    expect(STORES.filter((s) => !s.verified).length).toBe(4)
    expect(STORES.length).toBeGreaterThanOrEqual(25)
  })

  it('names 8 product images per root category plus logos, covers and the placeholder', () => {
    const files = mediaJobs(STORES.length).map((j) => j.file)
    for (const r of ROOTS) expect(files.filter((f) => f.startsWith(`products/${r.slug}-`))).toHaveLength(8)
    expect(files).toContain('placeholder.webp')
  })
})

describe('the demo reviews (issue 32)', () => {
  it("are Persian plain text within the API's limits, stored as the API would store them", () => {
    const limited = (list: string[], max: number) => list.map((text) => [text, max] as const)
    const texts = [
      ...Object.values(REVIEW_TITLES).flatMap((l) => limited(l, 100)),
      ...Object.values(REVIEW_BODIES).flatMap((l) => limited(l, 2000)),
      ...Object.values(SELLER_ANSWERS).flatMap((l) => limited(l, 1000)),
      ...limited([...STRENGTHS, ...WEAKNESSES], 100),
    ]
    for (const [text, max] of texts) {
      expect(trustText(text, 'text', max), text).toBe(text)
      expect(text).toMatch(/^[\u0600-\u06FF\u200c\s«»،؛.!؟:]+$/)
      // A half-space only inside a word, never beside a space.
      expect(text, text).not.toMatch(/\s\u200c|\u200c\s/)
    }
    expect(new Set(DEMO_BUYER_NAMES).size).toBe(DEMO_BUYER_NAMES.length)
  })
})

describe('identifiers', () => {
  it('makes national codes and Sheba numbers that pass their checksums', () => {
    const rng = new Rng(7)
    for (let i = 0; i < 200; i++) {
      expect(isValidNationalCode(nationalCode(rng))).toBe(true)
      const s = sheba(rng)
      expect(s).toMatch(/^IR\d{24}$/)
      expect(isValidSheba(s)).toBe(true)
    }
    expect(isValidNationalCode('0084575948')).toBe(true) // a textbook example
    expect(isValidNationalCode('0084575949')).toBe(false)
    expect(isValidSheba('IR062960000000100324200001')).toBe(true) // the usual published example
    expect(ibanCheck('2960000000100324200001')).toBe('06')
    expect(companyIdCheck('1010362890')).toMatch(/^\d$/)
  })
})

describe('product generation', () => {
  it('is deterministic per index and independent of what was generated before', () => {
    const a = fakeContext()
    const first = generateProduct(a, 41)
    for (let k = 0; k < 41; k++) generateProduct(a, k)
    expect(generateProduct(fakeContext(), 41)).toEqual(first)
    expect(generateProduct(fakeContext(9), 41)).not.toEqual(first)
  })

  it('draws specs from the leaf attributes, prices in whole thousands, 1–5 offers and one primary image', () => {
    const ctx = fakeContext()
    for (let k = 0; k < 2000; k++) {
      const p = generateProduct(ctx, k)
      const { leaf } = ctx.leaves.find((l) => l.categoryId === p.category_id) as SeedContext['leaves'][number]
      expect(Object.keys(p.specs).sort()).toEqual(leaf.attrs.map((a) => a.key).sort())
      for (const a of leaf.attrs) {
        const v = p.specs[a.key]
        const allowed = (a.options ?? []).map((o) => o.value)
        if (a.type === 'select') expect(allowed).toContain(v)
        if (a.type === 'multi_select') expect((v as string[]).every((x) => allowed.includes(x))).toBe(true)
        if (a.type === 'range') expect(v as number).toBeGreaterThanOrEqual(a.min as number)
        if (a.type === 'range') expect(v as number).toBeLessThanOrEqual(a.max as number)
      }
      expect(p.offers.length).toBeGreaterThanOrEqual(1)
      expect(p.offers.length).toBeLessThanOrEqual(5)
      for (const o of p.offers) expect(o.price % 1000).toBe(0)
      expect(p.images.filter((i) => i.is_primary)).toHaveLength(1)
      expect(p.slug).toMatch(KEBAB)
      expect(p.name_fa).toContain(leaf.noun)
    }
  })
})

// Issue 27, item 27: the demo catalogue names models that exist and pictures each product only.
const REAL_MODELS: Record<string, readonly string[]> = {
  apple: [
    'iPhone 13',
    'iPhone 14',
    'iPhone 15',
    'iPhone 15 Pro',
    'iPhone 15 Pro Max',
    'iPhone 16',
    'iPhone 16 Pro',
    'iPhone 16 Pro Max',
  ],
  samsung: [
    'Galaxy A06',
    'Galaxy A15',
    'Galaxy A16',
    'Galaxy A25',
    'Galaxy A35',
    'Galaxy A55',
    'Galaxy M34',
    'Galaxy S23',
    'Galaxy S24',
    'Galaxy S24 Ultra',
    'Galaxy S25',
    'Galaxy S25 Ultra',
  ],
}

describe('demo catalogue realism', () => {
  const ctx = fakeContext()
  const products = Array.from({ length: 3000 }, (_, k) => generateProduct(ctx, k))
  const leafOf = (categoryId: number) => ctx.leaves.find((l) => l.categoryId === categoryId) as (typeof ctx.leaves)[0]

  it('names phones after models that exist (no «iPhone 10 Pro», no «Galaxy S28»), iPhone 15 among them', () => {
    const phones = products.filter((p) => leafOf(p.category_id).leaf.slug === 'mobile-phone')
    const seen = new Set<string>()
    for (const p of phones) {
      const brand = [...ctx.brands.values()].find((b) => b.id === p.brand_id)?.slug ?? ''
      const model = p.name_fa.split(' مدل ')[1]
      const real = REAL_MODELS[brand]
      if (!real) continue
      expect(
        real.some((m) => model === m || model.startsWith(`${m} `)),
        `${brand}: ${model}`,
      ).toBe(true)
      seen.add(real.find((m) => model === m || model.startsWith(`${m} `)) as string)
    }
    expect(seen).toContain('iPhone 15')
    expect(products.some((p) => /iPhone 10 Pro|Galaxy S28/.test(p.name_fa))).toBe(false)
  })

  it('draws named product lines from real lists: a random digit is only ever part of a model code', () => {
    // Phones, tablets, earphones, speakers, watches and shoes are known by name; their series are literal.
    const named = [
      'mobile-phone',
      'tablet',
      'headphones',
      'bluetooth-speaker',
      'smartwatch',
      'mens-shoes',
      'womens-shoes',
    ]
    for (const { leaf } of allLeaves().filter((l) => named.includes(l.leaf.slug))) {
      for (const [brand, patterns] of Object.entries(leaf.series ?? {}))
        for (const pattern of patterns) expect(pattern, `${leaf.slug}/${brand}`).not.toContain('#')
    }
  })

  it("shows in a product's gallery only pictures of its own kind of goods", () => {
    for (const p of products) {
      const { leaf, root } = leafOf(p.category_id)
      const own = [leaf.shape + 1, leaf.shape + 5].map((n) => `/media/products/${root.slug}-${n}.webp`)
      for (const image of p.images) expect(own, p.name_fa).toContain(image.url)
      expect(new Set(p.images.map((i) => i.url)).size).toBe(p.images.length)
    }
  })
})

describe('seed flags', () => {
  it('parses counts and flags', () => {
    expect(parseCount('1e6')).toBe(1_000_000)
    expect(parseCount('2.5')).toBeNaN()
    expect(parseCount('1_000_000')).toBe(1_000_000)
    expect(parseCount('100k')).toBe(100_000)
    expect(parseCount('1,000')).toBe(1000)
    expect(parseSeedArgs(['--products', '1000000', '--reset', '--database-url=postgres://x/y'])).toMatchObject({
      products: 1_000_000,
      reset: true,
      databaseUrl: 'postgres://x/y',
    })
    expect(() => parseSeedArgs(['--products', '-3'])).toThrow(/positive/)
    expect(() => parseSeedArgs(['--nope'])).toThrow(/unknown flag/)
  })
})
