import '#ui/panel/panel.css'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { myReturnsQueryOptions } from '#api/returns'
import { formatDate, formatNumber, toPersianDigits } from '#lib/fa'
import { useDocumentTitle } from '#lib/use-document-title'
import { BidiText } from '#ui/bidi-text'
import { EmptyState } from '#ui/empty-state'
import { ErrorState } from '#ui/error-state'
import { Toman } from '#ui/price'
import { Skeleton } from '#ui/skeleton'
import { ReturnStatusBadge } from '#views/returns/return-status'

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: '4',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { borderColor: 'accent.default' },
})

/** /profile/returns («مرجوعی‌های من»): the customer's returns, newest first, each to its page. */
export function MyReturnsPage() {
  useDocumentTitle('مرجوعی‌های من')
  const query = useQuery(myReturnsQueryOptions())
  const page = query.data
  return (
    <div className={stack({ gap: '4' })}>
      <h1 className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'black' })}>مرجوعی‌های من</h1>
      {!page ? (
        query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Skeleton className={css({ h: '40', borderRadius: 'card' })} />
        )
      ) : page.items.length === 0 ? (
        <EmptyState
          title="درخواست مرجوعی ندارید"
          description="تا ۷ روز پس از تحویل هر سفارش، از صفحهٔ آن سفارش می‌توانید درخواست مرجوعی بدهید."
        />
      ) : (
        <ul className={stack({ gap: '3' })} aria-label="مرجوعی‌های من">
          {page.items.map((value) => (
            <li key={value.id}>
              <Link to="/returns/$id" params={{ id: String(value.id) }} className={card}>
                <span className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
                  <span className={css({ fontWeight: 'bold' })}>مرجوعی {toPersianDigits(value.id)}</span>
                  <ReturnStatusBadge status={value.status} />
                </span>
                <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                  سفارش {toPersianDigits(value.order_id)} از <BidiText text={value.store.name} />،{' '}
                  {formatDate(value.created_at)}
                </span>
                <span className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', fontSize: 'sm' })}>
                  <span>{formatNumber(value.items.reduce((sum, item) => sum + item.quantity, 0))} کالا</span>
                  <Toman value={value.refund_amount} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
