import { createFileRoute } from '@tanstack/react-router'
import { AdminLayout } from '../../features/admin/admin-layout'
import { AccessCheckOverlay } from '../../features/session/components/access-check-overlay'
import { requireRole } from '../../features/session/guards'

// Role guard and layout of /admin/*.
export const Route = createFileRoute('/_authenticated/_admin')({
  beforeLoad: requireRole('admin'),
  pendingComponent: AccessCheckOverlay,
  pendingMs: 0,
  pendingMinMs: 300,
  component: AdminLayout,
})
