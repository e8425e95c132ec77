import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { RoutePending } from '#app/layout/route-pending'
import { NotFound } from '#views/not-found'
import type { RouterContext } from '../router-context'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: () => <NotFound />,
  pendingComponent: RoutePending,
  pendingMs: 150,
  pendingMinMs: 300,
})

function RootLayout() {
  return (
    <>
      <a
        href="#main"
        className={css({
          srOnly: true,
          _focusVisible: {
            srOnly: false,
            position: 'fixed',
            top: '2',
            insetInlineStart: '2',
            zIndex: 'skipLink',
            bg: 'bg.surface',
            px: '4',
            py: '2',
            borderRadius: 'control',
            boxShadow: 'popover',
          },
        })}
      >
        پرش به محتوای اصلی
      </a>
      <Outlet />
    </>
  )
}
