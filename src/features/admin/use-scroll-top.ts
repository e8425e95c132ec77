import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'

/** Scroll smoothly to the top 100 ms after each route change (spec section 2, admin layout). */
export function useScrollTopOnNavigate(): void {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => {
    if (!pathname) return
    const timer = window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), 100)
    return () => window.clearTimeout(timer)
  }, [pathname])
}
