import { useState } from 'react'
import { orderedList } from 'styled-system/recipes'
import { toPersianDigits } from '#lib/fa'
import { Button } from '../button'
import { CloseIcon } from '../icons'
import { useDragReorder } from './use-drag-reorder'

export interface OrderedItem {
  /** Stable across moves (e.g. «product:12») */
  key: string
  /** What kind of thing it is («محصول»), shown small above the name */
  kind: string
  label: string
  /** false: no remove button for it (e.g. what the API cannot take off) */
  removable?: boolean
}

export interface OrderedListProps<T extends OrderedItem> {
  /** The list's name for screen readers (e.g. «چیدمان صفحهٔ اول») */
  label: string
  items: readonly T[]
  onChange: (items: T[]) => void
  onRemove?: (item: T) => void
  disabled?: boolean
}

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item)
  return next
}

/**
 * Items put in order by dragging (a pointer on a wide screen) and by the up / down buttons (the
 * keyboard, a screen reader and a phone). Each move is announced. The first item shows first.
 */
export function OrderedList<T extends OrderedItem>({
  label,
  items,
  onChange,
  onRemove,
  disabled,
}: OrderedListProps<T>) {
  const classes = orderedList()
  const [announcement, setAnnouncement] = useState('')

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return
    onChange(moved(items, from, to))
    setAnnouncement(`${items[from].label} به جایگاه ${toPersianDigits(to + 1)} از ${toPersianDigits(items.length)} رفت`)
  }

  const { dragProps } = useDragReorder(move, disabled)

  return (
    <>
      <ol className={classes.root} aria-label={label}>
        {items.map((item, index) => (
          <li key={item.key} className={classes.item} {...dragProps(index)}>
            <span className={classes.handle} aria-hidden="true" title="برای جابه‌جایی بکشید">
              ⋮⋮
            </span>
            <span className={classes.position} aria-hidden="true">
              {toPersianDigits(index + 1)}
            </span>
            <span className={classes.text}>
              <span className={classes.kind}>{item.kind}</span>
              <span className={classes.label}>{item.label}</span>
            </span>
            <span className={classes.actions}>
              <Button
                variant="ghost"
                size="sm"
                icon
                disabled={disabled || index === 0}
                aria-label={`بالا بردن ${item.label}`}
                onClick={() => move(index, index - 1)}
              >
                ▲
              </Button>
              <Button
                variant="ghost"
                size="sm"
                icon
                disabled={disabled || index === items.length - 1}
                aria-label={`پایین آوردن ${item.label}`}
                onClick={() => move(index, index + 1)}
              >
                ▼
              </Button>
              {onRemove && item.removable !== false ? (
                <Button
                  variant="ghost"
                  size="sm"
                  icon
                  disabled={disabled}
                  aria-label={`برداشتن ${item.label}`}
                  onClick={() => {
                    onRemove(item)
                    setAnnouncement(`${item.label} برداشته شد`)
                  }}
                >
                  <CloseIcon />
                </Button>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
      <p className={classes.live} aria-live="polite">
        {announcement}
      </p>
    </>
  )
}
