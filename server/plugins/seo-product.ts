// The product page's meta and its schema.org Product block: one lookup for the product (with
// brand, category and first image) and one aggregate over its live offers.
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { firstImageUrl } from '../db/projections'
import { brands, categories, offers, products, stores } from '../db/schema'
import { plainText } from './seo-html'
import { type Abs, idOf, type Page, SITE, title } from './seo-pages'

const fa = (n: number) => new Intl.NumberFormat('fa-IR').format(n)

export async function productPage(db: Db, rawId: string, abs: Abs): Promise<Page | null> {
  const id = idOf(rawId)
  if (id === null) return null
  const [p] = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.nameFa,
      description: products.description,
      bestPrice: products.bestPrice,
      category: categories.nameFa,
      brand: brands.nameFa,
      image: sql<string | null>`${firstImageUrl(sql`${products.id}`)}`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(eq(products.id, id))
  if (!p) return null
  const [live] = await db
    .select({ high: sql<number | null>`max(${offers.price})`, count: sql<number>`count(*)::int` })
    .from(offers)
    .innerJoin(stores, eq(stores.id, offers.storeId))
    .where(
      and(eq(offers.productId, id), eq(stores.verified, true), eq(offers.isAvailable, true), sql`${offers.stock} > 0`),
    )
  const path = `/products/${p.id}/${p.slug}`
  const inStock = p.bestPrice !== null && live.count > 0
  const price = inStock ? `به قیمت ${fa(p.bestPrice as number)} تومان از ${fa(live.count)} فروشگاه` : '(ناموجود)'
  return {
    path,
    title: title(p.name),
    description: plainText(`خرید ${p.name} ${price} در ${SITE}. ${plainText(p.description, 400)}`),
    image: p.image ? abs(p.image) : undefined,
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: p.name,
      image: p.image ? [abs(p.image)] : undefined,
      description: plainText(p.description, 500),
      sku: String(p.id),
      category: p.category,
      brand: p.brand ? { '@type': 'Brand', name: p.brand } : undefined,
      // Prices are toman, which is no ISO 4217 currency; schema.org needs one, so the offer is
      // given in Iranian rials (IRR), 1 toman = 10 rials. lowPrice is the cheapest selling price
      // after automatic discounts; highPrice the dearest listed price of a live offer.
      offers: inStock
        ? {
            '@type': 'AggregateOffer',
            priceCurrency: 'IRR',
            lowPrice: (p.bestPrice as number) * 10,
            highPrice: Math.max(p.bestPrice as number, Number(live.high)) * 10,
            offerCount: live.count,
            availability: 'https://schema.org/InStock',
            url: abs(path),
          }
        : undefined,
    },
  }
}
