import { createFileRoute } from '@tanstack/react-router'
import { ProviderLayout } from '../../features/providers/provider-layout'
import { AccessCheckOverlay } from '../../features/session/components/access-check-overlay'
import { requireRole } from '../../features/session/guards'

// Role guard and layout of /providers/*.
export const Route = createFileRoute('/_authenticated/_provider')({
  beforeLoad: requireRole('provider'),
  pendingComponent: AccessCheckOverlay,
  pendingMs: 0,
  pendingMinMs: 300,
  component: ProviderLayout,
})
