import { createFileRoute } from '@tanstack/react-router'
import { PublicLayout } from '#app/layout/public-layout'

// The storefront frame (header, footer) around the public and customer pages.
export const Route = createFileRoute('/_public')({
  component: PublicLayout,
})
