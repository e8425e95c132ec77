import { createFileRoute } from '@tanstack/react-router'
import { DisputesPage } from '#features/admin/returns/disputes-page'
import { tableSearchSchema } from '#ui/panel/data-table/table-search'

export const Route = createFileRoute('/_authenticated/_admin/admin/returns')({
  validateSearch: tableSearchSchema,
  component: DisputesPage,
})
