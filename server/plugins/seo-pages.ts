// Meta for each public page, read straight from the database with one or two indexed lookups.
// A page that does not exist (or is not public: a draft post, an inactive bundle) gives null.
import { and, eq, or } from 'drizzle-orm'
import { findFaq } from '#sdk/rules/faq'
import { documentTitle, entityTitle, SITE } from '#sdk/rules/page-titles'
import type { Db } from '../db/client'
import { blogPosts, brands, bundles, categories, stores } from '../db/schema'
import { type PageMeta, plainText } from './seo-html'

export { SITE } from '#sdk/rules/page-titles'
export const SITE_DESCRIPTION =
  'راسته، بازار آنلاین فروشگاه‌های ایرانی: کالای دلخواهتان را از میان پیشنهاد فروشگاه‌های معتبر پیدا کنید و قیمت‌ها را به تومان مقایسه کنید.'

/** origin + path → absolute URL; a null path stays undefined */
export type Abs = (path: string | null | undefined) => string
export type Page = Omit<PageMeta, 'url'> & { path: string }

export const title = documentTitle
export const idOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null)

export async function categoryPage(db: Db, slug: string, brandSlug: string | null, abs: Abs): Promise<Page | null> {
  const [c] = await db
    .select({ name: categories.nameFa, image: categories.imageUrl })
    .from(categories)
    .where(eq(categories.slug, slug))
  if (!c) return null
  const b = brandSlug ? await brandRow(db, brandSlug) : null
  if (brandSlug && !b) return null
  const name = b ? `${c.name} ${b.fa}` : c.name
  return {
    path: b ? `/categories/${slug}/${brandSlug}` : `/categories/${slug}`,
    title: title(entityTitle.category(name)),
    description: `خرید آنلاین ${name} با مقایسه قیمت فروشگاه‌های معتبر به تومان، ارسال به سراسر ایران در ${SITE}.`,
    image: c.image ? abs(c.image) : undefined,
    type: 'website',
  }
}

export async function brandPage(db: Db, slug: string, abs: Abs): Promise<Page | null> {
  const b = await brandRow(db, slug)
  if (!b) return null
  return {
    path: `/brand/${slug}`,
    title: title(entityTitle.brand(b.fa, b.en)),
    description: `خرید محصولات اصل ${b.fa} (${b.en}) از فروشگاه‌های معتبر ${SITE} با مقایسه قیمت به تومان.`,
    image: b.logo ? abs(b.logo) : undefined,
    type: 'website',
  }
}

/** /faq/{slug}: one question of the FAQ (sdk/rules/faq.ts); null for a question it does not have. */
export function faqPage(slug: string): Page | null {
  const entry = findFaq(slug)
  if (!entry) return null
  return {
    path: `/faq/${slug}`,
    title: title(entry.question),
    description: plainText(entry.answer[0] ?? SITE_DESCRIPTION),
    type: 'article',
  }
}

async function brandRow(db: Db, slug: string) {
  const [b] = await db
    .select({ fa: brands.nameFa, en: brands.nameEn, logo: brands.logoUrl })
    .from(brands)
    .where(eq(brands.slug, slug))
  return b ?? null
}

/** /stores/{id} or /store/{name}: by id, or by slug or exact name. Unverified stores: noindex. */
export async function storePage(db: Db, key: { id?: string; name?: string }, abs: Abs): Promise<Page | null> {
  const id = key.id !== undefined ? idOf(key.id) : null
  if (key.id !== undefined && id === null) return null
  const where = id !== null ? eq(stores.id, id) : or(eq(stores.slug, key.name ?? ''), eq(stores.name, key.name ?? ''))
  const [s] = await db
    .select({
      id: stores.id,
      name: stores.name,
      about: stores.description,
      logo: stores.logoUrl,
      verified: stores.verified,
      city: stores.city,
    })
    .from(stores)
    .where(where)
    .limit(1)
  if (!s) return null
  return {
    path: `/stores/${s.id}`,
    title: title(s.name),
    description: plainText(`${s.name} در ${SITE}: ${s.about ?? ''}`),
    image: s.logo ? abs(s.logo) : undefined,
    type: 'website',
    noindex: !s.verified,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: s.name,
      image: s.logo ? abs(s.logo) : undefined,
      address: { '@type': 'PostalAddress', addressLocality: s.city, addressCountry: 'IR' },
    },
  }
}

export async function blogPage(db: Db, rawId: string, abs: Abs): Promise<Page | null> {
  const id = idOf(rawId)
  if (id === null) return null
  const [b] = await db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      body: blogPosts.bodyHtml,
      cover: blogPosts.coverUrl,
      status: blogPosts.status,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
      store: stores.name,
    })
    .from(blogPosts)
    .innerJoin(stores, eq(stores.id, blogPosts.storeId))
    .where(eq(blogPosts.id, id))
  if (b?.status !== 'published') return null
  const image = b.cover ? abs(b.cover) : undefined
  return {
    path: `/blog/${b.id}/${b.slug}`,
    title: title(b.title),
    description: plainText(b.excerpt || b.body),
    image,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: b.title,
      image,
      datePublished: b.publishedAt?.toISOString(),
      dateModified: b.updatedAt.toISOString(),
      author: { '@type': 'Organization', name: b.store },
      publisher: { '@type': 'Organization', name: SITE },
    },
  }
}

export async function bundlePage(db: Db, slug: string, abs: Abs): Promise<Page | null> {
  const [b] = await db
    .select({ name: bundles.name, description: bundles.description, image: bundles.imageUrl })
    .from(bundles)
    .where(and(eq(bundles.slug, slug), eq(bundles.isActive, true)))
  if (!b) return null
  return {
    path: `/bundles/${slug}`,
    title: title(b.name),
    description: plainText(b.description || b.name),
    image: b.image ? abs(b.image) : undefined,
    type: 'website',
  }
}
