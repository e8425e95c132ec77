import { createFileRoute, redirect } from '@tanstack/react-router'

// A store's panel opens on its products.
export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/providers/$storeId/products', params, replace: true })
  },
})
