import { createFileRoute, notFound } from '@tanstack/react-router'
import { AdminFilterEditPage } from '#features/admin/filters/filter-pages'
import { toLatinDigits } from '#lib/fa'

export const Route = createFileRoute('/_authenticated/_admin/admin/filters/edit/$id')({
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d{0,9}$/.test(toLatinDigits(params.id))) throw notFound()
  },
  component: AdminFiltersEditByIdPage,
})

function AdminFiltersEditByIdPage() {
  const { id } = Route.useParams()
  return <AdminFilterEditPage id={Number(toLatinDigits(id))} />
}
