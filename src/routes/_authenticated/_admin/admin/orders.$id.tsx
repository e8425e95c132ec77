import { createFileRoute } from '@tanstack/react-router'
import { AdminOrderPage } from '#features/admin/orders/admin-order-page'
import { toLatinDigits } from '#lib/fa'

export const Route = createFileRoute('/_authenticated/_admin/admin/orders/$id')({
  component: AdminOrderByIdPage,
})

function AdminOrderByIdPage() {
  const { id } = Route.useParams()
  return <AdminOrderPage id={Number(toLatinDigits(id))} />
}
