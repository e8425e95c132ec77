import { createFileRoute } from '@tanstack/react-router'

// /providers opens the products of the selected store (or /register-store without one).
export const Route = createFileRoute('/_authenticated/_provider/providers/')({
  beforeLoad: async ({ context }) => {
    const { toSelectedStore } = await import('#features/providers/store-redirect')
    await toSelectedStore(context.queryClient)
  },
})
