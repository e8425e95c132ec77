// Seller scores (issue 32): the seller's own score with its advice is its store's (admins read
// every store); the public score (getStoreScore) is a public read in access.test.ts.
import { accessArea } from './area'

export default accessArea({
  cases: {
    getMyStoreScore: {
      owner: 'seller',
      admin: true,
      call: (c, w) => c.api.GET('/stores/{store_id}/score', { params: { path: { store_id: w.storeId } } }),
    },
  },
})
