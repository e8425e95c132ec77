import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/homepage')({
  component: ProvidersHomepagePage,
})

function ProvidersHomepagePage() {
  return <ProviderPage page="homepage" />
}
