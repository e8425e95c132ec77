import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../ui/placeholder-page'

export const Route = createFileRoute('/_public/contact')({
  component: ContactPage,
})

function ContactPage() {
  return <PlaceholderPage title="تماس با ما" description="راه‌های ارتباط با پشتیبانی راسته اینجا نمایش داده می‌شود." />
}
