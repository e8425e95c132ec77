import { createFileRoute, redirect } from '@tanstack/react-router'
import { selectedStore } from '../../../../lib/storage'

// /providers opens the products of the selected store, or the store-less products page.
export const Route = createFileRoute('/_authenticated/_provider/providers/')({
  beforeLoad: () => {
    const storeId = selectedStore.get()
    if (storeId)
      throw redirect({ to: '/providers/$storeId/products', params: { storeId: String(storeId) }, replace: true })
    throw redirect({ to: '/providers/products', replace: true })
  },
})
