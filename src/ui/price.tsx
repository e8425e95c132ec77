import { css, cx } from 'styled-system/css'
import { stack, visuallyHidden } from 'styled-system/patterns'
import { formatNumber } from '#lib/fa'
import { formatPercent } from '#lib/format-percent'

interface PriceProps {
  /** What the customer pays, in toman; null when nothing is for sale. */
  value: number | null | undefined
  /** The price before a discount, struck through when it is higher. */
  original?: number | null
  percent?: number | null
  size?: 'sm' | 'md' | 'lg'
  className?: string
}

const amountSize = { sm: 'md', md: 'lg', lg: '2xl' } as const

interface TomanProps {
  value: number
  /** A deduction (a discount): «−۵۰۰٬۰۰۰ تومان». */
  negative?: boolean
  className?: string
  'data-testid'?: string
}

/** Toman with Persian digits and separators: «۱۸٬۹۰۰٬۰۰۰ تومان». */
export function Toman({ value, negative = false, className, ...rest }: TomanProps) {
  return (
    <span className={cx(css({ whiteSpace: 'nowrap' }), className)} {...rest}>
      <span className={css({ fontWeight: 'bold' })}>{`${negative ? '−' : ''}${formatNumber(value)}`}</span>{' '}
      <span className={css({ fontSize: '0.8em', color: 'fg.muted', fontWeight: 'normal' })}>تومان</span>
    </span>
  )
}

/** A discount badge: «۱۰٪». */
export function DiscountBadge({ percent }: { percent: number }) {
  return (
    <span
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        h: '6',
        px: '2',
        borderRadius: 'full',
        bg: 'danger.default',
        color: 'white',
        fontSize: 'xs',
        fontWeight: 'bold',
        lineHeight: '1',
      })}
    >
      <span className={visuallyHidden()}>تخفیف </span>
      {formatPercent(percent)}
    </span>
  )
}

/**
 * A price: the selling price in toman; with a discount, the struck-through original and the
 * percent badge beside it.
 */
export function Price({ value, original, percent, size = 'md', className }: PriceProps) {
  if (value == null) return null
  const discounted = original != null && original > value
  const shownPercent = percent ?? (discounted ? Math.round(((original - value) / original) * 100) : null)
  return (
    <div className={cx(stack({ alignItems: 'flex-end', gap: '0.5' }), className)}>
      {discounted ? (
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          <del className={css({ color: 'fg.subtle', fontSize: 'sm' })}>
            <span className={visuallyHidden()}>قیمت پیش از تخفیف: </span>
            {formatNumber(original)}
          </del>
          {shownPercent ? <DiscountBadge percent={shownPercent} /> : null}
        </div>
      ) : null}
      <Toman value={value} className={css({ fontSize: amountSize[size] })} data-testid="price" />
    </div>
  )
}
