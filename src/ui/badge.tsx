import { styled } from 'styled-system/jsx'
import { badge } from 'styled-system/recipes'
import { formatNumber } from '../lib/fa'

export const Badge = styled('span', badge)

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
