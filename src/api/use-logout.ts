import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { logout } from './logout'

/** The logout action for a layout: `fullReload` in the public and provider layouts (spec section 4). */
export function useLogout({ fullReload }: { fullReload: boolean }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [pending, setPending] = useState(false)

  const run = useCallback(async () => {
    setPending(true)
    try {
      await logout({ queryClient, fullReload, navigateToLogin: () => navigate({ to: '/login' }) })
    } finally {
      setPending(false)
    }
  }, [queryClient, fullReload, navigate])

  return { logout: run, pending }
}
