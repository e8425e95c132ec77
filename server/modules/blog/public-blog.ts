// Public blog reads: published posts of verified stores, newest first.
import { type SQL, sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { storeSummaryJson } from '../../db/projections'
import { isInt4, iso, queryRows } from '../../db/rows'
import { invalidField, notFound } from '../../lib/http-error'
import { anyInt } from '../catalog/product-scope'
import { searchable, searchTerms, tokensMatch } from '../catalog/search-terms'

type Schemas = components['schemas']
export type BlogPost = Schemas['BlogPost']
export type BlogPostPage = Schemas['BlogPostPage']

export const POST_NOT_FOUND = 'مطلب موردنظر یافت نشد'
const LIVE = sql`bp.status = 'published' and s.verified`

type PostRow = Omit<BlogPost, 'published_at' | 'created_at' | 'updated_at'> & {
  published_at: Date | string | null
  created_at: Date | string
  updated_at: Date | string
}

/** Posts with their store's summary, public or not (`where` says which); the seller's reads use it too. */
export async function selectPosts(db: Db, where: SQL, tail: SQL): Promise<BlogPost[]> {
  const rows = await queryRows<PostRow>(
    db,
    sql`select bp.id, bp.store_id, bp.title, bp.slug, bp.excerpt, bp.body_html, bp.cover_url, bp.status,
      bp.published_at, bp.created_at, bp.updated_at,
      ${storeSummaryJson} as store
    from blog_posts bp join stores s on s.id = bp.store_id
    where ${where} ${tail}`,
  )
  return rows.map((r) => ({
    ...r,
    published_at: iso(r.published_at),
    created_at: iso(r.created_at) as string,
    updated_at: iso(r.updated_at) as string,
  }))
}

export async function listPublicBlogPosts(
  db: Db,
  q: { skip?: number; limit?: number; store_id?: number; search?: string },
  /** The admin's curation lists: a store under review's live items too */
  anyStore = false,
): Promise<BlogPostPage> {
  const skip = q.skip ?? 0
  const limit = q.limit ?? 20
  const where = [anyStore ? sql`bp.status = 'published'` : LIVE]
  if (q.store_id !== undefined) {
    if (!isInt4(q.store_id)) throw invalidField('query.store_id', 'شناسه فروشگاه معتبر نیست')
    where.push(sql`bp.store_id = ${q.store_id}`)
  }
  const terms = searchTerms(q.search)
  if (terms) where.push(tokensMatch(searchable(sql`bp.search_text`, sql`bp.title`), terms))
  const all = sql.join(where, sql` and `)
  const [items, [count]] = await Promise.all([
    selectPosts(db, all, sql`order by bp.published_at desc nulls last, bp.id desc limit ${limit} offset ${skip}`),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from blog_posts bp join stores s on s.id = bp.store_id where ${all}`,
    ),
  ])
  return { items, total: count?.n ?? 0, skip, limit }
}

export async function getPublicBlogPost(db: Db, id: number): Promise<BlogPost> {
  if (!isInt4(id)) throw notFound(POST_NOT_FOUND)
  const [post] = await selectPosts(db, sql`${LIVE} and bp.id = ${id}`, sql``)
  if (!post) throw notFound(POST_NOT_FOUND)
  return post
}

/** Published posts of the given ids, in that order (homepages). */
export async function postsByIds(db: Db, ids: number[]): Promise<BlogPost[]> {
  if (ids.length === 0) return []
  const posts = await selectPosts(db, sql`${LIVE} and ${anyInt(sql`bp.id`, ids)}`, sql``)
  return ids.flatMap((id) => posts.filter((p) => p.id === id))
}
