import { createFileRoute } from '@tanstack/react-router'
import { AdminFilterAddPage } from '#features/admin/filters/filter-pages'

export const Route = createFileRoute('/_authenticated/_admin/admin/filters/add')({
  component: AdminFilterAddPage,
})
