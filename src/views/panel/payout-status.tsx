import type { Schemas } from '#sdk'
import { Badge } from '#ui/badge'

// A payout's status, the one home of its words and colours for both panels: the admin pays it
// («در انتظار پرداخت», «پرداخت‌شده»), the seller receives it («در حال واریز», «واریزشده»).

type Reader = 'admin' | 'seller'

const PAYOUT_STATUS: Record<
  Schemas['PayoutStatus'],
  { variant: 'warning' | 'success' | 'danger' } & Record<Reader, string>
> = {
  pending: { variant: 'warning', admin: 'در انتظار پرداخت', seller: 'در حال واریز' },
  paid: { variant: 'success', admin: 'پرداخت‌شده', seller: 'واریزشده' },
  failed: { variant: 'danger', admin: 'ناموفق', seller: 'ناموفق' },
}

export function PayoutStatusBadge({ status, reader }: { status: Schemas['PayoutStatus']; reader: Reader }) {
  const { variant, [reader]: label } = PAYOUT_STATUS[status]
  return <Badge variant={variant}>{label}</Badge>
}
