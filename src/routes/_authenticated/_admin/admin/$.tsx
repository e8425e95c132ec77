import { createFileRoute } from '@tanstack/react-router'
import { AdminNotFound } from '#features/admin/admin-not-found'

export const Route = createFileRoute('/_authenticated/_admin/admin/$')({
  component: AdminNotFound,
})
