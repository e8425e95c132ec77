import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { type AdminRefund, adminRefundsQueryOptions, REFUND_PAGE_SIZE, type RefundStatus } from '#api/refunds'
import { formatDate, toPersianDigits } from '#lib/fa'
import { useDocumentTitle } from '#lib/use-document-title'
import { Badge } from '#ui/badge'
import { BidiText } from '#ui/bidi-text'
import { Button } from '#ui/button'
import type { Column } from '#ui/panel/data-table/column'
import { DataTable, FilterGroup } from '#ui/panel/data-table/data-table'
import { skipOf } from '#ui/panel/data-table/table-search'
import { useTableSearch } from '#ui/panel/data-table/use-table-search'
import { PanelHeader } from '#ui/panel/panel-layout'
import { Select } from '#ui/panel/select'
import { Toman } from '#ui/price'
import { PhoneText } from '#views/contact-numbers'
import type { AdminRefundsSearch } from './admin-refunds-search'
import { MarkPaidDialog } from './mark-paid-dialog'

/** An owed refund of a cancel the customer did not make (the seller's or an admin's): no Sheba was asked for. */
const NO_SHEBA = 'شبا ثبت نشده است؛ آن را از مشتری بگیرید'

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  owed: 'در انتظار واریز دستی',
  pending: 'در انتظار درگاه',
  done: 'انجام‌شده',
}
const STATUS_TONE: Record<RefundStatus, 'warning' | 'info' | 'success'> = {
  owed: 'warning',
  pending: 'info',
  done: 'success',
}

function columns(onPay: (refund: AdminRefund) => void): Column<AdminRefund>[] {
  return [
    {
      key: 'order',
      header: 'سفارش',
      primary: true,
      cell: (r) => (
        <Link to="/admin/orders/$id" params={{ id: String(r.order_id) }}>
          سفارش {toPersianDigits(r.order_id)}
        </Link>
      ),
    },
    { key: 'reason', header: 'علت', cell: (r) => (r.reason === 'cancel' ? 'لغو سفارش' : 'مرجوعی') },
    {
      key: 'customer',
      header: 'مشتری',
      // The phone always: an owed refund without a Sheba is settled by calling the customer.
      cell: (r) => (
        <span className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
          {r.customer.name ? <BidiText text={r.customer.name} /> : null}
          <PhoneText value={r.customer.phone} />
        </span>
      ),
    },
    { key: 'amount', header: 'مبلغ', cell: (r) => <Toman value={r.amount} /> },
    {
      key: 'to',
      header: 'مقصد',
      cell: (r) =>
        r.method === 'gateway' ? (
          'درگاه پرداخت'
        ) : r.sheba ? (
          <span className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '0.5' })}>
            <BidiText text={r.sheba} />
            {r.account_name ? (
              <span>
                به نام <BidiText text={r.account_name} />
              </span>
            ) : null}
          </span>
        ) : (
          <span className={css({ color: 'fg.muted' })}>{NO_SHEBA}</span>
        ),
    },
    {
      key: 'created_at',
      header: 'تاریخ',
      cell: (r) => <span className={css({ whiteSpace: 'nowrap' })}>{formatDate(r.created_at)}</span>,
    },
    {
      key: 'status',
      header: 'وضعیت',
      primary: true,
      cell: (r) => (
        <span className={css({ display: 'inline-flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
          <Badge variant={STATUS_TONE[r.status]}>{REFUND_STATUS_LABELS[r.status]}</Badge>
          {r.reference ? (
            <span>
              پیگیری <BidiText text={r.reference} />
            </span>
          ) : null}
          {r.status === 'pending' && r.last_error ? (
            <span className={css({ color: 'fg.muted', fontSize: 'xs' })}>
              {toPersianDigits(r.attempts)} بار درگاه پاسخ نداد؛ دوباره تلاش می‌شود
            </span>
          ) : null}
          {r.status === 'owed' ? (
            <Button size="sm" onClick={() => onPay(r)}>
              ثبت واریز
            </Button>
          ) : null}
        </span>
      ),
    },
  ]
}

/** /admin/refunds «بازپرداخت‌ها»: money owed back to customers; an owed one is paid by hand and recorded here. */
export function AdminRefundsPage() {
  useDocumentTitle('بازپرداخت‌ها')
  const { search, update } = useTableSearch<AdminRefundsSearch>()
  const status = search.status ?? 'owed'
  const [paying, setPaying] = useState<AdminRefund | null>(null)
  const query = useQuery(
    adminRefundsQueryOptions({
      status: status === 'all' ? undefined : status,
      skip: skipOf(search.page, REFUND_PAGE_SIZE),
      limit: REFUND_PAGE_SIZE,
    }),
  )
  const options = [
    ...Object.entries(REFUND_STATUS_LABELS).map(([value, label]) => ({ value, label })),
    { value: 'all', label: 'همه' },
  ]
  return (
    <>
      <PanelHeader title="بازپرداخت‌ها" />
      <DataTable
        label="بازپرداخت‌ها به مشتریان"
        columns={columns(setPaying)}
        rows={query.data?.items}
        rowKey={(r) => r.id}
        total={query.data?.total ?? 0}
        pageSize={REFUND_PAGE_SIZE}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        toolbar={
          <FilterGroup>
            <Select
              label="وضعیت"
              options={options}
              value={status}
              onValueChange={(v) => update({ status: (v || undefined) as AdminRefundsSearch['status'] })}
            />
          </FilterGroup>
        }
        empty={
          status === 'owed'
            ? { title: 'بازپرداختی در انتظار واریز نیست' }
            : { title: 'بازپرداختی با این وضعیت پیدا نشد' }
        }
      />
      {paying ? <MarkPaidDialog refund={paying} onClose={() => setPaying(null)} /> : null}
    </>
  )
}
