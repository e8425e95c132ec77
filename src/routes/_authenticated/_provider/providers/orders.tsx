import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/orders')({
  component: ProvidersOrdersPage,
})

function ProvidersOrdersPage() {
  return <ProviderPage page="orders" />
}
