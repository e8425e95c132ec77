import { createFileRoute } from '@tanstack/react-router'
import { requireRole } from '#app/session/guards'
import { ProviderLayout } from '#features/providers/provider-layout'
import { AccessCheckOverlay } from '#views/sign-in/access-check-overlay'

// Role guard and layout of /providers/*.
export const Route = createFileRoute('/_authenticated/_provider')({
  beforeLoad: requireRole('provider'),
  pendingComponent: AccessCheckOverlay,
  pendingMs: 0,
  pendingMinMs: 300,
  component: ProviderLayout,
})
