import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { mutedText } from 'styled-system/patterns'
import { PAGE_TITLES } from '#lib/use-document-title'
import { buttonClass } from '#ui/button'
import { CONTACT, contactLead, contactSections } from './contact-content'
import { InfoLayout, InfoSections } from './info-layout'

const channel = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: '5',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
})

export function ContactPage() {
  return (
    <InfoLayout title={PAGE_TITLES['/contact']} lead={contactLead}>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' }, gap: '4' })}>
        <section className={channel}>
          <h2 className={css({ fontWeight: 'bold' })}>پشتیبانی خریداران</h2>
          <p className={mutedText()}>سفارش، ارسال، بازگشت کالا و بازپرداخت</p>
          <a
            href={`mailto:${CONTACT.email}`}
            dir="ltr"
            className={css({ color: 'accent.text', fontWeight: 'semibold', alignSelf: 'flex-start' })}
          >
            {CONTACT.email}
          </a>
        </section>
        <section className={channel}>
          <h2 className={css({ fontWeight: 'bold' })}>پشتیبانی فروشندگان</h2>
          <p className={mutedText()}>ثبت‌نام، بررسی فروشگاه، پنل و تسویه حساب</p>
          <a
            href={`mailto:${CONTACT.sellersEmail}`}
            dir="ltr"
            className={css({ color: 'accent.text', fontWeight: 'semibold', alignSelf: 'flex-start' })}
          >
            {CONTACT.sellersEmail}
          </a>
        </section>
      </div>
      <p className={css({ color: 'fg.muted' })}>ساعت پاسخ‌گویی: {CONTACT.hours}</p>
      <InfoSections sections={contactSections} />
      <Link to="/faq" className={`${buttonClass({ variant: 'outline' })} ${css({ alignSelf: 'flex-start' })}`}>
        دیدن پرسش‌های متداول
      </Link>
    </InfoLayout>
  )
}
