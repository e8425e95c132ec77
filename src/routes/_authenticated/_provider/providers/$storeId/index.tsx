import { createFileRoute, redirect } from '@tanstack/react-router'

// A store's panel opens on its products. A one-segment id-less address (/providers/orders,
// /providers/products…) lands here too, as the router ranks this dynamic segment above the splat
// (/providers/$): it takes the same redirect to the selected store.
export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/')({
  beforeLoad: async ({ params, context, location }) => {
    if (!/^\d+$/.test(params.storeId)) {
      const { isStorePath, toSelectedStore } = await import('#features/providers/store-redirect')
      if (isStorePath(params.storeId)) await toSelectedStore(context.queryClient, params.storeId, location.search)
    }
    throw redirect({ to: '/providers/$storeId/products', params, replace: true })
  },
})
