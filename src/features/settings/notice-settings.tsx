// The panels' sheet: the switches and the preferences' table are drawn with it (this part loads
// with the settings page's notices, not in the storefront's precached sheet).
import '#ui/panel/panel.css'
import { NoticePreferences } from '#views/panel/notices/notice-preferences'
import { PushDeviceSwitch } from '#views/panel/notices/push-device-switch'
import { SettingsSection } from './settings-section'

/** The account's notices: Web Push on this device, and which of the shopper's events come how. */
export function NoticeSettings() {
  return (
    <>
      <SettingsSection
        id="settings-push"
        title="اعلان روی این دستگاه"
        description="خبر سفارش‌ها حتی وقتی راسته بسته است روی همین گوشی یا رایانه نشان داده می‌شود."
      >
        <PushDeviceSwitch />
      </SettingsSection>
      <SettingsSection
        id="settings-notices"
        title="اعلان‌ها"
        description="برای هر خبر انتخاب کنید با اعلان مرورگر و پیامک هم برسد یا نه."
      >
        <NoticePreferences audience="customer" />
      </SettingsSection>
    </>
  )
}
