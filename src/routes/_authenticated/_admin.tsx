import { createFileRoute } from '@tanstack/react-router'
import { requireRole } from '#app/session/guards'
import { AdminLayout } from '#features/admin/admin-layout'
import { AccessCheckOverlay } from '#views/sign-in/access-check-overlay'

// Role guard and layout of /admin/*.
export const Route = createFileRoute('/_authenticated/_admin')({
  beforeLoad: requireRole('admin'),
  pendingComponent: AccessCheckOverlay,
  pendingMs: 0,
  pendingMinMs: 300,
  component: AdminLayout,
})
