// Makes product #k (name, specs, description, images and the stores' offers) from its own random
// stream, so the result depends on the seed and k only — never on batch size or on N.

import { normalizeText } from '#sdk/rules/text'
import type { Specs } from '../../db/schema'
import { Rng } from '../random'
import { escapeHtml, roundPrice, slugify } from '../text'
import type { BrandRow, LeafRow, SeedContext } from './context'
import { productImageUrl } from './context'
import { makeSpecs, nameParts, specLabel } from './specs'

export interface GeneratedOffer {
  store_id: number
  price: number
  stock: number
  is_available: boolean
  sales_count: number
}

export interface GeneratedImage {
  url: string
  is_primary: boolean
  sort_order: number
  alt: string | null
}

export interface GeneratedProduct {
  id: number
  slug: string
  name_fa: string
  name_en: string
  description: string
  brand_id: number
  category_id: number
  specs: Specs
  search_text: string
  sales_count: number
  /** seconds before now, so "newest" sorting has something to sort */
  age: number
  images: GeneratedImage[]
  offers: GeneratedOffer[]
}

const OFFER_COUNT_WEIGHTS = [25, 30, 25, 12, 8] // 1..5 stores per product

/** k is the product's 0-based position in the catalogue; its id is idBase + k + 1. */
export function generateProduct(ctx: SeedContext, k: number, idBase = 0): GeneratedProduct {
  const rng = Rng.for(ctx.seed, 'product', k)
  const row = ctx.leaves[rng.weighted(ctx.weights)]
  const { leaf, root } = row
  const brand = ctx.brands.get(rng.pick(leaf.brands)) as BrandRow
  const specs = makeSpecs(leaf.attrs, rng)
  const { nameFa, nameEn } = productName(row, brand, specs, rng)

  const base = Math.min(leaf.price[1], rng.logUniform(leaf.price[0], leaf.price[1]) * priceFactor(row, specs))
  const popularity = rng.next() ** 4 // most products sell little, a few sell a lot
  const stores = ctx.storesByRoot.get(root.slug) ?? []
  const count = Math.min(stores.length, rng.weighted(OFFER_COUNT_WEIGHTS) + 1)
  const offers = rng.sample(stores, count).map((store_id) => ({
    store_id,
    price: roundPrice(base * (0.92 + 0.2 * rng.next())),
    stock: rng.chance(0.1) ? 0 : rng.int(1, rng.chance(0.8) ? 40 : 300),
    is_available: !rng.chance(0.06),
    sales_count: Math.round(popularity * rng.next() * 4000),
  }))

  return {
    id: idBase + k + 1,
    slug: slugify(nameEn) || `product-${k + 1}`,
    name_fa: nameFa,
    name_en: nameEn,
    description: describe(row, brand, nameFa, specs, rng),
    brand_id: brand.id,
    category_id: row.categoryId,
    specs,
    search_text: normalizeText(`${nameFa} ${nameEn} ${brand.fa} ${brand.en} ${leaf.name}`),
    sales_count: offers.reduce((sum, o) => sum + o.sales_count, 0),
    age: rng.int(0, 365 * 86400),
    images: images(row, nameFa, rng),
    offers,
  }
}

/**
 * Bigger numbers in the name cost more: a 512 GB phone is dearer than a 64 GB one of the same
 * draw. Attributes named in the title (ordered options, ranges) scale the price by 0.8–1.2 each.
 */
function priceFactor({ leaf }: LeafRow, specs: Specs): number {
  let factor = 1
  for (const a of leaf.attrs) {
    if (a.inName === undefined) continue
    const v = specs[a.key]
    if (a.type === 'select' && a.options && a.options.length > 1) {
      factor *= 0.8 + (0.4 * a.options.findIndex((o) => o.value === v)) / (a.options.length - 1)
    } else if (a.type === 'range' && typeof v === 'number' && a.max !== a.min) {
      factor *= 0.8 + (0.4 * (v - (a.min ?? 0))) / ((a.max ?? 1) - (a.min ?? 0))
    }
  }
  return factor
}

function productName(row: LeafRow, brand: BrandRow, specs: Specs, rng: Rng): { nameFa: string; nameEn: string } {
  const { leaf } = row
  const parts = nameParts(leaf.attrs, specs)
  if (leaf.titles) {
    const title = rng.pick(leaf.titles)
    const publisher = brand.fa.replace(/^نشر /, '')
    return {
      nameFa: [`${leaf.noun} ${title.fa} اثر ${title.author} انتشارات ${publisher}`, ...parts].join(' '),
      nameEn: `${title.en} (${brand.en})`,
    }
  }
  const patterns = leaf.series?.[brand.slug]
  const pattern = patterns
    ? rng.pick(patterns)
    : `${brand.en
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 2)
        .toUpperCase()}-####`
  const model = pattern.replace(/#/g, () => String(rng.int(0, 9)))
  return {
    nameFa: [`${leaf.noun} ${brand.fa} مدل ${model}`, ...parts].join(' '),
    nameEn: `${brand.en} ${model} ${leaf.en}`,
  }
}

/** Simple safe HTML: a paragraph, the specs as a list, and one more paragraph. */
function describe(row: LeafRow, brand: BrandRow, nameFa: string, specs: Specs, rng: Rng): string {
  const [first, second] = rng.sample(row.root.blurbs, 2)
  const items = row.leaf.attrs.map(
    (a) => `<li>${escapeHtml(a.label_fa)}: ${escapeHtml(specLabel(a, specs[a.key]))}</li>`,
  )
  return [
    `<p>${escapeHtml(nameFa)} محصولی از برند ${escapeHtml(brand.fa)} در دسته ${escapeHtml(row.leaf.name)} است. ${escapeHtml(first)}</p>`,
    `<ul>${items.join('')}</ul>`,
    `<p>${escapeHtml(second ?? first)}</p>`,
  ].join('')
}

/**
 * 1–2 images, all of the product itself: the leaf's own silhouette in the pool's two colourings
 * (the root's other shapes picture other kinds of goods — a phone's gallery must not show a
 * headphone; issue 27, item 27).
 */
function images(row: LeafRow, nameFa: string, rng: Rng): GeneratedImage[] {
  const own = [row.leaf.shape + 1, row.leaf.shape + 5]
  const first = rng.chance(0.5) ? 1 : 0
  const picked = rng.chance(0.5) ? [own[first], own[1 - first]] : [own[first]]
  return picked.map((n, i) => ({
    url: productImageUrl(row.root.slug, n),
    is_primary: i === 0,
    sort_order: i,
    alt: i === 0 ? nameFa : null,
  }))
}
