import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import type { OrderReturn } from '#api/returns'
import { formatNumber } from '#lib/fa'
import { RETURN_REASON_NAMES } from '#sdk/rules/returns'
import { AppImage } from '#ui/app-image'
import { BidiText } from '#ui/bidi-text'
import { Toman } from '#ui/price'

const term = css({ fontSize: 'sm', color: 'fg.muted' })
const fact = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' })

const REFUND_STATES = {
  pending: 'در حال بازگرداندن به حساب پرداخت',
  owed: 'به شبای ثبت‌شده واریز می‌شود',
  done: 'بازگردانده شد',
} as const

/** The returned items, each with how many and what is refunded for them, and the total. */
export function ReturnItems({ value }: { value: OrderReturn }) {
  return (
    <div className={stack({ gap: '3' })}>
      <ul className={stack({ gap: '3' })}>
        {value.items.map((item) => (
          <li key={item.order_item_id} className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
            <AppImage
              src={item.image_url}
              alt=""
              width={56}
              height={56}
              className={css({
                w: '14',
                h: '14',
                objectFit: 'contain',
                borderRadius: 'control',
                bg: 'bg.subtle',
                flexShrink: 0,
              })}
            />
            <div className={stack({ gap: '1', minW: '0', flex: '1' })}>
              <p className={css({ fontWeight: 'semibold', lineHeight: '1.8' })}>
                <BidiText text={item.name} />
              </p>
              <p className={term}>
                {formatNumber(item.quantity)} از {formatNumber(item.bought)} عدد
              </p>
            </div>
            <Toman value={item.refund_amount} />
          </li>
        ))}
      </ul>
      <p
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          gap: '2',
          fontWeight: 'bold',
          pt: '2',
          borderTopWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <span>مبلغ بازگشتی</span>
        <Toman value={value.refund_amount} />
      </p>
    </div>
  )
}

/** Why, what happened, the photos, the parcel's code, the decision and where the money goes. */
export function ReturnFacts({ value }: { value: OrderReturn }) {
  return (
    <dl className={stack({ gap: '3' })}>
      <div className={fact}>
        <dt className={term}>دلیل مرجوعی</dt>
        <dd className={css({ fontWeight: 'semibold' })}>{RETURN_REASON_NAMES[value.reason]}</dd>
      </div>
      {value.description ? (
        <div className={fact}>
          <dt className={term}>توضیح خریدار</dt>
          <dd className={css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' })}>{value.description}</dd>
        </div>
      ) : null}
      {value.photos.length ? (
        <div className={fact}>
          <dt className={term}>تصویرها</dt>
          <dd className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            {value.photos.map((photo, index) => (
              <a key={photo.file_id} href={photo.url} target="_blank" rel="noreferrer">
                <AppImage
                  src={photo.url}
                  alt={`تصویر ${formatNumber(index + 1)} مرجوعی`}
                  width={72}
                  height={72}
                  className={css({ w: '18', h: '18', objectFit: 'cover', borderRadius: 'control' })}
                />
              </a>
            ))}
          </dd>
        </div>
      ) : null}
      {value.decision_note ? (
        <div className={fact}>
          <dt className={term}>
            {value.status === 'rejected' || value.status === 'escalated' ? 'دلیل رد فروشنده' : 'توضیح پشتیبانی راسته'}
          </dt>
          <dd className={css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' })}>{value.decision_note}</dd>
        </div>
      ) : null}
      {value.tracking_code ? (
        <div className={fact}>
          <dt className={term}>کد رهگیری مرسولهٔ برگشتی</dt>
          <dd dir="ltr" className={css({ fontFamily: 'mono', textAlign: 'end' })}>
            {value.tracking_code}
          </dd>
        </div>
      ) : null}
      {value.refund_sheba ? (
        <div className={fact}>
          <dt className={term}>شبای بازگشت وجه</dt>
          <dd className={stack({ gap: '0.5', alignItems: 'flex-start' })}>
            <span dir="ltr" className={css({ fontFamily: 'mono' })}>
              {value.refund_sheba}
            </span>
            {value.refund_account_name ? (
              <span>
                به نام <BidiText text={value.refund_account_name} />
              </span>
            ) : null}
          </dd>
        </div>
      ) : null}
      {value.refund ? (
        <div className={fact}>
          <dt className={term}>بازگشت وجه</dt>
          <dd>
            <Toman value={value.refund.amount} />، {REFUND_STATES[value.refund.status]}
          </dd>
        </div>
      ) : null}
    </dl>
  )
}
