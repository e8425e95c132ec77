import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/stores/edit/$id')({
  component: ProvidersStoresEditByIdPage,
})

function ProvidersStoresEditByIdPage() {
  const { id } = Route.useParams()
  return <ProviderPage page="stores.edit" id={id} />
}
