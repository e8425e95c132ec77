import type { ComponentProps } from 'react'
import { css, cx } from 'styled-system/css'
import { type BadgeVariantProps, badge } from 'styled-system/recipes'
import { formatNumber } from '#lib/fa'

/** A <span> styled by the badge recipe (written out: see Button). */
export function Badge(props: ComponentProps<'span'> & BadgeVariantProps) {
  const [variants, { className, ...rest }] = badge.splitVariantProps(props)
  return <span {...rest} className={cx(badge(variants), className)} />
}

interface CountBadgeProps {
  count: number
  /** Shown as «۹۹+» beyond this. */
  max?: number
  label: string
}

/** A small count in Persian digits, e.g. the cart's item count; the label is read by screen readers. */
export function CountBadge({ count, max = 99, label }: CountBadgeProps) {
  const text = count > max ? `${formatNumber(max)}+` : formatNumber(count)
  return (
    <Badge aria-label={label} title={label}>
      {text}
    </Badge>
  )
}

/**
 * A count on an icon button's top inline-end corner (the header's cart and bell), ringed in the
 * surface's colour; hidden from screen readers, whose name for the button already says it.
 */
export function CornerCount({ count, label, testId }: CountBadgeProps & { testId?: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className={css({
        position: 'absolute',
        top: '0',
        insetInlineEnd: '0',
        borderRadius: 'full',
        boxShadow: '0 0 0 2px {colors.bg.surface}',
        lineHeight: '0',
      })}
    >
      <CountBadge count={count} label={label} />
    </span>
  )
}
