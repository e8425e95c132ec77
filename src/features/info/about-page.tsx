import { PAGE_TITLES } from '#lib/use-document-title'
import { aboutLead, aboutSections } from './about-content'
import { InfoLayout, InfoSections } from './info-layout'

export function AboutPage() {
  return (
    <InfoLayout title={PAGE_TITLES['/about']} lead={aboutLead}>
      <InfoSections sections={aboutSections} />
    </InfoLayout>
  )
}
