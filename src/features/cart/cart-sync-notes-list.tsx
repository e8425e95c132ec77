import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { dismissSyncNote, useSyncNotes } from '#api/cart/cart-sync-notes'
import { Button } from '#ui/button'
import { CloseIcon } from '#ui/icons'

const note = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '2',
  ps: '3',
  pe: '1',
  py: '1.5',
  borderRadius: 'control',
  fontSize: 'sm',
  textAlign: 'start',
})

/** What became of the changes made offline that the server refused or priced otherwise. */
export function CartSyncNotes() {
  const notes = useSyncNotes()
  if (!notes.length) return null
  return (
    <ul aria-label="نتیجه همگام‌سازی سبد خرید" className={stack({ gap: '2', py: '3' })}>
      {notes.map((entry) => (
        <li
          key={entry.id}
          role="alert"
          data-testid="cart-sync-note"
          className={`${note} ${css(
            entry.tone === 'danger'
              ? { bg: 'danger.subtle', color: 'danger.default' }
              : { bg: 'warning.subtle', color: 'warning.default' },
          )}`}
        >
          <span className={css({ flex: '1', py: '1' })}>{entry.text}</span>
          <Button variant="ghost" size="sm" icon aria-label="بستن پیام" onClick={() => dismissSyncNote(entry.id)}>
            <CloseIcon />
          </Button>
        </li>
      ))}
    </ul>
  )
}
