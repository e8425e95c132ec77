import { createFileRoute } from '@tanstack/react-router'
import { AccessCheckOverlay } from '../../views/sign-in/access-check-overlay'
import { requireRole } from '../../app/session/guards'
import { ProviderLayout } from '../../features/providers/provider-layout'

// Role guard and layout of /providers/*.
export const Route = createFileRoute('/_authenticated/_provider')({
  beforeLoad: requireRole('provider'),
  pendingComponent: AccessCheckOverlay,
  pendingMs: 0,
  pendingMinMs: 300,
  component: ProviderLayout,
})
