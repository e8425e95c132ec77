import { useDocumentTitle } from '#lib/use-document-title'
import { PanelHeader } from '#ui/panel/panel-layout'
import { NoticeInbox } from '#views/panel/notices/notice-inbox'

/** /admin/notifications («اعلان‌ها»): the admin's own inbox, which the admin panel's bell opens. */
export function AdminNotificationsPage() {
  useDocumentTitle('اعلان‌ها')
  return (
    <>
      <PanelHeader title="اعلان‌ها" />
      <NoticeInbox />
    </>
  )
}
