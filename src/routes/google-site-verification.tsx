import { createFileRoute } from '@tanstack/react-router'

// Placeholder for a search engine's site-verification file: intentionally empty.
export const Route = createFileRoute('/google-site-verification')({
  component: () => null,
})
