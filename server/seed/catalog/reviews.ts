// The demo buyers' reviews of their delivered items (issue 32): most buyers rate, many write a
// few lines with strengths and weaknesses, some add a photo; the ratings of a store follow its
// record. Ratings alone and text reviews older than three days are published (an admin approved
// them); the last days' text reviews still wait in the admins' queue. Sellers have answered some,
// readers marked some helpful (one vote row per «مفید بود», as the API keeps them), and each
// product's kept rating summary is built from the published ones. The demo customer (buyer 0)
// writes none, so signing in as them shows items waiting for a review.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { files, reviews, trustVotes } from '../../db/schema'
import type { ModerationStatus, ReviewPhoto } from '../../db/schema/trust'
import { moodOf, REVIEW_BODIES, REVIEW_TITLES, SELLER_ANSWERS, STRENGTHS, WEAKNESSES } from '../data/reviews'
import { DEMO_ADMIN_PHONE } from '../data/users'
import { Rng } from '../random'
import type { Buyer, DeliveredItem } from './orders'

const DAY = 86_400_000
/** Text reviews younger than this still wait for an admin. */
const PENDING_DAYS = 3

interface Draft {
  item: DeliveredItem
  rating: number
  title: string | null
  body: string | null
  strengths: string[]
  weaknesses: string[]
  photos: number
  status: ModerationStatus
  createdAt: Date
  answer: string | null
  voters: number[]
}

export async function insertReviews(db: Db, seed: number, items: DeliveredItem[], buyers: Buyer[]): Promise<number> {
  const now = Date.now()
  const drafts = items.filter((item) => item.buyer !== 0).flatMap((item) => draft(seed, item, buyers.length, now) ?? [])
  if (drafts.length === 0) return 0
  const [admin] = await queryRows<{ id: number }>(db, sql`select id from users where phone = ${DEMO_ADMIN_PHONE}`)
  // A photo is a file its author uploaded to `reviews`; the demo's show the product's own picture.
  const withPhotos = drafts.filter((d) => d.photos > 0 && d.item.imageUrl)
  const photoRows = withPhotos.flatMap((d) =>
    Array.from({ length: d.photos }, (_, n) => ({
      ownerId: buyers[d.item.buyer].id,
      folder: 'reviews',
      filename: `seed-${d.item.orderItemId}-${n + 1}.webp`,
      contentType: 'image/webp',
      bytes: 0,
      width: 600,
      height: 600,
    })),
  )
  // A seed after a reset makes its photo files again (the reset keeps users' files).
  await db.execute(sql`delete from files where folder = 'reviews' and filename like 'seed-%'`)
  const fileIds = photoRows.length
    ? await db.insert(files).values(photoRows).returning({ id: files.id, filename: files.filename })
    : []
  const photosOf = (d: Draft): ReviewPhoto[] =>
    fileIds
      .filter((f) => f.filename.startsWith(`seed-${d.item.orderItemId}-`))
      .map((f) => ({ fileId: f.id, url: d.item.imageUrl as string }))
  const inserted = await db
    .insert(reviews)
    .values(
      drafts.map((d) => {
        const published = d.status === 'published'
        const moderated = published && (d.title || d.body || d.photos)
        return {
          productId: d.item.productId,
          orderItemId: d.item.orderItemId,
          storeId: d.item.storeId,
          userId: buyers[d.item.buyer].id,
          rating: d.rating,
          title: d.title,
          body: d.body,
          strengths: d.strengths,
          weaknesses: d.weaknesses,
          photos: photosOf(d),
          status: d.status,
          moderatedBy: moderated ? (admin?.id ?? null) : null,
          moderatedAt: moderated ? new Date(Math.min(now, d.createdAt.getTime() + DAY / 4)) : null,
          helpfulCount: d.voters.length,
          answer: d.answer,
          answeredAt: d.answer ? new Date(Math.min(now, d.createdAt.getTime() + DAY)) : null,
          createdAt: d.createdAt,
        }
      }),
    )
    .onConflictDoNothing()
    .returning({ id: reviews.id, orderItemId: reviews.orderItemId })
  const idOf = new Map(inserted.map((r) => [r.orderItemId, r.id]))
  const votes = drafts.flatMap((d) => {
    const id = idOf.get(d.item.orderItemId)
    return id === undefined
      ? []
      : d.voters.map((v) => ({ target: 'review' as const, targetId: id, userId: buyers[v].id }))
  })
  if (votes.length) await db.insert(trustVotes).values(votes).onConflictDoNothing()
  await db.execute(sql`insert into product_ratings (product_id, count, sum, stars_1, stars_2, stars_3, stars_4, stars_5)
    select product_id, count(*), sum(rating), count(*) filter (where rating = 1), count(*) filter (where rating = 2),
      count(*) filter (where rating = 3), count(*) filter (where rating = 4), count(*) filter (where rating = 5)
    from reviews where status = 'published' group by product_id
    on conflict (product_id) do update set count = excluded.count, sum = excluded.sum, stars_1 = excluded.stars_1,
      stars_2 = excluded.stars_2, stars_3 = excluded.stars_3, stars_4 = excluded.stars_4, stars_5 = excluded.stars_5,
      updated_at = now()`)
  return inserted.length
}

/** One buyer's review of one delivered item, or null when they did not write one. */
function draft(seed: number, item: DeliveredItem, buyers: number, now: number): Draft | null {
  const rng = Rng.for(seed, 'review', item.orderItemId)
  if (!rng.chance(0.75)) return null
  const q = item.poorness
  const rating = 1 + rng.weighted([2 + 22 * q, 3 + 15 * q, 8 + 12 * q, 30, 57 - 40 * q])
  const mood = moodOf(rating)
  const written = rng.chance(0.6)
  const createdAt = new Date(Math.min(now - DAY / 24, item.deliveredAt.getTime() + (0.2 + rng.next() * 8) * DAY))
  const pick = (list: string[]) => rng.pick(list)
  const d: Draft = {
    item,
    rating,
    title: null,
    body: null,
    strengths: [],
    weaknesses: [],
    photos: 0,
    status: 'published',
    createdAt,
    answer: null,
    voters: [],
  }
  if (written) {
    d.title = rng.chance(0.7) ? pick(REVIEW_TITLES[mood]) : null
    d.body = rng.chance(0.9) ? pick(REVIEW_BODIES[mood]) : null
    d.strengths = rng.sample(STRENGTHS, mood === 'bad' ? rng.int(0, 1) : rng.int(0, 3))
    d.weaknesses = rng.sample(WEAKNESSES, mood === 'good' ? rng.int(0, 1) : rng.int(1, 2))
    d.photos = rng.chance(0.2) ? rng.int(1, 2) : 0
    const content = d.title || d.body || d.strengths.length + d.weaknesses.length + d.photos > 0
    if (content && now - createdAt.getTime() < PENDING_DAYS * DAY) d.status = 'pending'
  }
  if (d.status === 'published' && written) {
    if (rng.chance(mood === 'good' ? 0.15 : 0.5)) d.answer = pick(SELLER_ANSWERS[mood])
    // Readers other than the author and the demo customer, a few on most, many on some.
    const count = rng.chance(0.3) ? rng.int(3, 12) : rng.int(0, 2)
    const others = Array.from({ length: buyers - 1 }, (_, i) => i + 1).filter((b) => b !== item.buyer)
    d.voters = rng.sample(others, Math.min(count, others.length))
  }
  return d
}
