import { createFileRoute } from '@tanstack/react-router'
import { FaqEntryRoute } from '#features/info/faq-entry-route'

export const Route = createFileRoute('/_public/faq/$slug')({
  component: FaqRoute,
})

function FaqRoute() {
  const { slug } = Route.useParams()
  return <FaqEntryRoute slug={slug} />
}
