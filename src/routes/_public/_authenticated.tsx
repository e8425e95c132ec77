import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireLogin } from '#app/session/guards'

// Login guard for the customer pages: /profile, /cart, /shipping, /checkout, /orders/*.
export const Route = createFileRoute('/_public/_authenticated')({
  beforeLoad: ({ location }) => requireLogin({ location }),
  component: Outlet,
})
