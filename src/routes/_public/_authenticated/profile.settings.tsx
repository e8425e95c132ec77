import { createFileRoute } from '@tanstack/react-router'
import { profileQueryOptions } from '#api/profile'
import { SettingsPage } from '#features/settings/settings-page'

export const Route = createFileRoute('/_public/_authenticated/profile/settings')({
  // A failure is shown by the page (with a retry), not by the route's error screen.
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(profileQueryOptions),
  component: SettingsPage,
})
