import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { datePicker } from 'styled-system/recipes'
import { toPersianDigits } from '#lib/fa'
import { dayAfterKey, JALALI_MONTHS, jalaliOfIso, monthGrid, WEEKDAYS, WEEKDAYS_SHORT } from '#lib/jalali'
import { ChevronEndIcon, ChevronStartIcon } from './kit-icons'

export interface JalaliCalendarProps {
  /** The chosen day ('2024-03-20'), or '' */
  value: string
  /** The day that has the focus first (the chosen day, else today) */
  initialFocus: string
  today: string
  onSelect: (date: string) => void
  min?: string
  max?: string
}

/** 'فروردین ۱۴۰۳' */
const monthTitle = (jy: number, jm: number) => `${JALALI_MONTHS[jm - 1]} ${toPersianDigits(jy)}`

/** '۱ فروردین ۱۴۰۳' */
export function spellDay(date: string): string {
  const jalali = jalaliOfIso(date)
  return jalali ? `${toPersianDigits(jalali[2])} ${JALALI_MONTHS[jalali[1] - 1]} ${toPersianDigits(jalali[0])}` : ''
}

/**
 * A Jalali month as a table of day buttons: one day in the tab order, arrow keys
 * move by day and week (right to left: ArrowLeft is the next day), PageUp/PageDown by month,
 * Home/End to the week's ends, Enter or Space chooses.
 */
export function JalaliCalendar({ value, initialFocus, today, onSelect, min, max }: JalaliCalendarProps) {
  const [focused, setFocused] = useState(initialFocus)
  const [jy, jm] = jalaliOfIso(focused) ?? [1403, 1]
  const grid = useRef<HTMLTableElement>(null)
  const moved = useRef(false)
  const classes = datePicker()
  const outOfRange = (date: string) => Boolean((min && date < min) || (max && date > max))

  // Focus follows the keyboard, not the first render (the popover focuses the grid's day itself).
  useEffect(() => {
    if (!moved.current) return
    grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus()
  }, [focused])

  const move = (date: string) => {
    moved.current = true
    setFocused(date)
  }
  const moveMonths = (count: number) => move(dayAfterKey(count < 0 ? 'PageUp' : 'PageDown', focused) ?? focused)

  const onKeyDown = (event: KeyboardEvent) => {
    const next = dayAfterKey(event.key, focused, event.shiftKey)
    if (next === null) return
    event.preventDefault()
    move(next)
  }

  return (
    <>
      <div className={classes.header}>
        <button type="button" className={classes.navButton} aria-label="ماه قبل" onClick={() => moveMonths(-1)}>
          <ChevronStartIcon />
        </button>
        <span className={classes.title} aria-live="polite">
          {monthTitle(jy, jm)}
        </span>
        <button type="button" className={classes.navButton} aria-label="ماه بعد" onClick={() => moveMonths(1)}>
          <ChevronEndIcon />
        </button>
      </div>
      <table ref={grid} aria-label={monthTitle(jy, jm)} className={classes.grid}>
        <thead>
          <tr>
            {WEEKDAYS_SHORT.map((short, i) => (
              <th key={short} scope="col" abbr={WEEKDAYS[i]} className={classes.weekday}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(jy, jm).map((week) => (
            <tr key={week[0].date}>
              {week.map(({ date, jalali, inMonth }) => (
                <td key={date}>
                  <button
                    type="button"
                    className={classes.day}
                    data-date={date}
                    data-outside={inMonth ? undefined : ''}
                    data-today={date === today ? '' : undefined}
                    data-selected={date === value ? '' : undefined}
                    aria-pressed={date === value}
                    aria-label={spellDay(date)}
                    aria-current={date === today ? 'date' : undefined}
                    tabIndex={date === focused ? 0 : -1}
                    disabled={outOfRange(date)}
                    onClick={() => onSelect(date)}
                    onKeyDown={onKeyDown}
                  >
                    {toPersianDigits(jalali[2])}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
