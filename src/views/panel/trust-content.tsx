import { css } from 'styled-system/css'
import { stack, wrap } from 'styled-system/patterns'
import { formatNumber } from '#lib/fa'
import type { Schemas } from '#sdk'
import { AppImage } from '#ui/app-image'
import { Stars } from '#ui/stars'

// What the admin's queue and the seller's reviews both show of a buyer's review and of a
// question's answers: one home for the panels (the storefront shows its own).

type Review = Schemas['Review']
type Answer = Schemas['Answer']

/** A review's or question's card in the panels (the admins' queue, the seller's lists). */
export const trustCard = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: { base: '3', md: '4' },
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  minW: 0,
})

const points = css({ m: 0, ps: '5', fontSize: 'sm' })
const photoLink = css({ display: 'block', w: '16', h: '16', borderRadius: 'control', overflow: 'hidden' })
const photo = css({ w: 'full', h: 'full', objectFit: 'cover' })
const text = css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' })

function Points({ label, items, sign }: { label: string; items: string[]; sign: string }) {
  if (items.length === 0) return null
  return (
    <div>
      <span className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>{label}</span>
      <ul className={points}>
        {items.map((item) => (
          <li key={item} className={text}>
            {sign} {item}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A review's rating, title, text, strengths, weaknesses and photos (each opens full size). */
export function ReviewContent({ review }: { review: Review }) {
  return (
    <div className={stack({ gap: '2' })}>
      <div className={wrap({ gap: '2', alignItems: 'center' })}>
        <Stars value={review.rating} size="sm" />
        {review.title ? <strong className={text}>{review.title}</strong> : null}
      </div>
      {review.body ? <p className={text}>{review.body}</p> : null}
      <Points label="نقاط قوت" items={review.strengths} sign="+" />
      <Points label="نقاط ضعف" items={review.weaknesses} sign="−" />
      {review.photos.length > 0 ? (
        <ul aria-label="تصویرهای دیدگاه" className={wrap({ gap: '2' })}>
          {review.photos.map((p, index) => (
            <li key={p.file_id}>
              <a href={p.url} target="_blank" rel="noreferrer" className={photoLink}>
                <AppImage src={p.url} alt={`تصویر ${formatNumber(index + 1)} دیدگاه`} className={photo} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/** «فروشنده: نام فروشگاه» or «خریدار: نام»: who answered a question. */
export function answerAuthor(answer: Answer): string {
  return answer.kind === 'seller'
    ? `فروشنده: ${answer.store?.name ?? answer.author_name}`
    : `خریدار: ${answer.author_name}`
}

export const trustText = text
