// A customer's own prices (listMemberPrices, ids in the query): the offers are public, so the
// object here is the owner customer's group price. The owner gets it; another customer, a seller
// and an admin asking for the same offers get none (an empty list, counted as refused: 404);
// a visitor 401.
import { unwrap } from '#sdk'
import { D } from '../fixtures/discounts'
import { makeOffer } from '../fixtures/shop'
import type { TestClient } from '../harness'
import { type Answer, accessArea } from './area'

interface X {
  offerId: number
}

/** 200 when the caller got a price of their own, 404 when the answer is empty; other statuses as sent. */
async function ownPrice(answer: ReturnType<typeof fetchPrices>): Answer {
  const { response, data } = await answer
  if (response.status !== 200) return { response }
  return { response: new Response(null, { status: data?.items.length ? 200 : 404 }) }
}
const fetchPrices = (c: TestClient, offerId: number) =>
  c.api.GET('/products/member-prices', { params: { query: { offer_ids: [offerId] } } })

export default accessArea<X>({
  setup: async ({ db, w, owner }) => {
    const api = owner.seller.api
    const { offerId, productId } = await makeOffer(db, w.storeId, 400_000, 5)
    const phone = (await unwrap(owner.customer.api.GET('/auth/profile'))).phone
    const group = await unwrap(api.POST('/discounts/user-groups/', { body: { store_id: w.storeId, name: 'اعضا' } }))
    // The owner customer bought from the store (the world's purchase), so the seller may add them.
    await unwrap(
      api.POST('/discounts/user-groups/{gid}/users', { params: { path: { gid: group.id } }, body: { phone } }),
    )
    // Half off: more than any store-wide discount another area's table sets up.
    await unwrap(
      api.POST('/discounts/', {
        body: {
          ...D,
          store_id: w.storeId,
          name: 'نیم‌بها برای اعضا',
          type: 'percentage',
          value: 50,
          product_ids: [productId],
          user_group_ids: [group.id],
        },
      }),
    )
    return { offerId }
  },
  byQuery: {
    'listMemberPrices?offer_ids': {
      owner: 'customer',
      admin: false,
      call: (c, _w, x) => ownPrice(fetchPrices(c, x.offerId)),
    },
  },
})
