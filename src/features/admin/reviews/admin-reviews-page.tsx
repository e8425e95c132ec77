import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import {
  MODERATION_PAGE_SIZE,
  type ModeratedReview,
  moderationReviewsQueryOptions,
  pendingModerationQueryOptions,
  useApproveReviews,
  useModerateReview,
} from '#api/admin-trust'
import { useDocumentTitle } from '#lib/use-document-title'
import { useTableSearch } from '#ui/panel/data-table/use-table-search'
import { PanelHeader } from '#ui/panel/panel-layout'
import { ReviewContent } from '#views/panel/trust-content'
import { ProductFilter, ReportedFilter, StarsFilter, StatusTabs } from '../moderation/moderation-filters'
import { moderationParams } from '../moderation/moderation-params'
import { ModerationQueue } from '../moderation/moderation-queue'
import type { ModerationSearch } from '../moderation/moderation-search'

const toolbar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3', mb: '4' })

function StoreMeta({ review }: { review: ModeratedReview }) {
  return (
    <>
      <span aria-hidden="true">،</span>
      <span>{`خریدار از ${review.store.name}`}</span>
    </>
  )
}

/**
 * /admin/reviews: buyers' reviews waiting for a decision (or published, or rejected), narrowed to
 * the reported ones, a rating or a product; approve, reject with a reason, or approve several.
 */
export function AdminReviewsPage() {
  useDocumentTitle('دیدگاه‌ها')
  const { search } = useTableSearch<ModerationSearch>()
  const query = useQuery(moderationReviewsQueryOptions(moderationParams(search)))
  const pending = useQuery(pendingModerationQueryOptions('reviews')).data ?? 0
  const moderate = useModerateReview()
  const approveMany = useApproveReviews()
  const shown = query.data?.items.find((r) => r.product.id === search.product)
  return (
    <>
      <PanelHeader title="دیدگاه‌ها" />
      <StatusTabs pending={pending} noun="دیدگاه" />
      <div className={toolbar}>
        <ReportedFilter />
        <StarsFilter />
        <ProductFilter productName={shown?.product.name_fa} />
      </div>
      <ModerationQueue
        noun="دیدگاه"
        label="صف بررسی دیدگاه‌ها"
        page={query.data}
        pageSize={MODERATION_PAGE_SIZE}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        renderContent={(review) => <ReviewContent review={review} />}
        renderMeta={(review) => <StoreMeta review={review} />}
        approve={(id) => moderate.mutateAsync({ id, decision: 'approve' })}
        reject={(id, reason) => moderate.mutateAsync({ id, decision: 'reject', reason })}
        approveMany={(ids) => approveMany.mutateAsync(ids)}
      />
    </>
  )
}
