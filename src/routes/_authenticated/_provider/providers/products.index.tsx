import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/products/')({
  component: ProvidersProductsPage,
})

function ProvidersProductsPage() {
  return <ProviderPage page="products.list" />
}
