import { createFileRoute } from '@tanstack/react-router'
import { SettlementRunPage } from '#features/admin/settlements/settlement-run-page'
import { toLatinDigits } from '#lib/fa'

export const Route = createFileRoute('/_authenticated/_admin/admin/settlements/$id')({
  component: SettlementRunByIdPage,
})

function SettlementRunByIdPage() {
  const { id } = Route.useParams()
  return <SettlementRunPage id={Number(toLatinDigits(id))} />
}
