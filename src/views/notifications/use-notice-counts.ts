import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { type NoticeCounts, noticeCountsQueryOptions, noticeKeys, takeCounts } from '#api/notifications'
import { orderKeys, sellerOrderKeys } from '#api/orders'
import { useProfile } from '#api/profile'
import { showAppBadge } from '#lib/app-badge'
import { NOTICE_MESSAGE } from '#lib/notice-link'
import { useLoggedIn } from '#lib/session/use-session'

/**
 * The bell's counts. They come with the session (the profile's `notices`), so the header asks
 * nothing of its own at first; then GET /notifications/counts reads them again when the window
 * gets the focus back, when the service worker says a push arrived, and every minute while the
 * page is visible. The app icon's badge follows the unread new orders.
 */
export function useNoticeCounts(): NoticeCounts | undefined {
  const queryClient = useQueryClient()
  const loggedIn = useLoggedIn()
  const profile = useProfile()
  const fromProfile = profile.data?.notices
  const profileAt = profile.dataUpdatedAt
  // Before the counts' own query below mounts (effects run in order): a fresh profile's counts
  // are the bell's, and it does not ask again for them.
  useEffect(() => {
    if (fromProfile) takeCounts(queryClient, fromProfile, profileAt)
  }, [queryClient, fromProfile, profileAt])
  // The profile goes first: while it is being read, the counts wait for its answer.
  const counts = useQuery({
    ...noticeCountsQueryOptions,
    enabled: loggedIn && profile.isSuccess && !profile.isFetching,
  })
  const refetch = counts.refetch
  const enabled = loggedIn && profile.isSuccess

  useEffect(() => {
    if (!enabled) return
    // The window's focus (TanStack Query alone reacts to the tab becoming visible).
    const onFocus = () => void refetch({ cancelRefetch: false })
    // A push arrived (the worker shows it and tells every open window): the counts and the inbox.
    const onMessage = (event: MessageEvent) => {
      if (event.data?.type === NOTICE_MESSAGE) void queryClient.invalidateQueries({ queryKey: noticeKeys.all })
    }
    window.addEventListener('focus', onFocus)
    navigator.serviceWorker?.addEventListener('message', onMessage)
    return () => {
      window.removeEventListener('focus', onFocus)
      navigator.serviceWorker?.removeEventListener('message', onMessage)
    }
  }, [enabled, refetch, queryClient])

  // Something new came (an order for the seller, a parcel shipped for the customer): the orders
  // on screen are read again, so the page agrees with the bell.
  const unread = counts.data?.unread
  const seen = useRef(unread)
  useEffect(() => {
    const before = seen.current
    seen.current = unread
    if (before === undefined || unread === undefined || unread <= before) return
    void queryClient.invalidateQueries({ queryKey: sellerOrderKeys.all })
    void queryClient.invalidateQueries({ queryKey: orderKeys.all })
  }, [unread, queryClient])

  const newOrders = counts.data?.new_orders
  useEffect(() => {
    if (newOrders !== undefined) showAppBadge(newOrders)
  }, [newOrders])
  return counts.data
}
