// A store's blog as its seller sees and changes it (the panel's /blog calls): drafts and published
// posts, draft ⇄ published through publish and unpublish. The body is sanitised here with the
// article allowlist whatever the client sent; published posts show on /blog and the store's page
// on the next request (public-blog.ts reads the same rows), drafts never do.
import { type SQL, sql } from 'drizzle-orm'
import { slugFromText } from '#sdk/rules/slug'
import type { components } from '#sdk/schema'
import { catalogChanged } from '../../db/caches'
import type { Db } from '../../db/client'
import { isInt4, queryRows } from '../../db/rows'
import { invalidField, notFound } from '../../lib/http-error'
import { normalizeText } from '../../lib/persian'
import { plainText, sanitizeArticle } from '../../lib/rich-text'
import { searchable, searchTerms, tokensMatch } from '../catalog/search-terms'
import { checkImageUrl } from '../products/product-images'
import { POST_NOT_FOUND, selectPosts } from './public-blog'

type Schemas = components['schemas']
type BlogPost = Schemas['BlogPost']

export const EMPTY_BODY = 'متن مقاله خالی است؛ دست‌کم یک بند بنویسید'

/** The store's posts, drafts included, newest first; by state and words of the title or excerpt. */
export async function storePostPage(
  db: Db,
  storeId: number,
  q: { skip?: number; limit?: number; status?: 'draft' | 'published'; search?: string },
): Promise<Schemas['BlogPostPage']> {
  const skip = q.skip ?? 0
  const limit = q.limit ?? 20
  const where: SQL[] = [sql`bp.store_id = ${storeId}`]
  if (q.status) where.push(sql`bp.status = ${q.status}`)
  const terms = searchTerms(q.search)
  if (terms) where.push(tokensMatch(searchable(sql`bp.search_text`, sql`bp.title`), terms))
  const all = sql.join(where, sql` and `)
  const [items, [count]] = await Promise.all([
    selectPosts(db, all, sql`order by bp.created_at desc, bp.id desc limit ${limit} offset ${skip}`),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from blog_posts bp where ${all}`),
  ])
  return { items, total: count?.n ?? 0, skip, limit }
}

/** The post's store and its owner (404 when there is no such post). */
export async function postOwner(db: Db, id: number): Promise<{ storeId: number; ownerId: number }> {
  const [row] = isInt4(id)
    ? await queryRows<{ store_id: number; owner_id: number }>(
        db,
        sql`select bp.store_id, s.owner_id from blog_posts bp join stores s on s.id = bp.store_id where bp.id = ${id}`,
      )
    : []
  if (!row) throw notFound(POST_NOT_FOUND)
  return { storeId: row.store_id, ownerId: row.owner_id }
}

/** One post of the store (404 for another store's or none). */
export async function storePost(db: Db, id: number, storeId: number): Promise<BlogPost> {
  if (!isInt4(id)) throw notFound(POST_NOT_FOUND)
  const [post] = await selectPosts(db, sql`bp.id = ${id} and bp.store_id = ${storeId}`, sql``)
  if (!post) throw notFound(POST_NOT_FOUND)
  return post
}

/** The title's words in Latin letters (the post's address also holds its id, so it need not be unique). */
const slugOf = (title: string) => slugFromText(title, 'post', 80)

function cleanBody(html: string): string {
  const body = sanitizeArticle(html)
  if (plainText(body) === '' && !body.includes('<img')) throw invalidField('body.body_html', EMPTY_BODY)
  return body
}

const cleanExcerpt = (excerpt: string | null | undefined) => {
  if (excerpt === null || excerpt === undefined) return null
  const text = plainText(excerpt)
  return text === '' ? null : text
}

function cleanTitle(title: string): string {
  const t = title.trim()
  if (t.length < 3) throw invalidField('body.title', 'عنوان مقاله باید دست‌کم ۳ حرف باشد')
  return t
}

const searchText = (title: string, excerpt: string | null) => normalizeText(`${title} ${excerpt ?? ''}`)

/** Writes the post (a draft unless told published); returns its id. */
export async function createStorePost(db: Db, storeId: number, body: Schemas['BlogPostCreate']): Promise<number> {
  const title = cleanTitle(body.title)
  const excerpt = cleanExcerpt(body.excerpt)
  if (body.cover_url) checkImageUrl(body.cover_url, 'body.cover_url')
  const published = body.status === 'published'
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into blog_posts (store_id, title, slug, excerpt, body_html, cover_url, status, published_at, search_text)
      values (${storeId}, ${title}, ${body.slug ?? slugOf(title)}, ${excerpt}, ${cleanBody(body.body_html)},
        ${body.cover_url || null}, ${published ? 'published' : 'draft'}, ${published ? sql`now()` : null},
        ${searchText(title, excerpt)})
      returning id`,
  )
  if (published) await catalogChanged(db)
  return row.id
}

/** Changes the post's text, slug or cover (its state changes through setPostState). */
export async function changeStorePost(
  db: Db,
  id: number,
  storeId: number,
  body: Schemas['BlogPostUpdate'],
): Promise<void> {
  const post = await storePost(db, id, storeId)
  const title = body.title !== undefined ? cleanTitle(body.title) : post.title
  const excerpt = body.excerpt !== undefined ? cleanExcerpt(body.excerpt) : post.excerpt
  const sets: SQL[] = [sql`updated_at = now()`, sql`title = ${title}`, sql`excerpt = ${excerpt}`]
  sets.push(sql`search_text = ${searchText(title, excerpt)}`)
  if (body.slug !== undefined) sets.push(sql`slug = ${body.slug}`)
  if (body.body_html !== undefined) sets.push(sql`body_html = ${cleanBody(body.body_html)}`)
  if (body.cover_url !== undefined) {
    if (body.cover_url) checkImageUrl(body.cover_url, 'body.cover_url')
    sets.push(sql`cover_url = ${body.cover_url || null}`)
  }
  await db.execute(sql`update blog_posts set ${sql.join(sets, sql`, `)} where id = ${id}`)
  if (post.status === 'published') await catalogChanged(db)
}

/**
 * Publishes (published_at set on the first publish and kept after) or takes back to draft; the
 * same state again changes nothing.
 */
export async function setPostState(db: Db, id: number, storeId: number, to: 'draft' | 'published'): Promise<void> {
  const post = await storePost(db, id, storeId)
  if (post.status === to) return
  await db.execute(
    sql`update blog_posts set status = ${to}, updated_at = now(),
      published_at = ${to === 'published' ? sql`coalesce(published_at, now())` : sql`published_at`}
    where id = ${id}`,
  )
  await catalogChanged(db)
}

/** Removes the post and its places on the homepages. */
export async function removeStorePost(db: Db, id: number, storeId: number): Promise<void> {
  await storePost(db, id, storeId)
  await db.execute(sql`delete from homepage_resources where resource_type = 'article' and resource_id = ${id}`)
  await db.execute(sql`delete from blog_posts where id = ${id}`)
  await catalogChanged(db)
}
