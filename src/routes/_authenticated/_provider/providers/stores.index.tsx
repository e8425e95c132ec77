import { createFileRoute } from '@tanstack/react-router'
import { StoresPage } from '#features/providers/stores/stores-page'
import { tableSearchSchema } from '#ui/panel/data-table/table-search'

export const Route = createFileRoute('/_authenticated/_provider/providers/stores/')({
  validateSearch: tableSearchSchema,
  component: StoresPage,
})
