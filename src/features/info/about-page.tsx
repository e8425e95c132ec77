import { aboutLead, aboutSections } from './about-content'
import { InfoLayout, InfoSections } from './info-layout'

export function AboutPage() {
  return (
    <InfoLayout title="درباره راسته" lead={aboutLead}>
      <InfoSections sections={aboutSections} />
    </InfoLayout>
  )
}
