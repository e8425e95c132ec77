// The demo's questions and answers (issue 32), after the demo orders: on the products most stores
// offer, questions from demo askers, answered by stores that offer the product («فروشنده») and by
// demo buyers who received it («خریدار»), with a few helpful votes; a few wait for an admin and one
// was rejected with its reason. Deterministic for a seed: the same products, texts and answerers.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { ASKERS, PENDING_QUESTIONS, QUESTIONS, REJECTED } from '../data/questions'
import { DEMO_CUSTOMER_PHONE } from '../data/users'
import { Rng } from '../random'
import { rowsOf } from './bulk'

type Product = { id: number; stores: { store_id: number; owner_id: number }[] }

export async function insertQuestions(db: Db, seed: number, products = 16): Promise<number> {
  const rng = Rng.for(seed, 'questions')
  await db
    .insert(users)
    .values(ASKERS.map((a) => ({ ...a, roles: ['customer'] })))
    .onConflictDoNothing()
  const askers = rowsOf<{ id: number; phone: string }>(
    await db.execute(sql`select id, phone from users
      where phone = any(${`{${[...ASKERS.map((a) => a.phone), DEMO_CUSTOMER_PHONE].join(',')}}`}::text[]) order by phone`),
  )
  const customer = askers.find((a) => a.phone === DEMO_CUSTOMER_PHONE)?.id
  const askerIds = askers.filter((a) => a.phone !== DEMO_CUSTOMER_PHONE).map((a) => a.id)
  // The best sellers that several verified stores offer: where shoppers compare sellers, and
  // where the demo orders (orders.ts) left buyers who received them.
  const popular = rowsOf<Product>(
    await db.execute(sql`select p.id, json_agg(json_build_object('store_id', s.id, 'owner_id', s.owner_id)
        order by o.id) as stores
      from products p join offers o on o.product_id = p.id and o.deleted_at is null
        join stores s on s.id = o.store_id and s.verified and s.deleted_at is null
      group by p.id having count(*) >= 2
      order by max(p.sales_count) desc, count(*) desc, p.id limit ${products}`),
  )
  let made = 0
  for (const [n, product] of popular.entries()) {
    const buyers = rowsOf<{ user_id: number }>(
      await db.execute(sql`select distinct o.user_id from order_items oi join orders o on o.id = oi.order_id
        where oi.product_id = ${product.id} and o.status = 'delivered' order by o.user_id`),
    ).map((b) => b.user_id)
    for (const [k, def] of rng.sample(QUESTIONS, rng.int(2, 3)).entries()) {
      const asker = rng.pick(askerIds)
      const age = n * 3 + k * 5 + rng.int(1, 4) // days ago, spread over the last two months
      const question = await insertQuestion(db, product.id, asker, def.q, 'published', age)
      made += 1
      // The first store that offers it answers; a second one now and then.
      const answering = product.stores.slice(0, rng.chance(0.4) ? 2 : 1)
      for (const [i, store] of answering.entries())
        await insertAnswer(db, question, store.owner_id, store.store_id, def.seller[i % def.seller.length], age)
      const others = buyers.filter((b) => b !== asker)
      if (others.length > 0 && rng.chance(0.7))
        await insertAnswer(db, question, rng.pick(others), null, rng.pick(def.buyer), age)
      await vote(db, question, askerIds.filter((id) => id !== asker).slice(0, rng.int(0, 4)))
    }
    // Some wait in the admins' queue.
    if (n % 4 === 3) {
      await insertQuestion(db, product.id, rng.pick(askerIds), rng.pick(PENDING_QUESTIONS), 'pending', 0)
      made += 1
    }
  }
  // The demo customer's own: one waiting, one rejected with the reason it reads in «پرسش‌های من».
  if (customer !== undefined && popular.length > 0) {
    await insertQuestion(db, popular[0].id, customer, PENDING_QUESTIONS[1], 'pending', 0)
    await insertQuestion(db, popular[0].id, customer, REJECTED.q, 'rejected', 1, REJECTED.reason)
    made += 2
  }
  return made
}

async function insertQuestion(
  db: Db,
  productId: number,
  userId: number,
  body: string,
  status: 'published' | 'pending' | 'rejected',
  daysAgo: number,
  rejectReason: string | null = null,
): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into questions (product_id, user_id, body, status, reject_reason, moderated_at, created_at)
      values (${productId}, ${userId}, ${body}, ${status}, ${rejectReason},
        ${status === 'pending' ? null : sql`now() - make_interval(days => ${daysAgo}) + interval '3 hours'`},
        now() - make_interval(days => ${daysAgo}))
      returning id`),
  )
  return row.id
}

/** An answer a few hours after its question; the question's answer_count follows. */
async function insertAnswer(
  db: Db,
  questionId: number,
  userId: number,
  storeId: number | null,
  body: string,
  daysAgo: number,
): Promise<void> {
  await db.execute(sql`insert into answers (question_id, user_id, store_id, kind, body, created_at)
    values (${questionId}, ${userId}, ${storeId}, ${storeId === null ? 'buyer' : 'seller'}, ${body},
      now() - make_interval(days => ${daysAgo}) + make_interval(hours => ${storeId === null ? 30 : 5}))
    on conflict do nothing`)
  await db.execute(sql`update questions set answer_count = (select count(*) from answers where question_id = ${questionId})
    where id = ${questionId}`)
}

/** «مفید بود» votes on a question, kept equal to its helpful_count. */
async function vote(db: Db, questionId: number, voters: number[]): Promise<void> {
  if (voters.length === 0) return
  await db.execute(sql`insert into trust_votes (target, target_id, user_id)
    select 'question', ${questionId}, v from unnest(${`{${voters.join(',')}}`}::int[]) as v on conflict do nothing`)
  await db.execute(sql`update questions set helpful_count = (select count(*) from trust_votes
    where target = 'question' and target_id = ${questionId}) where id = ${questionId}`)
}
