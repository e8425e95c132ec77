// Prices, written once: what a discount takes off, when an automatic discount is live, every
// offer's selling price after them, and the percent a card shows. The same formula exists twice,
// in SQL (lists, cart and checkout price offers in the database) and in TypeScript (bundles and
// codes price in memory); they sit side by side here so that they change together.
import { type SQL, sql } from 'drizzle-orm'

// The TypeScript formula lives in sdk/rules so the seller panel previews prices with it too.
export { type DiscountTerms, discountAmount } from '#sdk/rules/discount'

/**
 * discountAmount in SQL, for the discounts table as `d` against the price `base`. Percentages are
 * computed in bigint (prices × percent overflow int4); integer division rounds down as Math.floor.
 */
export function discountAmountSql(base: SQL, alias = 'd'): SQL {
  const d = sql.raw(alias)
  return sql`case when ${d}.type = 'percentage'
    then least(${base}::bigint * ${d}.value / 100, coalesce(${d}.max_amount, ${base}))
    else least(${d}.value, ${base}) end`
}

/** The discount (`d`) is switched on, has started, has not ended and has uses left. */
export const discountRunning = sql`d.is_active
  and (d.starts_at is null or d.starts_at <= now()) and (d.ends_at is null or d.ends_at > now())
  and (d.usage_limit is null or d.used_count < d.usage_limit)`

/**
 * The discount (`d`) applies by itself, without a code: running, with no minimum cart total (only
 * known at checkout), and either for everyone (no user group) or, when `user` (an SQL expression
 * of the buyer's id) is given, for a group the buyer is a member of. Public lists and pages are
 * priced for everyone (they are cached for all); the cart and checkout price for their owner.
 */
export function automaticDiscountFor(user: SQL | null): SQL {
  const member = user
    ? sql`or exists (select 1 from discount_user_groups g join user_group_members m on m.group_id = g.group_id
        where g.discount_id = d.id and m.user_id = ${user})`
    : sql``
  return sql`${discountRunning} and not d.requires_code
  and d.min_cart_total is null
  and (not exists (select 1 from discount_user_groups g where g.discount_id = d.id) ${member})`
}

/** The automatic discounts that apply to everyone. */
export const automaticDiscountLive = automaticDiscountFor(null)

/** The percent a card shows for `selling` against `price` (at least 1), or null when there is no saving. */
export function percentOff(price: number, selling: number): number | null {
  return selling < price && price > 0 ? Math.max(1, Math.round((100 * (price - selling)) / price)) : null
}

/** The price struck through beside `selling` on a card: `price` when there is a saving, else null. */
export function originalPriceSql(price: SQL, selling: SQL): SQL {
  return sql`case when ${selling} < ${price} then ${price} end`
}

/** percentOff in SQL. */
export function percentOffSql(price: SQL, selling: SQL): SQL {
  return sql`case when ${selling} < ${price} and ${price} > 0
    then greatest(1, round(100.0 * (${price} - ${selling}) / ${price}))::int end`
}

/**
 * The selling price of every offer (`o`, filtered by `where`): price minus the largest automatic
 * discount linked to its product, or store-wide (a discount of the offer's store with no product or
 * bundle links); a store's discount only prices its own offers. Discounts do not stack. With
 * `user`, a discount limited to user groups counts too when the user is a member. (least() ignores
 * NULLs, hence the explicit no-discount branches.)
 *
 * The live discounts are gathered first, as two small sets joined on plain equalities: product
 * links by product id, store-wide ones by store id. The planner then hashes them for a whole
 * store's offers (a store page sorted by price) or probes their indexes for a few offers (a cart);
 * a join condition with OR across both kinds made it test every live discount against every offer
 * (a 27,000-offer store took 3.7 s with 21 discounts in the database).
 */
export function offerPrices(where: SQL = sql`true`, user: SQL | null = null): SQL {
  const live = user ? automaticDiscountFor(user) : automaticDiscountLive
  return sql`
  select o.id, o.product_id, o.store_id, o.price, o.stock, o.is_available, o.deleted_at is not null as deleted,
    greatest(0, o.price - greatest(
      coalesce(max(case when ld.type is not null then ${discountAmountSql(sql`o.price`, 'ld')} end), 0),
      coalesce(max(case when sd.type is not null then ${discountAmountSql(sql`o.price`, 'sd')} end), 0)))::bigint
      as selling_price
  from offers o
  left join (select dp.product_id, d.store_id, d.type, d.value, d.max_amount
      from discount_products dp join discounts d on d.id = dp.discount_id where ${live}) ld
    on ld.product_id = o.product_id and (ld.store_id is null or ld.store_id = o.store_id)
  left join (select d.store_id, d.type, d.value, d.max_amount from discounts d
      where ${live} and d.store_id is not null
        and not exists (select 1 from discount_products dp2 where dp2.discount_id = d.id)
        and not exists (select 1 from discount_bundles db2 where db2.discount_id = d.id)) sd
    on sd.store_id = o.store_id
  where ${where}
  group by o.id`
}

/**
 * The discount (`d`) prices the offer (`o`): linked to its product (a store's discount only for its
 * own offers), or store-wide (the offer's store's discount with no product or bundle links).
 */
const discountReachesOffer = sql`(
      ((d.store_id is null or d.store_id = o.store_id)
        and exists (select 1 from discount_products dp where dp.discount_id = d.id and dp.product_id = o.product_id))
      or (d.store_id = o.store_id
        and not exists (select 1 from discount_products dp2 where dp2.discount_id = d.id)
        and not exists (select 1 from discount_bundles db2 where db2.discount_id = d.id))
    )`

/**
 * The offers (ids in `offerIds`) that `user` (an SQL expression of the user's id) buys for less
 * than everyone else, through a customer group's automatic discount: offer_id, price (offerPrices
 * with the user, as the cart and checkout charge), original_price (before discounts),
 * discount_percent and discount_id (the discount taking the most off; discounts do not stack, so
 * it is the group's one). Deleted offers and unverified stores' offers are left out. One query.
 */
export function memberOfferPrices(offerIds: SQL, user: SQL): SQL {
  const where = sql`o.id = any(${offerIds})`
  return sql`
  with mine as (${offerPrices(where, user)}),
  everyone as (${offerPrices(where)}),
  best as (
    select distinct on (o.id) o.id, d.id as discount_id
    from offers o join discounts d on ${automaticDiscountFor(user)} and ${discountReachesOffer}
    where ${where}
    order by o.id, ${discountAmountSql(sql`o.price`)} desc, d.id
  )
  select mine.id as offer_id, mine.selling_price::int as price, mine.price as original_price,
    ${percentOffSql(sql`mine.price`, sql`mine.selling_price`)} as discount_percent, best.discount_id
  from mine
  join everyone on everyone.id = mine.id
  join best on best.id = mine.id
  join stores s on s.id = mine.store_id
  where mine.selling_price < everyone.selling_price and not mine.deleted and s.verified and s.deleted_at is null
  order by mine.id`
}

/** Every offer priced; filter inside with offerPrices(where) when only some offers are needed. */
export const offerPricesSql = offerPrices()

/**
 * One store's offers priced (a store's page and homepage price cards by its own offers; deleted ones
 * left out), or only its offers of the given products (an SQL int[]): a page of cards prices its 20
 * offers, not all the store's.
 */
export function storeOfferPrices(storeId: number, productIds?: SQL): SQL {
  const where = productIds
    ? sql`o.store_id = ${storeId} and o.product_id = any(${productIds})`
    : sql`o.store_id = ${storeId}`
  return sql`(select * from (${offerPrices(where)}) pr where not pr.deleted)`
}
