import { css } from 'styled-system/css'
import { PAGE_TITLES } from '#lib/use-document-title'
import { InfoLayout, InfoSections } from './info-layout'
import { termsLead, termsSections } from './terms-content'

export function TermsPage() {
  return (
    <InfoLayout title={PAGE_TITLES['/terms']} lead={termsLead}>
      <InfoSections sections={termsSections} />
      <p className={css({ fontSize: 'sm', color: 'fg.subtle' })}>آخرین به‌روزرسانی: آذر ۱۴۰۵</p>
    </InfoLayout>
  )
}
