import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { useDocumentTitle } from '#lib/use-document-title'
import * as Card from '#ui/panel/card'
import { PanelHeader } from '#ui/panel/panel-layout'
import { NoticePreferences } from '#views/panel/notices/notice-preferences'
import { PushDeviceSwitch } from '#views/panel/notices/push-device-switch'

/**
 * /providers/notifications/settings («تنظیمات اعلان‌ها»): Web Push on this device (the phone the
 * seller checks orders on), and how each of the store's events comes.
 */
export function SellerNotificationSettingsPage() {
  useDocumentTitle('تنظیمات اعلان‌ها')
  return (
    <>
      <PanelHeader title="تنظیمات اعلان‌ها" />
      <div className={stack({ gap: '4', maxW: '2xl' })}>
        <Card.Root aria-labelledby="push-device">
          <Card.Header>
            <Card.Title id="push-device">اعلان روی این دستگاه</Card.Title>
            <Card.Description>
              سفارش تازه همان لحظه روی همین گوشی یا رایانه خبر داده می‌شود، حتی وقتی پنل بسته است.
            </Card.Description>
          </Card.Header>
          <Card.Body>
            <PushDeviceSwitch />
          </Card.Body>
        </Card.Root>
        <Card.Root aria-labelledby="store-notices">
          <Card.Header>
            <Card.Title id="store-notices">خبرهای فروشگاه</Card.Title>
            <Card.Description className={css({ textWrap: 'pretty' })}>
              سفارش تازه‌ای که تا ۱۰ دقیقه دیده نشود پیامک هم می‌شود، مگر پیامک آن را خاموش کنید.
            </Card.Description>
          </Card.Header>
          <Card.Body>
            <NoticePreferences audience="seller" />
          </Card.Body>
        </Card.Root>
      </div>
    </>
  )
}
