import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../ui/placeholder-page'

export const Route = createFileRoute('/_public/about')({
  component: AboutPage,
})

function AboutPage() {
  return <PlaceholderPage title="درباره راسته" description="معرفی راسته و داستان آن اینجا نمایش داده می‌شود." />
}
