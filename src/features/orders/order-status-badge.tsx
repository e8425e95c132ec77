import { css, cx } from 'styled-system/css'
import type { OrderStatus } from '../../api/orders'
import { STATUS_LABELS, STATUS_TONES, type StatusTone } from './order-labels'

const base = css({
  display: 'inline-flex',
  alignItems: 'center',
  h: '6',
  px: '2.5',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'bold',
  whiteSpace: 'nowrap',
})

const tones: Record<StatusTone, string> = {
  warning: css({ bg: 'warning.subtle', color: 'warning.default' }),
  info: css({ bg: 'info.subtle', color: 'info.default' }),
  accent: css({ bg: 'accent.subtle', color: 'accent.text' }),
  success: css({ bg: 'success.subtle', color: 'success.default' }),
  danger: css({ bg: 'danger.subtle', color: 'danger.default' }),
}

/** An order's status in words, coloured by how it is going. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={cx(base, tones[STATUS_TONES[status]])}>{STATUS_LABELS[status]}</span>
}
