import { createFileRoute } from '@tanstack/react-router'
import { MyReviewsPage } from '#features/reviews/my-reviews-page'

export const Route = createFileRoute('/_public/_authenticated/profile/reviews')({
  component: MyReviewsPage,
})
