// The panels' sheet: the inbox's cards are drawn with it (loaded with this page, not precached).
import '#ui/panel/panel.css'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { useDocumentTitle } from '#lib/use-document-title'
import { buttonClass } from '#ui/button'
import { SettingsIcon } from '#ui/icons'
import { NoticeInbox } from '#views/panel/notices/notice-inbox'

/** /notifications («اعلان‌ها»): everyone's inbox in the storefront, the header's bell leads here. */
export function InboxPage() {
  useDocumentTitle('اعلان‌ها')
  return (
    <div className={stack({ gap: '4' })}>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
        <h1 className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'black' })}>اعلان‌ها</h1>
        <Link to="/profile/settings" hash="settings-notices" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
          <SettingsIcon />
          تنظیمات اعلان‌ها
        </Link>
      </div>
      <NoticeInbox />
    </div>
  )
}
