import { createFileRoute } from '@tanstack/react-router'
import { NotFound } from '../../../../app/layout/not-found'

export const Route = createFileRoute('/_authenticated/_provider/providers/$')({
  component: ProviderNotFound,
})

function ProviderNotFound() {
  return <NotFound homeHref="/providers" homeLabel="بازگشت به پنل فروشنده" />
}
