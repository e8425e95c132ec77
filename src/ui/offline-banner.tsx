import { css, cx } from 'styled-system/css'
import { formatNumber } from '#lib/fa'
import { useOnline } from '#lib/use-online'
import { usePendingChanges } from '#lib/use-pending-changes'

const strip = css({
  // Just under the sticky header (h 16), so it stays in view while the page scrolls.
  position: 'sticky',
  top: '16',
  zIndex: 'docked',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  columnGap: '3',
  rowGap: '1',
  px: '4',
  py: '2',
  bg: 'warning.subtle',
  color: 'warning.default',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  fontSize: 'sm',
  textAlign: 'center',
})

// In a panel it heads the page's content: under the phone's top bar (h 14), at the top on desktop.
const inPanel = css({ top: { base: '14', lg: '0' }, mb: '4', borderRadius: 'md', borderWidth: '1px' })

/**
 * 'شما آفلاین هستید' while the connection is gone (the storefront still browses from its cache),
 * and how many changes wait to be sent — offline, or while sending them keeps failing. The
 * storefront and both panels show this one banner (the panels' queued moves and price and stock
 * edits are changes like the cart's).
 */
export function OfflineBanner({ placement = 'storefront' }: { placement?: 'storefront' | 'panel' }) {
  const online = useOnline()
  const pending = usePendingChanges(online)
  // The live region stays mounted, so its text is announced when it appears.
  return (
    <div role="status" className={css({ display: 'contents' })}>
      {online && !pending ? null : (
        <div data-testid="offline-banner" className={placement === 'panel' ? cx(strip, inPanel) : strip}>
          {online ? null : <strong className={css({ fontWeight: 'bold' })}>شما آفلاین هستید</strong>}
          {pending ? (
            <span data-testid="pending-changes">{formatNumber(pending)} تغییر در انتظار همگام‌سازی</span>
          ) : null}
        </div>
      )}
    </div>
  )
}
