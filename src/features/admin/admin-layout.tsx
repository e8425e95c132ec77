import { useQuery } from '@tanstack/react-query'
import { Link, Outlet, useParams } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { awaitingReviewQueryOptions } from '#api/admin-stores'
import { pendingModerationQueryOptions } from '#api/admin-trust'
import { useLogout } from '#api/use-logout'
import { formatNumber, toLatinDigits } from '#lib/fa'
import { hasBadIdParam } from '#lib/or-not-found'
import { CountBadge } from '#ui/badge'
import { HomeIcon, LogoutIcon, SettingsIcon } from '#ui/icons'
import { Logo } from '#ui/logo'
import { OfflineBanner } from '#ui/offline-banner'
import { CoinsIcon, WalletIcon } from '#ui/panel/money-icons'
import { PanelLayout } from '#ui/panel/panel-layout'
import { QuestionIcon, StarIcon } from '#ui/panel/trust-icons'
import { ReturnIcon } from '#ui/return-icon'
import { LayersIcon, OrdersIcon, StoreIcon } from '#ui/shop-icons'
import { NoticeBell } from '#views/notifications/notice-bell'
import { UNDER_REVIEW } from '#views/store-review-badge'
import { AdminNotFound } from './admin-not-found'
import { useScrollTopOnNavigate } from './use-scroll-top'
// The panels' styles (panda.panels.config.ts): loaded with this lazy route, not in the storefront's sheet.
import '#ui/panel/panel.css'
import { usePanelQueues } from '#api/panel-queues'

const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2.5',
  minH: '11',
  px: '3',
  borderRadius: 'control',
  color: 'fg.default',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  fontSize: 'sm',
  cursor: 'pointer',
  '& svg': { fontSize: 'xl', color: 'fg.muted' },
  _hover: { bg: 'bg.subtle' },
  _currentPage: {
    bg: 'accent.subtle',
    color: 'accent.text',
    fontWeight: 'semibold',
    '& svg': { color: 'accent.text' },
  },
})

const groupTitle = css({
  mt: '4',
  mb: '1',
  px: '3',
  fontSize: 'xs',
  fontWeight: 'semibold',
  color: 'fg.muted',
})

/** How many reviews or questions wait for a decision, beside their entry. */
function PendingBadge({ count, noun }: { count: number; noun: string }) {
  if (!count) return null
  return (
    <span className={css({ ms: 'auto' })}>
      <CountBadge count={count} label={`${formatNumber(count)} ${noun} در انتظار بررسی`} />
    </span>
  )
}

function AdminSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { logout, pending } = useLogout({ fullReload: false })
  const awaiting = useQuery(awaitingReviewQueryOptions()).data ?? 0
  const pendingReviews = useQuery(pendingModerationQueryOptions('reviews')).data ?? 0
  const pendingQuestions = useQuery(pendingModerationQueryOptions('questions')).data ?? 0
  return (
    <>
      <div className={css({ pb: '3' })}>
        <Logo size={32} onNavigate={onNavigate} />
      </div>
      <nav aria-label="پنل مدیریت" className={stack({ gap: '1' })}>
        <Link to="/admin/stores" className={item} onClick={onNavigate}>
          <StoreIcon />
          فروشگاه‌ها
          {awaiting ? (
            <span className={css({ ms: 'auto' })}>
              <CountBadge count={awaiting} label={`${formatNumber(awaiting)} فروشگاه ${UNDER_REVIEW}`} />
            </span>
          ) : null}
        </Link>
        <h2 className={groupTitle}>کاتالوگ و سفارش‌ها</h2>
        <Link to="/admin/categories" className={item} onClick={onNavigate}>
          <LayersIcon />
          دسته‌بندی‌ها
        </Link>
        <Link to="/admin/filters" className={item} onClick={onNavigate}>
          <SettingsIcon />
          فیلترها
        </Link>
        <Link to="/admin/homepage" className={item} onClick={onNavigate}>
          <HomeIcon />
          صفحه اصلی
        </Link>
        <Link to="/admin/orders" className={item} onClick={onNavigate}>
          <OrdersIcon />
          سفارش‌ها
        </Link>
        <h2 className={groupTitle}>مالی</h2>
        <Link to="/admin/settlements" className={item} onClick={onNavigate}>
          <WalletIcon />
          تسویه‌ها
        </Link>
        <Link to="/admin/refunds" className={item} onClick={onNavigate}>
          <OrdersIcon />
          بازپرداخت‌ها
        </Link>
        <Link to="/admin/commissions" className={item} onClick={onNavigate}>
          <CoinsIcon />
          کارمزدها
        </Link>
        <h2 className={groupTitle}>اعتماد خریداران</h2>
        <Link to="/admin/reviews" className={item} onClick={onNavigate}>
          <StarIcon />
          دیدگاه‌ها
          <PendingBadge count={pendingReviews} noun="دیدگاه" />
        </Link>
        <Link to="/admin/questions" className={item} onClick={onNavigate}>
          <QuestionIcon />
          پرسش‌ها
          <PendingBadge count={pendingQuestions} noun="پرسش" />
        </Link>
        <Link to="/admin/returns" className={item} onClick={onNavigate}>
          <ReturnIcon />
          اختلاف‌ها
        </Link>
      </nav>
      <button
        type="button"
        className={`${item} ${css({ mt: 'auto' })}`}
        disabled={pending}
        onClick={() => void logout()}
      >
        <LogoutIcon />
        خروج
      </button>
    </>
  )
}

/**
 * /admin/*: the panel frame (sidebar on the right, a drawer on phones) with the logo, the nav and
 * 'خروج'. The spec's one entry 'فروشگاه‌ها' comes first (active for every /admin/stores… path,
 * with the count of stores awaiting review); a second group reaches the other admin pages
 * (decision 018).
 */
export function AdminLayout() {
  // The panels' offline queues (order moves, offer edits) are known before any page below makes a change.
  usePanelQueues()
  useScrollTopOnNavigate()
  // /admin/stores/xyz: the not-found page, without asking the server about «xyz».
  const badId = hasBadIdParam(useParams({ strict: false }) as { id?: string }, toLatinDigits)
  return (
    <PanelLayout
      menuLabel="منوی پنل مدیریت"
      banner={<OfflineBanner placement="panel" />}
      brand={<Logo size={30} />}
      tools={<NoticeBell to="/admin/notifications" />}
      sidebar={(onNavigate) => <AdminSidebar onNavigate={onNavigate} />}
    >
      {badId ? <AdminNotFound /> : <Outlet />}
    </PanelLayout>
  )
}
