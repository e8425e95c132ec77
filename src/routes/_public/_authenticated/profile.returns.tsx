import { createFileRoute } from '@tanstack/react-router'
import { MyReturnsPage } from '#features/returns/my-returns-page'

export const Route = createFileRoute('/_public/_authenticated/profile/returns')({
  component: MyReturnsPage,
})
