import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { formatNumber } from '#lib/fa'
import { Button } from '#ui/button'
import { CloseIcon } from '#ui/icons'

export const MAX_POINTS = 5
export const POINT_MAX_LENGTH = 100

const input = css({
  flex: '1',
  minW: '0',
  h: '11',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'control',
  bg: 'bg.surface',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '0' },
})

interface PointsFieldProps {
  label: string
  /** «+» for strengths, «−» for weaknesses */
  mark: string
  placeholder: string
  value: string[]
  onChange: (next: string[]) => void
  error?: string | null
}

/** Strengths or weaknesses: short lines added one at a time (Enter or «افزودن»), each removable, up to five. */
export function PointsField({ label, mark, placeholder, value, onChange, error }: PointsFieldProps) {
  const id = useId()
  const [draft, setDraft] = useState('')
  const full = value.length >= MAX_POINTS
  const add = () => {
    const text = draft.trim()
    if (!text || full) return
    onChange([...value, text.slice(0, POINT_MAX_LENGTH)])
    setDraft('')
  }
  return (
    <div className={stack({ gap: '2' })}>
      <label htmlFor={id} className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>
        {label}{' '}
        <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}>
          (اختیاری، تا {formatNumber(MAX_POINTS)} مورد)
        </span>
      </label>
      <div className={css({ display: 'flex', gap: '2' })}>
        <input
          id={id}
          className={input}
          value={draft}
          maxLength={POINT_MAX_LENGTH}
          disabled={full}
          placeholder={full ? `حداکثر ${formatNumber(MAX_POINTS)} مورد` : placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              add()
            }
          }}
        />
        <Button
          type="button"
          variant="outline"
          onClick={add}
          disabled={full || !draft.trim()}
          aria-label={`افزودن به ${label}`}
        >
          افزودن
        </Button>
      </div>
      {value.length ? (
        <ul className={stack({ gap: '1' })} aria-label={label}>
          {value.map((text, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are added and removed, never reordered
              key={i}
              className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', ps: '1' })}
            >
              <span aria-hidden="true" className={css({ fontWeight: 'bold', w: '3' })}>
                {mark}
              </span>
              <span className={css({ flex: '1', minW: '0' })}>{text}</span>
              <button
                type="button"
                className={css({
                  display: 'grid',
                  placeItems: 'center',
                  w: '8',
                  h: '8',
                  borderRadius: 'full',
                  color: 'fg.muted',
                  _hover: { bg: 'bg.subtle' },
                })}
                aria-label={`حذف «${text}»`}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className={css({ fontSize: 'sm', color: 'danger.default' })}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
