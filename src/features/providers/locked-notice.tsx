import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { toPersianDigits } from '#lib/fa'
import { PanelHeader } from '#ui/panel/panel-layout'

const noteClass = css({ borderRadius: 'card', p: '4', fontSize: 'sm', lineHeight: '1.9', borderWidth: '1px' })

/**
 * The locked dashboard of a store under review (spec section 2): a warning that review takes 7-10
 * working days and a note with the seller support phone (configuration SUPPORT_PHONE); when an
 * admin took the verification back, first the admin's reason.
 */
export function LockedNotice({
  storeName,
  supportPhone,
  reason,
}: {
  storeName?: string
  supportPhone?: string
  /** The admin's note when the verification was taken back (GET /stores/by-id's unverify_reason). */
  reason?: string | null
}) {
  return (
    <>
      <PanelHeader title={storeName ? `فروشگاه «${storeName}»` : 'فروشگاه شما'} />
      <div className={stack({ gap: '4', maxW: '2xl' })}>
        {reason ? (
          <div role="alert" className={`${noteClass} ${css({ bg: 'danger.subtle', borderColor: 'danger.default' })}`}>
            <p className={css({ fontWeight: 'bold' })}>تأیید فروشگاه شما برداشته شد</p>
            <p>
              دلیل از طرف مدیر سایت: <bdi>{reason}</bdi>
            </p>
            <p>پس از رفع این مورد (از «ویرایش فروشگاه»)، فروشگاه دوباره بررسی می‌شود.</p>
          </div>
        ) : null}
        <div role="alert" className={`${noteClass} ${css({ bg: 'warning.subtle', borderColor: 'warning.default' })}`}>
          <p className={css({ fontWeight: 'bold' })}>ثبت‌نام فروشگاه شما در حال بررسی است</p>
          <p>بررسی اطلاعات فروشگاه ۷ تا ۱۰ روز کاری طول می‌کشد. پس از تأیید، همه بخش‌های پنل برای شما باز می‌شود.</p>
        </div>
        <div role="note" className={`${noteClass} ${css({ bg: 'info.subtle', borderColor: 'info.default' })}`}>
          {supportPhone ? (
            <p>
              اگر بررسی بیش از این طول کشید، با پشتیبانی فروشندگان تماس بگیرید:{' '}
              <a href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`} dir="ltr" className={css({ fontWeight: 'bold' })}>
                {toPersianDigits(supportPhone)}
              </a>
            </p>
          ) : (
            <p>اگر بررسی بیش از این طول کشید، با پشتیبانی فروشندگان تماس بگیرید.</p>
          )}
        </div>
      </div>
    </>
  )
}
