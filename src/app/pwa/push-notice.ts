// What the service worker makes of a Web Push message (src/sw.ts): the server's JSON payload
// `{id, event, title, body, link, new_orders}` as a system notification in Persian, right to
// left, with the app's icon. Pure, so it is tested without a worker.
import { openedNoticePath, safeAppPath } from '#lib/notice-link'

export interface PushNotice {
  id: number | null
  title: string
  body: string
  link: string
  /** The recipient's unread new orders when it was sent (the app icon's badge), if given */
  newOrders: number | null
}

/** What any push that cannot be read shows: something came, the inbox has it. */
const FALLBACK: PushNotice = {
  id: null,
  title: 'اعلان تازه از راسته',
  body: '',
  link: '/notifications',
  newOrders: null,
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '')
const count = (value: unknown) => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : null)

/** The payload read defensively: a push must always show something (userVisibleOnly). */
export function readPushNotice(payload: string | null | undefined): PushNotice {
  let data: unknown
  try {
    data = JSON.parse(payload ?? '')
  } catch {
    return FALLBACK
  }
  if (!data || typeof data !== 'object') return FALLBACK
  const d = data as Record<string, unknown>
  const id = count(d.id)
  const title = text(d.title, 200)
  if (!title) return { ...FALLBACK, newOrders: count(d.new_orders) }
  return {
    id: id && id > 0 ? id : null,
    title,
    body: text(d.body, 500),
    link: typeof d.link === 'string' ? d.link : '/notifications',
    newOrders: count(d.new_orders),
  }
}

export interface NoticeData {
  id: number | null
  /** Where a click leads, with the notice's id when there is one */
  url: string
}

/** showNotification's title and options for a notice. */
export function notificationOf(notice: PushNotice): { title: string; options: NotificationOptions } {
  const data: NoticeData = {
    id: notice.id,
    url: notice.id ? openedNoticePath(notice.link, notice.id) : safeAppPath(notice.link),
  }
  return {
    title: notice.title,
    options: {
      body: notice.body,
      dir: 'rtl',
      lang: 'fa',
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
      // One notification per notice: a push delivered twice replaces itself.
      tag: notice.id ? `notice-${notice.id}` : 'notice',
      data,
    },
  }
}
