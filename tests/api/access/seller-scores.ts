// Seller scores (issue 32): the seller's own score with its advice is its store's (admins read
// every store); a verified store's public score anyone reads.
import { accessArea } from './area'

export default accessArea({
  cases: {
    getStoreScore: {
      owner: 'seller',
      admin: true,
      open: 'anyone',
      call: (c, w) => c.api.GET('/public/stores/{id}/score', { params: { path: { id: w.storeId } } }),
    },
    getMyStoreScore: {
      owner: 'seller',
      admin: true,
      call: (c, w) => c.api.GET('/stores/{store_id}/score', { params: { path: { store_id: w.storeId } } }),
    },
  },
})
