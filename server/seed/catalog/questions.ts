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
  const buyersOf = new Map<number, number[]>()
  for (const row of rowsOf<{ product_id: number; user_id: number }>(
    await db.execute(sql`select distinct oi.product_id, o.user_id from order_items oi join orders o on o.id = oi.order_id
      where oi.product_id = any(${`{${popular.map((p) => p.id).join(',')}}`}::int[]) and o.status = 'delivered'
      order by oi.product_id, o.user_id`),
  ))
    buyersOf.set(row.product_id, [...(buyersOf.get(row.product_id) ?? []), row.user_id])

  // The plan first (questions, answers and votes by the question's place in it), then a few
  // statements: a seed with thousands of products still asks about a few dozen of them.
  const plan: PlannedQuestion[] = []
  const answers: { q: number; user: number; store: number | null; body: string; age: number }[] = []
  const votes: { q: number; user: number }[] = []
  for (const [n, product] of popular.entries()) {
    const buyers = buyersOf.get(product.id) ?? []
    for (const [k, def] of rng.sample(QUESTIONS, rng.int(2, 3)).entries()) {
      const asker = rng.pick(askerIds)
      const age = n * 3 + k * 5 + rng.int(1, 4) // days ago, spread over the last two months
      const q = plan.push({ product: product.id, user: asker, body: def.q, status: 'published', age, reason: null }) - 1
      // The first store that offers it answers; a second one now and then.
      const answering = product.stores.slice(0, rng.chance(0.4) ? 2 : 1)
      for (const [i, store] of answering.entries())
        answers.push({ q, user: store.owner_id, store: store.store_id, body: def.seller[i % def.seller.length], age })
      const others = buyers.filter((b) => b !== asker)
      if (others.length > 0 && rng.chance(0.7))
        answers.push({ q, user: rng.pick(others), store: null, body: rng.pick(def.buyer), age })
      for (const user of askerIds.filter((id) => id !== asker).slice(0, rng.int(0, 4))) votes.push({ q, user })
    }
    // Some wait in the admins' queue.
    if (n % 4 === 3)
      plan.push({
        product: product.id,
        user: rng.pick(askerIds),
        body: rng.pick(PENDING_QUESTIONS),
        status: 'pending',
        age: 0,
        reason: null,
      })
  }
  // The demo customer's own: one waiting, one rejected with the reason it reads in «پرسش‌های من».
  if (customer !== undefined && popular.length > 0) {
    const product = popular[0].id
    plan.push({ product, user: customer, body: PENDING_QUESTIONS[1], status: 'pending', age: 0, reason: null })
    plan.push({ product, user: customer, body: REJECTED.q, status: 'rejected', age: 1, reason: REJECTED.reason })
  }
  if (plan.length === 0) return 0

  // Serial ids follow the insert's order (the plan's), so the plan's places map onto them.
  const ids = rowsOf<{ id: number }>(
    await db.execute(sql`insert into questions (product_id, user_id, body, status, reject_reason, moderated_at, created_at)
      select x.product, x.user, x.body, x.status, x.reason,
        case when x.status = 'pending' then null else now() - make_interval(days => x.age) + interval '3 hours' end,
        now() - make_interval(days => x.age)
      from jsonb_to_recordset(${JSON.stringify(plan.map((q, ord) => ({ ...q, ord })))}::jsonb) as x(product int,
        "user" int, body text, status text, age int, reason text, ord int)
      order by x.ord
      returning id`),
  )
    .map((r) => r.id)
    .sort((a, b) => a - b)
  const idOf = (q: number) => ids[q]
  if (answers.length)
    await db.execute(sql`insert into answers (question_id, user_id, store_id, kind, body, created_at)
      select x.q, x.user, x.store, case when x.store is null then 'buyer' else 'seller' end, x.body,
        -- a seller answers within hours, a buyer the next day
        now() - make_interval(days => x.age) + make_interval(hours => case when x.store is null then 30 else 5 end)
      from jsonb_to_recordset(${JSON.stringify(answers.map((a) => ({ ...a, q: idOf(a.q) })))}::jsonb)
        as x(q int, "user" int, store int, body text, age int)
      on conflict do nothing`)
  if (votes.length)
    await db.execute(sql`insert into trust_votes (target, target_id, user_id)
      select 'question', x.q, x.user
      from jsonb_to_recordset(${JSON.stringify(votes.map((v) => ({ ...v, q: idOf(v.q) })))}::jsonb) as x(q int, "user" int)
      on conflict do nothing`)
  // The kept counts agree with the rows.
  await db.execute(sql`update questions q set
      answer_count = (select count(*) from answers a where a.question_id = q.id),
      helpful_count = (select count(*) from trust_votes v where v.target = 'question' and v.target_id = q.id)
    where q.id = any(${`{${ids.join(',')}}`}::int[])`)
  return plan.length
}

type PlannedQuestion = {
  product: number
  user: number
  body: string
  status: 'published' | 'pending' | 'rejected'
  age: number
  reason: string | null
}
