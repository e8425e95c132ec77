// Where a notice leads (its deep link, a path inside the app) and how a click on its system
// notification says which notice was opened: the service worker has no session to mark it read
// with, so the link carries `?notice=<id>` and the app marks it on arrival (use-opened-notice.ts).

export const OPENED_NOTICE_PARAM = 'notice'

/** A path inside the app, never another site's address: anything else leads to the inbox. */
export function safeAppPath(link: unknown): string {
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') && !link.includes('\\')
    ? link
    : '/notifications'
}

/** The notice's link with `?notice=<id>` added to its query (before any #fragment). */
export function openedNoticePath(link: unknown, id: number): string {
  const url = new URL(safeAppPath(link), 'https://app.invalid')
  url.searchParams.set(OPENED_NOTICE_PARAM, String(id))
  return `${url.pathname}${url.search}${url.hash}`
}

/** The id an arriving address says was opened from a notification, if any. */
export function openedNoticeId(search: URLSearchParams): number | null {
  const id = Number(search.get(OPENED_NOTICE_PARAM))
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** What the service worker posts to the app's open windows when a push arrives: read the counts again. */
export const NOTICE_MESSAGE = 'NOTICE'
