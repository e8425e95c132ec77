import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../ui/placeholder-page'

export const Route = createFileRoute('/_public/_authenticated/profile/addresses')({
  component: ProfileAddressesPage,
})

function ProfileAddressesPage() {
  return (
    <PlaceholderPage
      title="نشانی‌های من"
      description="نشانی‌های ارسال شما اینجا نمایش داده می‌شود و می‌توانید نشانی تازه اضافه کنید."
    />
  )
}
