import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/stores/add')({
  component: ProvidersStoresAddPage,
})

function ProvidersStoresAddPage() {
  return <ProviderPage page="stores.add" />
}
