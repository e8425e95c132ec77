import { createFileRoute, redirect } from '@tanstack/react-router'

// The admin panel opens on its only section.
export const Route = createFileRoute('/_authenticated/_admin/admin/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/stores', replace: true })
  },
})
