import type { AdminPayout } from '#api/settlements'
import { Badge } from '#ui/badge'

export const PAYOUT_STATUS_LABELS: Record<AdminPayout['status'], string> = {
  pending: 'در انتظار پرداخت',
  paid: 'پرداخت‌شده',
  failed: 'ناموفق',
}

const VARIANTS = { pending: 'warning', paid: 'success', failed: 'danger' } as const

export function PayoutStatusBadge({ status }: { status: AdminPayout['status'] }) {
  return <Badge variant={VARIANTS[status]}>{PAYOUT_STATUS_LABELS[status]}</Badge>
}
