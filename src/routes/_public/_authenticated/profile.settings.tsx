import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../ui/placeholder-page'

export const Route = createFileRoute('/_public/_authenticated/profile/settings')({
  component: ProfileSettingsPage,
})

function ProfileSettingsPage() {
  return (
    <PlaceholderPage title="تنظیمات حساب" description="نام، شماره موبایل و رمز عبور حساب شما اینجا ویرایش می‌شود." />
  )
}
