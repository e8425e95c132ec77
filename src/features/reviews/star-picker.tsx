import { css } from 'styled-system/css'
import { visuallyHidden } from 'styled-system/patterns'
import { formatNumber } from '#lib/fa'
import { StarIcon } from '#ui/star-icon'

/** What each star says, read with it by a screen reader and shown beside the stars. */
export const STAR_WORDS = ['خیلی بد', 'بد', 'معمولی', 'خوب', 'عالی'] as const

const star = css({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  w: '11',
  h: '11',
  borderRadius: 'control',
  color: 'border.strong',
  cursor: 'pointer',
  '&[data-on]': { color: 'amber.500' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '1px' },
})
// The radio itself covers its star, transparent: a click or a tap lands on it, a reader reads it.
const radio = css({ position: 'absolute', inset: '0', m: '0', opacity: 0, cursor: 'pointer', zIndex: 1 })

interface StarPickerProps {
  value: number
  onChange: (value: number) => void
  onBlur?: () => void
  invalid?: boolean
  describedBy?: string
}

/**
 * The rating as a radio group of five stars: native radios (arrow keys move and choose, a screen
 * reader says «۴ ستاره، خوب، ۴ از ۵»), drawn as stars filled up to the choice.
 */
export function StarPicker({ value, onChange, onBlur, invalid, describedBy }: StarPickerProps) {
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      <legend className={css({ fontWeight: 'semibold', mb: '2' })}>امتیاز شما به این کالا</legend>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '1', flexWrap: 'wrap' })}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={star} data-on={n <= value ? '' : undefined}>
            <input
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              onBlur={onBlur}
              className={radio}
            />
            <StarIcon size={32} fill="currentColor" />
            <span className={visuallyHidden()}>
              {formatNumber(n)} ستاره، {STAR_WORDS[n - 1]}
            </span>
          </label>
        ))}
        <span className={css({ ms: '2', fontSize: 'sm', color: 'fg.muted', minW: '16' })} aria-hidden="true">
          {value ? STAR_WORDS[value - 1] : ''}
        </span>
      </div>
    </fieldset>
  )
}
