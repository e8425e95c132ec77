// What the service worker shows for a Web Push (src/app/pwa/push-notice.ts) and where a click
// leads (src/lib/notice-link.ts): the server's payload as a Persian, right-to-left notification
// with the app's icon and one tag per notice; a payload it cannot read still shows something;
// a link is only ever a path inside the app, carrying the notice's id to mark it read on arrival.
import { describe, expect, it } from 'vitest'
import { notificationOf, readPushNotice } from '#app/pwa/push-notice'
import { showAppBadge } from '#lib/app-badge'
import { openedNoticeId, openedNoticePath, safeAppPath } from '#lib/notice-link'

const PAYLOAD = {
  id: 41,
  event: 'order_shipped',
  title: 'سفارش ۱۵۰۲ ارسال شد',
  body: 'کد رهگیری مرسوله: 123456789012',
  link: '/orders/1502',
  new_orders: 3,
}

describe('a push as a notification', () => {
  it('shows the server’s notice in Persian, right to left, with the app’s icon and its own tag', () => {
    const notice = readPushNotice(JSON.stringify(PAYLOAD))
    expect(notice).toEqual({
      id: 41,
      title: 'سفارش ۱۵۰۲ ارسال شد',
      body: 'کد رهگیری مرسوله: 123456789012',
      link: '/orders/1502',
      newOrders: 3,
    })
    const { title, options } = notificationOf(notice)
    expect(title).toBe('سفارش ۱۵۰۲ ارسال شد')
    expect(options).toMatchObject({
      body: 'کد رهگیری مرسوله: 123456789012',
      dir: 'rtl',
      lang: 'fa',
      icon: '/icons/icon-192.png',
      tag: 'notice-41',
      data: { id: 41, url: '/orders/1502?notice=41' },
    })
  })

  it('still shows something for a payload it cannot read, leading to the inbox', () => {
    for (const payload of [undefined, '', 'not json', '42', 'null', '{"id": 5}', '{"title": 7}']) {
      const { title, options } = notificationOf(readPushNotice(payload))
      expect(title, String(payload)).toBe('اعلان تازه از راسته')
      expect(options.data).toEqual({ id: null, url: '/notifications' })
      expect(options.tag).toBe('notice')
    }
  })

  it('never leads outside the app, whatever the payload’s link says', () => {
    for (const link of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', '/\\evil.example', 7]) {
      const { options } = notificationOf(readPushNotice(JSON.stringify({ ...PAYLOAD, link })))
      expect(options.data, String(link)).toEqual({ id: 41, url: '/notifications?notice=41' })
    }
  })

  it('reads a bad id or badge count as absent', () => {
    const notice = readPushNotice(JSON.stringify({ ...PAYLOAD, id: -1, new_orders: 'x' }))
    expect(notice).toMatchObject({ id: null, newOrders: null })
    expect(notificationOf(notice).options.data).toEqual({ id: null, url: '/orders/1502' })
  })
})

describe('a notice’s link', () => {
  it('carries the opened notice’s id in its query, before the fragment, beside its own query', () => {
    expect(openedNoticePath('/products/7/kettle#reviews', 9)).toBe('/products/7/kettle?notice=9#reviews')
    expect(openedNoticePath('/providers/3/orders?tab=new', 12)).toBe('/providers/3/orders?tab=new&notice=12')
    expect(openedNoticeId(new URLSearchParams('tab=new&notice=12'))).toBe(12)
    for (const bad of ['', 'notice=', 'notice=0', 'notice=-3', 'notice=1.5', 'notice=abc', 'notice=1e30']) {
      expect(openedNoticeId(new URLSearchParams(bad)), bad).toBeNull()
    }
    expect(safeAppPath('/orders/1')).toBe('/orders/1')
    expect(safeAppPath(undefined)).toBe('/notifications')
  })
})

describe('the app icon’s badge', () => {
  it('shows the count, clears at zero, and is silent where the browser has no badge', async () => {
    const calls: string[] = []
    const badging = {
      setAppBadge: async (n?: number) => void calls.push(`set ${n}`),
      clearAppBadge: async () => void calls.push('clear'),
    }
    showAppBadge(3, badging)
    showAppBadge(0, badging)
    expect(calls).toEqual(['set 3', 'clear'])
    expect(() => showAppBadge(2, {})).not.toThrow()
    // Refused (the app is not installed): no unhandled rejection.
    showAppBadge(1, { setAppBadge: () => Promise.reject(new Error('not installed')) })
    await new Promise((resolve) => setTimeout(resolve))
  })
})
