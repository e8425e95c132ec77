import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { commissionRatesQueryOptions, financeSettingsQueryOptions } from '#api/finance'
import { formatBp } from '#lib/basis-points'
import { useDocumentTitle } from '#lib/use-document-title'
import { EmptyState } from '#ui/empty-state'
import { ErrorState } from '#ui/error-state'
import * as Card from '#ui/panel/card'
import { PanelHeader } from '#ui/panel/panel-layout'
import { Skeleton, SkeletonGroup } from '#ui/skeleton'
import { RateRow } from './rate-row'
import { SettingsForm } from './settings-form'

const loading = (
  <SkeletonGroup>
    <Skeleton className={css({ h: '32', borderRadius: 'card' })} />
  </SkeletonGroup>
)

function Settings() {
  const query = useQuery(financeSettingsQueryOptions())
  if (query.data) return <SettingsForm settings={query.data} />
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  return loading
}

function RateTree() {
  const query = useQuery(commissionRatesQueryOptions())
  if (query.error && !query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  if (!query.data) return loading
  const { categories, default_bp } = query.data
  const names = new Map(categories.map((category) => [category.category_id, category.name_fa]))
  return (
    <Card.Root aria-labelledby="rates-title">
      <Card.Header>
        <Card.Title id="rates-title">کارمزد دسته‌ها</Card.Title>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {`دسته‌ای که نرخ خود را ندارد، نرخ نزدیک‌ترین والد یا پیش‌فرض (${formatBp(default_bp)}) را می‌گیرد. تغییر نرخ برای سفارش‌هایی است که از این پس پرداخت می‌شوند.`}
        </p>
      </Card.Header>
      <Card.Body>
        {categories.length === 0 ? (
          <EmptyState title="هنوز دسته‌ای ساخته نشده است" />
        ) : (
          <ul className={css({ listStyle: 'none', p: 0, m: 0 })}>
            {categories.map((rate) => (
              // Keyed by the saved rate too: a rate read anew (a cached copy replaced, another
              // admin's change) starts the row's field again from it.
              <RateRow key={`${rate.category_id}:${rate.rate_bp}`} rate={rate} names={names} />
            ))}
          </ul>
        )}
      </Card.Body>
    </Card.Root>
  )
}

/**
 * /admin/commissions («کارمزدها»): the platform's default commission and settlement minimum, and
 * the category tree with each category's own rate or the one it inherits.
 */
export function AdminCommissionsPage() {
  useDocumentTitle('کارمزدها')
  return (
    <div className={stack({ gap: '4' })}>
      <PanelHeader title="کارمزدها" />
      <Settings />
      <RateTree />
    </div>
  )
}
