import { useMutationState } from '@tanstack/react-query'

/**
 * How many changes wait to be sent: paused while offline, or failing for want of a connection
 * while the browser believes it is online. Online, a change that only waits its turn behind
 * another is not counted (it goes in a moment).
 */
export function usePendingChanges(online: boolean): number {
  const states = useMutationState({
    filters: { status: 'pending' },
    select: (mutation) => ({ paused: mutation.state.isPaused, failed: mutation.state.failureCount > 0 }),
  })
  return states.filter((state) => (state.paused && !online) || state.failed).length
}
