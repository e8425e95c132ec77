// The product page's meta and its schema.org Product block: one lookup for the product (with
// brand, category and first image), one aggregate over its live offers, and its kept rating
// summary with a few of its most helpful published reviews (issue 32).
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { firstImageUrl } from '../db/projections'
import { brands, categories, offers, productRatings, products, reviews, stores, users } from '../db/schema'
import { ratingAverage } from '../modules/reviews/ratings'
import { publicName } from '../modules/trust'
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
  const rating = await ratingLd(db, id)
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
      ...rating,
    },
  }
}

/** Reviews the Product block carries: enough for a search result's snippet, not the whole list. */
const LD_REVIEWS = 3

/**
 * schema.org aggregateRating (from the kept summary, never counted here) and the most helpful
 * published reviews that have text; nothing for a product without ratings.
 */
async function ratingLd(db: Db, productId: number): Promise<Record<string, unknown>> {
  const [summary] = await db
    .select({ count: productRatings.count, sum: productRatings.sum })
    .from(productRatings)
    .where(eq(productRatings.productId, productId))
  if (!summary || summary.count <= 0) return {}
  const top = await db
    .select({
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      createdAt: reviews.createdAt,
      author: users.name,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'published'), sql`${reviews.body} is not null`))
    .orderBy(desc(reviews.helpfulCount), desc(reviews.id))
    .limit(LD_REVIEWS)
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: ratingAverage(summary.sum, summary.count),
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: top.length
      ? top.map((r) => ({
          '@type': 'Review',
          author: { '@type': 'Person', name: publicName(r.author) },
          datePublished: r.createdAt.toISOString().slice(0, 10),
          name: r.title ?? undefined,
          reviewBody: plainText(r.body, 500),
          reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
        }))
      : undefined,
  }
}
