import { css } from 'styled-system/css'
import { formatDateTime } from '#lib/fa'
import { useOnline } from '#lib/use-online'

/**
 * Offline, a page read from the persisted cache says so, with the time of its copy: the seller
 * knows an order may have moved on since.
 */
export function StaleNote({ updatedAt }: { updatedAt: number }) {
  const online = useOnline()
  if (online || !updatedAt) return null
  return (
    <p
      role="status"
      className={css({
        fontSize: 'sm',
        color: 'warning.default',
        bg: 'warning.subtle',
        borderRadius: 'control',
        px: '3',
        py: '2',
      })}
    >
      {`بدون اتصال؛ ممکن است به‌روز نباشد (به‌روزشده در ${formatDateTime(updatedAt)})`}
    </p>
  )
}
