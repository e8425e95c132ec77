import { createFileRoute } from '@tanstack/react-router'
import { moderationSearchSchema } from '#features/admin/moderation/moderation-search'
import { AdminReviewsPage } from '#features/admin/reviews/admin-reviews-page'

export const Route = createFileRoute('/_authenticated/_admin/admin/reviews')({
  validateSearch: moderationSearchSchema,
  component: AdminReviewsPage,
})
