import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { mutedText, stack } from 'styled-system/patterns'
import { formatNumber } from '#lib/fa'
import { PAGE_TITLES } from '#lib/use-document-title'
import { buttonClass } from '#ui/button'
import { InfoLayout, InfoSections } from './info-layout'
import { sellerBenefits, sellerSections, sellerSteps, sellersLead } from './sellers-content'

const card = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: '5',
})

/** /sellers: why and how to sell on Rasteh, ending at the store sign-up. */
export function SellersPage() {
  return (
    <InfoLayout title={PAGE_TITLES['/sellers']} lead={sellersLead}>
      <Link to="/register-store" className={`${buttonClass({ size: 'lg' })} ${css({ alignSelf: 'flex-start' })}`}>
        ثبت‌نام فروشگاه
      </Link>
      <section aria-labelledby="seller-benefits">
        <h2 id="seller-benefits" className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}>
          چرا راسته؟
        </h2>
        <ul className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' }, gap: '3' })}>
          {sellerBenefits.map((benefit) => (
            <li key={benefit.title} className={card}>
              <h3 className={css({ fontWeight: 'bold', mb: '1' })}>{benefit.title}</h3>
              <p className={mutedText({ lineHeight: '1.9' })}>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="seller-steps">
        <h2 id="seller-steps" className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '3' })}>
          چهار قدم تا شروع فروش
        </h2>
        <ol className={stack({ gap: '3' })}>
          {sellerSteps.map((step, index) => (
            <li key={step.title} className={`${card} ${css({ display: 'flex', gap: '4', alignItems: 'flex-start' })}`}>
              <span
                aria-hidden="true"
                className={css({
                  display: 'grid',
                  placeItems: 'center',
                  flexShrink: 0,
                  w: '10',
                  h: '10',
                  borderRadius: 'full',
                  bg: 'accent.default',
                  color: 'accent.fg',
                  fontWeight: 'black',
                })}
              >
                {formatNumber(index + 1)}
              </span>
              <div>
                <h3 className={css({ fontWeight: 'bold' })}>{step.title}</h3>
                <p className={mutedText({ lineHeight: '1.9' })}>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <InfoSections sections={sellerSections} />
      <Link to="/register-store" className={`${buttonClass({ size: 'lg' })} ${css({ alignSelf: 'flex-start' })}`}>
        همین حالا فروشگاهتان را بسازید
      </Link>
    </InfoLayout>
  )
}
