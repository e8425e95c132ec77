import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { unansweredQuestionsQueryOptions } from '#api/seller-trust'
import { useLogout } from '#api/use-logout'
import { formatNumber } from '#lib/fa'
import { CountBadge } from '#ui/badge'
import { HomeIcon, LogoutIcon } from '#ui/icons'
import { Logo } from '#ui/logo'
import * as Tooltip from '#ui/panel/tooltip'
import { StoreIcon } from '#ui/shop-icons'
import { useNewOrders } from './orders/use-new-orders'
import {
  homepageSection,
  type SectionItem,
  type StoreSection,
  sectionLink,
  storeSections,
  trustSections,
} from './provider-nav'
import { useSelectedStoreId } from './selected-store'
import { StoreSwitcher } from './store-switcher'

export const sidebarItem = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2.5',
  w: 'full',
  minH: '11',
  px: '3',
  borderRadius: 'control',
  color: 'fg.default',
  textDecoration: 'none',
  fontSize: 'sm',
  textAlign: 'start',
  cursor: 'pointer',
  '& svg': { fontSize: 'xl', color: 'fg.muted', flexShrink: 0 },
  _hover: { bg: 'bg.subtle' },
  _currentPage: {
    bg: 'accent.subtle',
    color: 'accent.text',
    fontWeight: 'semibold',
    '& svg': { color: 'accent.text' },
  },
})
const groupClass = stack({ gap: '0.5' })
const divider = css({ borderTopWidth: '1px', borderColor: 'border.default', my: '3' })

const lockedItem = css({ opacity: 0.5, cursor: 'not-allowed', _hover: { bg: 'transparent' } })
const LOCKED_TIP = 'فروشگاه شما در حال بررسی است'

/** A section of a store under review: greyed out, not a link, with the reason in a tooltip. */
function LockedSection({ item }: { item: SectionItem }) {
  return (
    // Beside the item, toward the page (the sidebar is at the inline start, the right): below it,
    // the tip covered the next item (issue 27).
    <Tooltip.Root positioning={{ placement: 'left' }}>
      <Tooltip.Trigger asChild>
        {/* A button marked aria-disabled (not disabled): it keeps focus, so keyboards reach the tooltip. */}
        <button type="button" className={`${sidebarItem} ${lockedItem}`} aria-disabled="true">
          <item.Icon />
          {item.label}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Positioner>
        <Tooltip.Content>{LOCKED_TIP}</Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  )
}

function SectionLink({
  item,
  storeId,
  locked,
  onNavigate,
  badge,
}: {
  item: SectionItem
  storeId: number | null
  locked: boolean
  onNavigate?: () => void
  /** A count after the label (new orders, unanswered questions) and what it counts */
  badge?: { count: number; label: string }
}) {
  if (locked) return <LockedSection item={item} />
  return (
    <Link {...sectionLink(item.section, storeId)} className={sidebarItem} onClick={onNavigate}>
      <item.Icon />
      {item.label}
      {badge?.count ? (
        <span className={css({ ms: 'auto' })}>
          <CountBadge count={badge.count} label={badge.label} />
        </span>
      ) : null}
    </Link>
  )
}

/** One group of store sections, each with its count when it has one. */
function SectionGroup({
  label,
  items,
  badges,
  ...link
}: {
  label: string
  items: SectionItem[]
  storeId: number | null
  locked: boolean
  onNavigate?: () => void
  badges: Partial<Record<StoreSection, { count: number; label: string }>>
}) {
  return (
    <nav aria-label={label} className={groupClass}>
      {items.map((item) => (
        <SectionLink key={item.section} item={item} {...link} badge={badges[item.section]} />
      ))}
    </nav>
  )
}

/**
 * The provider panel's sidebar: store sections (greyed out while the selected store is under
 * review), more links, the store switcher and logout at the bottom.
 */
export function ProviderSidebar({ onNavigate, locked = false }: { onNavigate?: () => void; locked?: boolean }) {
  const storeId = useSelectedStoreId()
  // Paid orders waiting to be prepared, read again every minute while the panel is open.
  const newOrders = useNewOrders(storeId)
  // Questions the store has not answered, read again every minute (none asked of a locked store).
  const unanswered =
    useQuery({ ...unansweredQuestionsQueryOptions(storeId ?? 0), enabled: storeId !== null && !locked }).data ?? 0
  const { logout, pending } = useLogout({ fullReload: true })
  const badges: Partial<Record<StoreSection, { count: number; label: string }>> = {
    orders: { count: newOrders, label: `${formatNumber(newOrders)} سفارش تازه` },
    questions: { count: unanswered, label: `${formatNumber(unanswered)} پرسش بی‌پاسخ` },
  }
  const group = { storeId, locked, onNavigate, badges }
  return (
    <>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', pb: '3' })}>
        <Logo size={32} onNavigate={onNavigate} />
        <span
          className={css({
            fontSize: 'xs',
            color: 'fg.muted',
            bg: 'bg.subtle',
            px: '2',
            py: '0.5',
            borderRadius: 'full',
          })}
        >
          پنل فروشنده
        </span>
      </div>
      <SectionGroup label="مدیریت فروشگاه" items={storeSections} {...group} />
      <hr className={divider} />
      <SectionGroup label="خریداران و عملکرد" items={trustSections} {...group} />
      <hr className={divider} />
      <nav aria-label="پیوندهای دیگر" className={groupClass}>
        <SectionLink item={homepageSection} storeId={storeId} locked={locked} onNavigate={onNavigate} />
        <Link to="/providers/stores" className={sidebarItem} onClick={onNavigate} activeOptions={{ exact: true }}>
          <StoreIcon />
          فروشگاه‌های من
        </Link>
        <Link to="/" className={sidebarItem} onClick={onNavigate}>
          <HomeIcon />
          بازگشت به راسته
        </Link>
      </nav>
      <div className={css({ mt: '3' })}>
        <StoreSwitcher storeId={storeId} onNavigate={onNavigate} />
      </div>
      <button
        type="button"
        className={`${sidebarItem} ${css({ mt: 'auto' })}`}
        disabled={pending}
        onClick={() => void logout()}
      >
        <LogoutIcon />
        خروج
      </button>
    </>
  )
}
