import type { LedgerEntry, LedgerKind } from '#api/finance'
import { Badge } from '#ui/badge'
import { Toman } from '#ui/price'

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  sale: 'فروش',
  shipping: 'هزینهٔ ارسال',
  commission: 'کارمزد',
  refund: 'بازپرداخت',
}

const STATES: Record<LedgerEntry['state'], { label: string; variant: 'warning' | 'success' | 'info' | 'neutral' }> = {
  pending: { label: 'در انتظار', variant: 'warning' },
  available: { label: 'قابل تسویه', variant: 'info' },
  in_payout: { label: 'در حال تسویه', variant: 'neutral' },
  paid: { label: 'تسویه‌شده', variant: 'success' },
}

export function LedgerStateBadge({ state }: { state: LedgerEntry['state'] }) {
  return <Badge variant={STATES[state].variant}>{STATES[state].label}</Badge>
}

/** A signed amount: a debit reads «−۴۵٬۰۰۰ تومان». */
export function SignedToman({ value }: { value: number }) {
  return <Toman value={Math.abs(value)} negative={value < 0} />
}
