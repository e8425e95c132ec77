import { css } from 'styled-system/css'
import { stack, wrap } from 'styled-system/patterns'
import { type Review, useMarkReviewHelpful, useReportReview } from '#api/reviews'
import { formatDate, formatNumber } from '#lib/fa'
import { Badge } from '#ui/badge'
import { BidiText } from '#ui/bidi-text'
import { Stars } from '#ui/stars'
import { HelpfulButton } from '../trust/helpful-button'
import { ReportButton } from '../trust/trust-controls'
import { trustDateClass, trustMetaClass } from '../trust/trust-styles'

const points = css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' })
const photo = css({
  w: '20',
  h: '20',
  objectFit: 'cover',
  borderRadius: 'control',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.subtle',
})

/** One published review: stars, title, «خریدار» and the store bought from, text, pros and cons, photos, the seller's answer, votes. */
export function ReviewItem({ review }: { review: Review }) {
  const helpful = useMarkReviewHelpful()
  const report = useReportReview()
  return (
    <article className={stack({ gap: '3', py: '5' })} data-testid="review">
      <div className={stack({ gap: '1.5' })}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
          <Stars value={review.rating} size="sm" />
          {review.title ? (
            <h3 className={css({ fontWeight: 'bold' })}>
              <BidiText text={review.title} />
            </h3>
          ) : null}
        </div>
        <p className={trustMetaClass}>
          <span className={css({ color: 'fg.default', fontWeight: 'medium' })}>{review.author_name}</span>
          {review.is_buyer ? (
            <Badge variant="success" size="sm">
              خریدار
            </Badge>
          ) : null}
          <span>خریده از {review.store.name}</span>
          <time dateTime={review.created_at} className={trustDateClass}>
            {formatDate(review.created_at)}
          </time>
        </p>
      </div>
      {review.body ? (
        <p className={css({ whiteSpace: 'pre-line', lineHeight: '1.9' })}>
          <BidiText text={review.body} />
        </p>
      ) : null}
      {review.strengths.length || review.weaknesses.length ? (
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3' })}>
          {review.strengths.length ? (
            <ul className={points} aria-label="نقاط قوت">
              {review.strengths.map((text, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a list that never reorders
                <li key={i} className={css({ display: 'flex', gap: '2' })}>
                  <span aria-hidden="true" className={css({ color: 'success.default', fontWeight: 'bold' })}>
                    +
                  </span>
                  <BidiText text={text} />
                </li>
              ))}
            </ul>
          ) : null}
          {review.weaknesses.length ? (
            <ul className={points} aria-label="نقاط ضعف">
              {review.weaknesses.map((text, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a list that never reorders
                <li key={i} className={css({ display: 'flex', gap: '2' })}>
                  <span aria-hidden="true" className={css({ color: 'danger.default', fontWeight: 'bold' })}>
                    −
                  </span>
                  <BidiText text={text} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {review.photos.length ? (
        <ul className={wrap({ gap: '2' })} aria-label="تصویرهای خریدار">
          {review.photos.map((item, i) => (
            <li key={item.file_id}>
              <a href={item.url} target="_blank" rel="noopener">
                <img src={item.url} alt={`تصویر ${formatNumber(i + 1)} از خریدار`} className={photo} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.answer ? (
        <div
          className={stack({
            gap: '1',
            p: '3',
            bg: 'bg.subtle',
            borderRadius: 'control',
            borderInlineStartWidth: '3px',
            borderColor: 'accent.default',
          })}
        >
          <p className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>پاسخ فروشنده ({review.store.name})</p>
          <p className={css({ fontSize: 'sm', whiteSpace: 'pre-line' })}>
            <BidiText text={review.answer} />
          </p>
          {review.answered_at ? (
            <time dateTime={review.answered_at} className={css({ fontSize: 'xs', color: 'fg.muted' })}>
              {formatDate(review.answered_at)}
            </time>
          ) : null}
        </div>
      ) : null}
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
        <HelpfulButton
          count={review.helpful_count}
          done={review.voted_helpful}
          pending={helpful.isPending}
          onVote={() => helpful.mutateAsync(review.id)}
        />
        <ReportButton subject="این دیدگاه" send={(body) => report.mutateAsync({ id: review.id, ...body })} />
      </div>
    </article>
  )
}
