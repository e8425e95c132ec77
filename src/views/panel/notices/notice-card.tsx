import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { css, cx } from 'styled-system/css'
import { type Notice, useMarkNoticeRead } from '#api/notifications'
import { formatDateTime } from '#lib/fa'
import { safeAppPath } from '#lib/notice-link'
import { BidiText } from '#ui/bidi-text'

const card = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: '4',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { borderColor: 'accent.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
})
const unreadCard = css({ bg: 'accent.subtle', borderColor: 'accent.muted' })
const dot = css({ flexShrink: 0, w: '2.5', h: '2.5', mt: '2', borderRadius: 'full' })
const unreadDot = css({ bg: 'accent.default' })

/**
 * One notice: its title, its text (tracking codes kept left to right), its Jalali time and a
 * mark while unread. Opening it marks it read and follows its deep link inside the app.
 */
export function NoticeCard({ notice }: { notice: Notice }) {
  const router = useRouter()
  const { mutate } = useMarkNoticeRead()
  const unread = notice.read_at === null
  const href = safeAppPath(notice.link)
  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (unread) mutate(notice.id)
    void router.navigate({ href })
  }
  return (
    <a href={href} onClick={open} className={cx(card, unread && unreadCard)} data-unread={unread || undefined}>
      <span aria-hidden="true" className={cx(dot, unread && unreadDot)} />
      <span className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0', flex: '1' })}>
        <span className={css({ fontWeight: unread ? 'bold' : 'medium' })}>
          {unread ? <span className={css({ srOnly: true })}>خوانده‌نشده: </span> : null}
          <BidiText text={notice.title} />
        </span>
        <span className={css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })}>
          <BidiText text={notice.body} />
        </span>
        <time dateTime={notice.created_at} className={css({ fontSize: 'xs', color: 'fg.subtle' })}>
          {formatDateTime(notice.created_at)}
        </time>
      </span>
    </a>
  )
}
