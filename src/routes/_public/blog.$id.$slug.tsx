import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../ui/placeholder-page'

export const Route = createFileRoute('/_public/blog/$id/$slug')({
  component: BlogByIdBySlugPage,
})

function BlogByIdBySlugPage() {
  return <PlaceholderPage title="مقاله" description="متن کامل این مقاله اینجا نمایش داده می‌شود." />
}
