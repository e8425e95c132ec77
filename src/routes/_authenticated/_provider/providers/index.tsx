import { createFileRoute } from '@tanstack/react-router'
import { toSelectedStore } from '../../../../features/providers/selected-store'

// /providers opens the products of the selected store (or /register-store without one).
export const Route = createFileRoute('/_authenticated/_provider/providers/')({
  beforeLoad: ({ context }) => toSelectedStore(context.queryClient),
})
