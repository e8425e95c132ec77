import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/bundles/add')({
  component: ProvidersBundlesAddPage,
})

function ProvidersBundlesAddPage() {
  return <ProviderPage page="bundles.add" />
}
