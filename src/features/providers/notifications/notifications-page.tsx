import { Link } from '@tanstack/react-router'
import { useDocumentTitle } from '#lib/use-document-title'
import { buttonClass } from '#ui/button'
import { SettingsIcon } from '#ui/icons'
import { PanelHeader } from '#ui/panel/panel-layout'
import { NoticeInbox } from '#views/panel/notices/notice-inbox'

/** /providers/notifications («اعلان‌ها»): the seller's inbox, which the panel's bell opens. */
export function SellerNotificationsPage() {
  useDocumentTitle('اعلان‌ها')
  return (
    <>
      <PanelHeader
        title="اعلان‌ها"
        actions={
          <Link to="/providers/notifications/settings" className={buttonClass({ variant: 'outline', size: 'sm' })}>
            <SettingsIcon />
            تنظیمات اعلان‌ها
          </Link>
        }
      />
      <NoticeInbox />
    </>
  )
}
