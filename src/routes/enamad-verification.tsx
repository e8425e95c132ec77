import { createFileRoute } from '@tanstack/react-router'

// Placeholder for the e-Namad (Iranian e-commerce trust seal) verification file: intentionally empty.
export const Route = createFileRoute('/enamad-verification')({
  component: () => null,
})
