import { useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useMarkNoticeRead } from '#api/notifications'
import { OPENED_NOTICE_PARAM, openedNoticeId } from '#lib/notice-link'

// Each notice is marked once per page load, however many bells are mounted (a panel has two).
const marked = new Set<number>()

/**
 * A click on a notification opens its link with `?notice=<id>` (lib/notice-link.ts): on arrival
 * the notice is marked read, and the parameter leaves the address so a reload or a shared link
 * does not carry it.
 */
export function useOpenedNotice(): void {
  const router = useRouter()
  const href = useRouterState({ select: (state) => state.location.href })
  const { mutate } = useMarkNoticeRead()
  useEffect(() => {
    const url = new URL(href, window.location.origin)
    if (!url.searchParams.has(OPENED_NOTICE_PARAM)) return
    const id = openedNoticeId(url.searchParams)
    if (id !== null && !marked.has(id)) {
      marked.add(id)
      mutate(id)
    }
    url.searchParams.delete(OPENED_NOTICE_PARAM)
    void router.navigate({ href: `${url.pathname}${url.search}${url.hash}`, replace: true })
  }, [href, mutate, router])
}
