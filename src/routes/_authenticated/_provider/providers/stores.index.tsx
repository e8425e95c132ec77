import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/stores/')({
  component: ProvidersStoresPage,
})

function ProvidersStoresPage() {
  return <ProviderPage page="stores.list" />
}
