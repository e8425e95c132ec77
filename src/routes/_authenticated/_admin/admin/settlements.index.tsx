import { createFileRoute } from '@tanstack/react-router'
import { SettlementsPage } from '#features/admin/settlements/settlements-page'
import { tableSearchSchema } from '#ui/panel/data-table/table-search'

export const Route = createFileRoute('/_authenticated/_admin/admin/settlements/')({
  validateSearch: tableSearchSchema,
  component: SettlementsPage,
})
