import { createFileRoute } from '@tanstack/react-router'
import { NotFound } from '../../../../app/layout/not-found'

export const Route = createFileRoute('/_authenticated/_admin/admin/$')({
  component: AdminNotFound,
})

function AdminNotFound() {
  return <NotFound homeHref="/admin/stores" homeLabel="بازگشت به فروشگاه‌ها" />
}
