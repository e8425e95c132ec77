import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/discounts/')({
  component: ProvidersDiscountsPage,
})

function ProvidersDiscountsPage() {
  return <ProviderPage page="discounts.list" />
}
