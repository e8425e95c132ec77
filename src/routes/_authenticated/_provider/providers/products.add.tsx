import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/products/add')({
  component: ProvidersProductsAddPage,
})

function ProvidersProductsAddPage() {
  return <ProviderPage page="products.add" />
}
