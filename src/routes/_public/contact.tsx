import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '#features/info/contact-page'

export const Route = createFileRoute('/_public/contact')({
  component: ContactPage,
})
