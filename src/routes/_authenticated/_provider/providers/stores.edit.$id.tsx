import { createFileRoute } from '@tanstack/react-router'
import { StoreEditPage } from '#features/providers/stores/store-edit-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/stores/edit/$id')({
  component: ProvidersStoresEditByIdPage,
})

function ProvidersStoresEditByIdPage() {
  const { id } = Route.useParams()
  return <StoreEditPage id={Number(id)} />
}
