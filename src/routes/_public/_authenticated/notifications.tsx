import { createFileRoute } from '@tanstack/react-router'
import { InboxPage } from '#features/notifications/inbox-page'
import { pageSearchSchema } from '#lib/page-search'

export const Route = createFileRoute('/_public/_authenticated/notifications')({
  validateSearch: pageSearchSchema,
  component: InboxPage,
})
