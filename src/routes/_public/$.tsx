import { createFileRoute } from '@tanstack/react-router'
import { NotFound } from '#views/not-found'

// Any unknown address, inside the storefront frame.
export const Route = createFileRoute('/_public/$')({
  component: NotFound,
})
