import { createFileRoute } from '@tanstack/react-router'
import { AdminStorePage } from '#features/admin/stores/admin-store-page'
import { adminStoreSearchSchema } from '#features/admin/stores/admin-store-search'
import { toLatinDigits } from '#lib/fa'

export const Route = createFileRoute('/_authenticated/_admin/admin/stores/$id')({
  validateSearch: adminStoreSearchSchema,
  component: AdminStoreByIdPage,
})

function AdminStoreByIdPage() {
  const { id } = Route.useParams()
  return <AdminStorePage id={Number(toLatinDigits(id))} />
}
