import { Link, useRouterState } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { formatNumber } from '#lib/fa'
import { pathWithQuery } from '#lib/session/return-to'
import { Button, buttonClass } from '#ui/button'
import { EmptyState } from '#ui/empty-state'
import { UserIcon } from '#ui/icons'
import { CartIcon } from '#ui/shop-icons'
import { Skeleton, SkeletonGroup } from '#ui/skeleton'

// The cart's states besides its items (spec sections 2 and 8), shared by the drawer and the page.

interface StateProps {
  /** Following a link out of the drawer closes it. */
  onNavigate?: () => void
}

export function CartLoading() {
  return (
    <SkeletonGroup label="در حال بارگذاری سبد خرید...">
      <div className={stack({ gap: '5', py: '4' })}>
        {[0, 1, 2].map((n) => (
          <div key={n} className={css({ display: 'flex', gap: '3' })}>
            <Skeleton className={css({ w: '20', h: '20', flexShrink: 0 })} />
            <div className={stack({ flex: '1', gap: '2' })}>
              <Skeleton className={css({ h: '4', w: '90%' })} />
              <Skeleton className={css({ h: '3', w: '40%' })} />
              <Skeleton className={css({ h: '9', w: '28' })} />
            </div>
          </div>
        ))}
      </div>
    </SkeletonGroup>
  )
}

/** The load failed: the spec's message, and a retry that reloads the page. */
export function CartError() {
  return (
    <EmptyState
      role="alert"
      title="خطا در بارگذاری سبد خرید"
      action={
        <Button variant="outline" onClick={() => window.location.reload()}>
          تلاش مجدد
        </Button>
      }
    />
  )
}

export function CartEmpty({ onNavigate }: StateProps) {
  return (
    <EmptyState
      icon={<CartIcon />}
      title="سبد خرید شما خالی است"
      description="کالاهای دلخواهتان را از میان پیشنهاد فروشگاه‌ها پیدا کنید و به سبد بیفزایید."
      action={
        <Link to="/products" onClick={onNavigate} className={buttonClass()}>
          مشاهده محصولات
        </Link>
      }
    />
  )
}

/** Signed out: the cart belongs to an account; the login screen brings the visitor back here. */
export function CartLoginPrompt({ onNavigate }: StateProps) {
  const location = useRouterState({ select: (state) => state.location })
  return (
    <EmptyState
      icon={<UserIcon />}
      title="برای دیدن سبد خرید وارد شوید"
      description="سبد خرید شما در حسابتان نگه داشته می‌شود. با شماره موبایل وارد شوید یا ثبت‌نام کنید."
      action={
        <Link to="/login" search={{ returnTo: pathWithQuery(location) }} onClick={onNavigate} className={buttonClass()}>
          ورود | ثبت‌نام
        </Link>
      }
    />
  )
}

/** «(۳ کالا)» beside the cart's title; nothing for an empty or unknown cart. */
export function CartCountNote({ count }: { count: number | undefined }) {
  return count ? (
    <span className={css({ color: 'fg.muted', fontWeight: 'normal', fontSize: 'md', ms: '2' })}>
      ({formatNumber(count)} کالا)
    </span>
  ) : null
}
