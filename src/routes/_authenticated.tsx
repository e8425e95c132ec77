import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireLogin } from '#app/session/guards'
import { AccessCheckOverlay } from '#views/sign-in/access-check-overlay'

// Login guard for the panels (/admin, /providers); their role guards sit one level down.
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ location }) => requireLogin({ location }),
  component: Outlet,
  // Entering a panel from the storefront, this is the first new route: its role check shows here.
  pendingComponent: AccessCheckOverlay,
  pendingMs: 0,
  pendingMinMs: 300,
})
