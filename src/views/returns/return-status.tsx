import type { OrderReturn } from '#api/returns'
import { RETURN_STATUS_NAMES } from '#sdk/rules/returns'
import { Badge } from '#ui/badge'

type Tone = 'warning' | 'info' | 'success' | 'danger' | 'neutral'

/** How a return is going, by its status: waiting on someone, done, or refused. */
const TONES: Record<OrderReturn['status'], Tone> = {
  requested: 'warning',
  approved: 'info',
  rejected: 'danger',
  escalated: 'warning',
  closed: 'neutral',
  sent_back: 'info',
  refunded: 'success',
}

/** A return's status as a badge («در انتظار بررسی فروشنده»…). */
export function ReturnStatusBadge({ status }: { status: OrderReturn['status'] }) {
  return (
    <Badge variant={TONES[status]} size="md">
      {RETURN_STATUS_NAMES[status]}
    </Badge>
  )
}
