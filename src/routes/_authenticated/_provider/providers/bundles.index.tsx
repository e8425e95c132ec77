import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/bundles/')({
  component: ProvidersBundlesPage,
})

function ProvidersBundlesPage() {
  return <ProviderPage page="bundles.list" />
}
