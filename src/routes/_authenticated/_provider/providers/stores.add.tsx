import { createFileRoute } from '@tanstack/react-router'
import { StoreAddPage } from '#features/providers/stores/store-add-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/stores/add')({
  component: StoreAddPage,
})
