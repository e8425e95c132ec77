import { createFileRoute } from '@tanstack/react-router'
import { moderationSearchSchema } from '#features/admin/moderation/moderation-search'
import { AdminQuestionsPage } from '#features/admin/questions/admin-questions-page'

export const Route = createFileRoute('/_authenticated/_admin/admin/questions')({
  validateSearch: moderationSearchSchema,
  component: AdminQuestionsPage,
})
