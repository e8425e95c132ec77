import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { SELLER_TRUST_PAGE_SIZE, type StoreReview, storeReviewsQueryOptions, useAnswerReview } from '#api/seller-trust'
import { formatDate } from '#lib/fa'
import { toast } from '#lib/toast'
import { useDocumentTitle } from '#lib/use-document-title'
import { Badge } from '#ui/badge'
import { Button } from '#ui/button'
import { skipOf } from '#ui/panel/data-table/table-search'
import { useTableSearch } from '#ui/panel/data-table/use-table-search'
import { ReviewContent, trustCard, trustText } from '#views/panel/trust-content'
import { AnswerForm } from '../questions/answer-form'
import { ProductRef } from '../questions/product-ref'
import { TrustList } from '../questions/trust-list'
import type { SellerTrustSearch } from '../questions/trust-search'
import { answerButton, metaLine, ownAnswer } from '../questions/trust-styles'

/** Only a published review is answered: a pending one may still be rejected. */
const STATUS_NOTES = { pending: 'در انتظار بررسی', rejected: 'ردشده', published: null } as const

function ReviewCard({ review, storeId }: { review: StoreReview; storeId: number }) {
  const [answering, setAnswering] = useState(false)
  const answer = useAnswerReview(storeId)
  const note = STATUS_NOTES[review.status]
  return (
    <article className={trustCard} aria-label={`دیدگاه ${review.author_name} دربارهٔ ${review.product.name_fa}`}>
      <ProductRef product={review.product} />
      <div className={metaLine}>
        <span>{review.author_name}</span>
        <Badge variant="neutral">خریدار</Badge>
        <span aria-hidden="true">،</span>
        <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
        {note ? <Badge variant={review.status === 'rejected' ? 'danger' : 'warning'}>{note}</Badge> : null}
      </div>
      <ReviewContent review={review} />
      {review.answer ? (
        <div className={ownAnswer}>
          <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
            <Badge variant="success">پاسخ شما</Badge>
            {review.answered_at ? (
              <time dateTime={review.answered_at} className={css({ color: 'fg.muted' })}>
                {formatDate(review.answered_at)}
              </time>
            ) : null}
          </div>
          <p className={trustText}>{review.answer}</p>
        </div>
      ) : review.status !== 'published' ? null : answering ? (
        <AnswerForm
          label={`پاسخ شما به دیدگاه ${review.author_name}`}
          onCancel={() => setAnswering(false)}
          onSubmit={async (body) => {
            await answer.mutateAsync({ id: review.id, body })
            toast({
              title: 'پاسخ شما ثبت شد',
              description: 'زیر دیدگاه در صفحهٔ محصول نمایش داده می‌شود.',
              variant: 'success',
            })
            setAnswering(false)
          }}
        />
      ) : (
        <div className={stack({ gap: '1' })}>
          <Button size="lg" variant="outline" className={answerButton} onClick={() => setAnswering(true)}>
            پاسخ دهید
          </Button>
          <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>هر دیدگاه را یک بار می‌توانید پاسخ دهید.</span>
        </div>
      )}
    </article>
  )
}

/**
 * /providers/$storeId/reviews: what buyers wrote about what they bought from the store, newest
 * first; «بدون پاسخ» keeps the published ones not answered yet. The store answers each once,
 * publicly, under the review.
 */
export function SellerReviewsPage({ storeId }: { storeId: string }) {
  const id = Number(storeId)
  const { search, update } = useTableSearch<SellerTrustSearch>()
  const unanswered = search.unanswered === true
  const query = useQuery(
    storeReviewsQueryOptions(id, {
      unanswered,
      skip: skipOf(search.page, SELLER_TRUST_PAGE_SIZE),
      limit: SELLER_TRUST_PAGE_SIZE,
    }),
  )
  useDocumentTitle('دیدگاه‌های خریداران')
  return (
    <TrustList
      title="دیدگاه‌های خریداران"
      tabsLabel="کدام دیدگاه‌ها"
      tabs={[
        { value: 'all', label: 'همه دیدگاه‌ها' },
        { value: 'unanswered', label: 'بدون پاسخ' },
      ]}
      tab={unanswered ? 'unanswered' : 'all'}
      onTabChange={(value) => update({ unanswered: value === 'unanswered' ? true : undefined })}
      label={unanswered ? 'دیدگاه‌های بدون پاسخ' : 'دیدگاه‌های خریداران'}
      query={query}
      renderRow={(review) => <ReviewCard review={review} storeId={id} />}
      empty={
        unanswered
          ? { title: 'دیدگاه بدون پاسخی ندارید' }
          : {
              title: 'هنوز دیدگاهی ثبت نشده است',
              description: 'دیدگاه خریداران پس از تحویل سفارش اینجا نمایش داده می‌شود.',
            }
      }
    />
  )
}
