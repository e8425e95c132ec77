import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../ui/placeholder-page'

export const Route = createFileRoute('/_public/faq/$slug')({
  component: FaqBySlugPage,
})

function FaqBySlugPage() {
  return <PlaceholderPage title="پرسش متداول" description="پاسخ کامل این پرسش اینجا نمایش داده می‌شود." />
}
