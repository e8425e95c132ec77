import type { BadgeVariantProps } from 'styled-system/recipes'
import type { LedgerKind, LedgerState } from '#api/finance'

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
