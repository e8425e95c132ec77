import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/discounts/add')({
  component: ProvidersDiscountsAddPage,
})

function ProvidersDiscountsAddPage() {
  return <ProviderPage page="discounts.add" />
}
