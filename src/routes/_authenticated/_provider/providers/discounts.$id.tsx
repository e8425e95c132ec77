import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/discounts/$id')({
  component: ProvidersDiscountsByIdPage,
})

function ProvidersDiscountsByIdPage() {
  const { id } = Route.useParams()
  return <ProviderPage page="discounts.edit" id={id} />
}
