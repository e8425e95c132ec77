import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../ui/placeholder-page'

export const Route = createFileRoute('/_public/faq/')({
  component: FaqPage,
})

function FaqPage() {
  return (
    <PlaceholderPage
      title="پرسش‌های متداول"
      description="پاسخ پرسش‌های پرتکرار خریداران و فروشندگان اینجا نمایش داده می‌شود."
    />
  )
}
