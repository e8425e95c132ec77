import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { createContext, type ReactNode, useContext, useState } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { type AdminPayout, type SettlementRun, settlementRunQueryOptions } from '#api/settlements'
import { formatDateTime, formatNumber, toPersianDigits } from '#lib/fa'
import { isMissing } from '#lib/or-not-found'
import { useDocumentTitle } from '#lib/use-document-title'
import { BidiText } from '#ui/bidi-text'
import { ErrorState } from '#ui/error-state'
import * as Card from '#ui/panel/card'
import { type Column, DataTable } from '#ui/panel/data-table/data-table'
import { PanelHeader } from '#ui/panel/panel-layout'
import { Toman } from '#ui/price'
import { Loading } from '#ui/spinner'
import { PayoutStatusBadge } from '#views/panel/payout-status'
import { AdminNotFound } from '../admin-not-found'
import { PayoutDecisionButtons, PayoutDecisionDialog, type PayoutMove } from './payout-decision'
import { TransferDownloads } from './transfer-downloads'

const facts = css({
  display: 'grid',
  gridTemplateColumns: { base: 'max-content 1fr', md: 'repeat(2, max-content 1fr)' },
  columnGap: '4',
  rowGap: '2',
  fontSize: 'sm',
  '& dt': { color: 'fg.muted' },
})

/**
 * A code the bank reads (Sheba, reference): Latin digits, isolated left to right in the Persian line,
 * and never broken across lines (a reference wrapped at its hyphen read «-BANK 778899»).
 */
const code = (value: string | null) =>
  value ? (
    <span className={css({ whiteSpace: 'nowrap' })}>
      <BidiText text={value} />
    </span>
  ) : (
    '—'
  )

/** The page's one decision dialog, opened from a payout's row (or card, on a phone). */
const DecideContext = createContext<(payout: AdminPayout, move: PayoutMove) => void>(() => {})

function PayoutActions({ payout }: { payout: AdminPayout }) {
  return <PayoutDecisionButtons payout={payout} onDecide={useContext(DecideContext)} />
}

const columns: Column<AdminPayout>[] = [
  { key: 'store', header: 'فروشگاه', primary: true, cell: (p) => p.store_name },
  { key: 'owner', header: 'صاحب حساب', cell: (p) => p.owner_name },
  { key: 'sheba', header: 'شماره شبا', cell: (p) => code(p.sheba) },
  { key: 'amount', header: 'مبلغ', cell: (p) => <Toman value={p.amount} /> },
  {
    key: 'status',
    header: 'وضعیت',
    cell: (p) => (
      <span className={stack({ gap: '1', alignItems: 'flex-start' })}>
        <PayoutStatusBadge status={p.status} reader="admin" />
        {p.status === 'paid' ? <span>پیگیری: {code(p.reference)}</span> : null}
        {p.status === 'failed' ? <span>{p.failure_reason}</span> : null}
      </span>
    ),
  },
  {
    key: 'actions',
    header: 'اقدام',
    cell: (p) => (
      <span className={css({ display: 'flex', gap: '2' })}>
        <PayoutActions payout={p} />
      </span>
    ),
  },
]

function Summary({ run }: { run: SettlementRun }) {
  const rows: [string, ReactNode][] = [
    ['تاریخ شروع', formatDateTime(run.created_at)],
    ['موجودی‌های آزادشده تا', formatDateTime(run.cutoff)],
    ['حداقل مبلغ', <Toman key="min" value={run.minimum} />],
    ['تعداد پرداخت‌ها', formatNumber(run.payout_count)],
    ['جمع پرداخت‌ها', <Toman key="total" value={run.total} />],
    [
      'وضعیت',
      `${formatNumber(run.counts.paid)} پرداخت‌شده، ${formatNumber(run.counts.pending)} در انتظار، ${formatNumber(run.counts.failed)} ناموفق`,
    ],
  ]
  return (
    <Card.Root aria-labelledby="run-summary">
      <Card.Header>
        <Card.Title id="run-summary">خلاصه دوره</Card.Title>
      </Card.Header>
      <Card.Body className={stack({ gap: '4' })}>
        <dl className={facts}>
          {rows.map(([label, value]) => (
            <div key={label} className={css({ display: 'contents' })}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <TransferDownloads runId={run.id} />
      </Card.Body>
    </Card.Root>
  )
}

/** /admin/settlements/$id: the run's summary, its bank files, and its payouts to mark paid or failed. */
export function SettlementRunPage({ id }: { id: number }) {
  const query = useQuery(settlementRunQueryOptions(id))
  const [target, setTarget] = useState<{ payout: AdminPayout; move: PayoutMove } | null>(null)
  const title = `دوره تسویه ${toPersianDigits(id)}`
  useDocumentTitle(title)
  if (isMissing(query.error)) return <AdminNotFound />
  if (query.error && !query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  if (!query.data) return <Loading />
  return (
    <DecideContext.Provider value={(payout, move) => setTarget({ payout, move })}>
      <div className={stack({ gap: '4' })}>
        <PanelHeader title={title} actions={<Link to="/admin/settlements">همه دوره‌ها</Link>} />
        <Summary run={query.data.run} />
        <DataTable
          label="پرداخت‌های دوره"
          columns={columns}
          rows={query.data.payouts}
          rowKey={(p) => p.id}
          total={query.data.payouts.length}
          pageSize={Math.max(query.data.payouts.length, 1)}
          isPending={false}
          onRetry={() => void query.refetch()}
          empty={{ title: 'این دوره پرداختی ندارد' }}
        />
        <PayoutDecisionDialog runId={id} target={target} onClose={() => setTarget(null)} />
      </div>
    </DecideContext.Provider>
  )
}
