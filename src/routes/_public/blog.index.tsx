import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../ui/placeholder-page'

export const Route = createFileRoute('/_public/blog/')({
  component: BlogPage,
})

function BlogPage() {
  return <PlaceholderPage title="مجله راسته" description="تازه‌ترین مقاله‌های فروشگاه‌ها اینجا نمایش داده می‌شود." />
}
