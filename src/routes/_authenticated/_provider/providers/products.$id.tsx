import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/products/$id')({
  component: ProvidersProductsByIdPage,
})

function ProvidersProductsByIdPage() {
  const { id } = Route.useParams()
  return <ProviderPage page="products.edit" id={id} />
}
