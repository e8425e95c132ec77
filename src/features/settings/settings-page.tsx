import { Suspense } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { useProfile } from '#api/profile'
import { lazyPart } from '#lib/lazy-part'
import { useDocumentTitle } from '#lib/use-document-title'
import { ErrorState } from '#ui/error-state'
import { Skeleton, SkeletonGroup } from '#ui/skeleton'
import { NameForm } from './name-form'
import { PasswordForm } from './password-form'
import { PhoneChange } from './phone-change'
import { SettingsSection } from './settings-section'

// The notices' switches load after the account's own settings (with the panels' sheet they use).
const NoticeSettings = lazyPart(() => import('./notice-settings').then((m) => ({ default: m.NoticeSettings })))

function SettingsSkeleton() {
  return (
    <SkeletonGroup>
      <div className={stack({ gap: '4' })}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className={css({ h: '40', w: 'full', borderRadius: 'card' })} />
        ))}
      </div>
    </SkeletonGroup>
  )
}

/** /profile/settings: name, mobile number, password and notices. */
export function SettingsPage() {
  useDocumentTitle('تنظیمات حساب')
  const profile = useProfile()

  return (
    <div className={stack({ gap: '4' })}>
      <h1 className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'black' })}>تنظیمات حساب</h1>
      {profile.data ? (
        <>
          <SettingsSection id="settings-name" title="نام">
            <NameForm profile={profile.data} />
          </SettingsSection>
          <SettingsSection
            id="settings-phone"
            title="شماره موبایل"
            description="برای تغییر شماره، کد تأیید به شماره جدید پیامک می‌شود."
          >
            <PhoneChange profile={profile.data} />
          </SettingsSection>
          <SettingsSection
            id="settings-password"
            title={profile.data.has_password ? 'تغییر رمز عبور' : 'تعیین رمز عبور'}
            description="با رمز عبور می‌توانید بدون کد پیامکی هم وارد شوید."
          >
            <PasswordForm hasPassword={profile.data.has_password} />
          </SettingsSection>
          <Suspense fallback={<Skeleton className={css({ h: '40', w: 'full', borderRadius: 'card' })} />}>
            <NoticeSettings />
          </Suspense>
        </>
      ) : profile.isError ? (
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <SettingsSkeleton />
      )}
    </div>
  )
}
