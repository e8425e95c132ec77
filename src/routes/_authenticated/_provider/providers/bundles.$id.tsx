import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/bundles/$id')({
  component: ProvidersBundlesByIdPage,
})

function ProvidersBundlesByIdPage() {
  const { id } = Route.useParams()
  return <ProviderPage page="bundles.edit" id={id} />
}
