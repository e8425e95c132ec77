import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { formatNumber } from '#lib/fa'
import { CornerCount } from '#ui/badge'
import { BellIcon } from '#ui/bell-icon'
import { buttonClass } from '#ui/button'
import { useNoticeCounts } from './use-notice-counts'
import { useOpenedNotice } from './use-opened-notice'

/** Where each frame's bell leads: the storefront's inbox, or the panel's own. */
export type InboxPath = '/notifications' | '/providers/notifications' | '/admin/notifications'

/**
 * The bell in the storefront's header and the panels' bars: a link to the inbox, with the unread
 * count in Persian digits («اعلان‌ها، ۳ خوانده‌نشده» for screen readers).
 */
export function NoticeBell({ to }: { to: InboxPath }) {
  const unread = useNoticeCounts()?.unread ?? 0
  useOpenedNotice()
  const label = unread ? `اعلان‌ها، ${formatNumber(unread)} خوانده‌نشده` : 'اعلان‌ها'
  return (
    <Link
      to={to}
      aria-label={label}
      data-testid="notice-bell"
      className={`${buttonClass({ variant: 'ghost', icon: true })} ${css({ position: 'relative', fontSize: 'xl' })}`}
    >
      <BellIcon />
      {unread ? <CornerCount count={unread} label={label} testId="notice-count" /> : null}
    </Link>
  )
}
