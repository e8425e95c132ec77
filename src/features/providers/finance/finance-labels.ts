import type { BadgeVariantProps } from 'styled-system/recipes'
import type { LedgerKind, LedgerState, StorePayout } from '#api/finance'

type BadgeVariant = NonNullable<BadgeVariantProps['variant']>

export const KIND_LABELS: Record<LedgerKind, string> = {
  sale: 'فروش',
  shipping: 'هزینهٔ ارسال',
  commission: 'کارمزد',
  refund: 'بازپرداخت',
}

export const STATE_LABELS: Record<LedgerState, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'در انتظار', variant: 'warning' },
  available: { label: 'قابل تسویه', variant: 'info' },
  in_payout: { label: 'در حال تسویه', variant: 'neutral' },
  paid: { label: 'تسویه‌شده', variant: 'success' },
}

export const PAYOUT_LABELS: Record<StorePayout['status'], { label: string; variant: BadgeVariant }> = {
  pending: { label: 'در حال واریز', variant: 'warning' },
  paid: { label: 'واریزشده', variant: 'success' },
  failed: { label: 'ناموفق', variant: 'danger' },
}
