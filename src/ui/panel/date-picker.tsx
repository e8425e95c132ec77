import { Popover } from '@ark-ui/react/popover'
import { Portal } from '@ark-ui/react/portal'
import { useId, useRef, useState } from 'react'
import { cx } from 'styled-system/css'
import { datePicker } from 'styled-system/recipes'
import { tehranDate, toDateValue } from '#lib/jalali'
import { CloseIcon } from '../icons'
import { JalaliCalendar, spellDay } from './jalali-calendar'
import { CalendarIcon } from './kit-icons'

export interface DatePickerProps {
  label: string
  /** A day ('2024-03-20') or a timestamp (read as its Tehran day); '' for none */
  value: string
  /**
   * The chosen Tehran day as '2024-03-20', or '' once cleared. For a timestamp filter, pass it
   * through dayStartTimestamp or dayEndTimestamp (src/lib/jalali.ts).
   */
  onValueChange: (date: string) => void
  placeholder?: string
  /** Earliest and latest days that may be chosen ('2024-03-20') */
  min?: string
  max?: string
  /** The form field's name: a hidden input carries the day in a submitted form */
  name?: string
  disabled?: boolean
  className?: string
}

/**
 * A date field with a Jalali calendar: Persian month names and digits, weeks from Saturday, right
 * to left. The trigger shows the day spelt out ('۱ فروردین ۱۴۰۳'); a clear button empties it.
 */
export function DatePicker({
  label,
  value,
  onValueChange,
  placeholder = 'انتخاب تاریخ',
  min,
  max,
  name,
  disabled,
  className,
}: DatePickerProps) {
  const [open, setOpen] = useState(false)
  const content = useRef<HTMLDivElement>(null)
  const labelId = useId()
  const classes = datePicker()
  const date = toDateValue(value)
  const today = tehranDate(Date.now())

  const choose = (next: string) => {
    onValueChange(next)
    setOpen(false)
  }

  return (
    <div className={cx(classes.root, className)}>
      <span id={labelId} className={classes.label}>
        {label}
      </span>
      <Popover.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        positioning={{ placement: 'bottom-start' }}
        lazyMount
        unmountOnExit
        initialFocusEl={() => content.current?.querySelector<HTMLElement>('[data-date][tabindex="0"]') ?? null}
      >
        <div className={classes.control}>
          <Popover.Trigger
            className={classes.trigger}
            disabled={disabled}
            aria-labelledby={`${labelId} ${labelId}-value`}
            data-placeholder-shown={date ? undefined : ''}
          >
            <CalendarIcon />
            <span id={`${labelId}-value`}>{date ? spellDay(date) : placeholder}</span>
          </Popover.Trigger>
          {date && !disabled ? (
            <button
              type="button"
              className={classes.clearTrigger}
              aria-label={`پاک کردن ${label}`}
              onClick={() => onValueChange('')}
            >
              <CloseIcon />
            </button>
          ) : null}
        </div>
        <Portal>
          <Popover.Positioner className={classes.positioner}>
            <Popover.Content ref={content} className={classes.content} aria-labelledby={labelId}>
              <JalaliCalendar
                value={date}
                initialFocus={date || (min && today < min ? min : max && today > max ? max : today)}
                today={today}
                onSelect={choose}
                min={min}
                max={max}
              />
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      {name ? <input type="hidden" name={name} value={date} /> : null}
    </div>
  )
}
