// The Jalali (Persian solar) calendar, pure and without Intl (whose fa-IR data costs a phone tens
// of milliseconds to load, docs/decisions/008): conversions both ways by the 33-year arithmetic
// cycle (the algorithm of jdf and jalaali-js, exact for 1178–1633), month lengths, a month's grid
// of weeks starting on Saturday, and Tehran calendar days as the API's timestamps.

export const JALALI_MONTHS = [
  'فروردین',
  'اردیبهشت',
  'خرداد',
  'تیر',
  'مرداد',
  'شهریور',
  'مهر',
  'آبان',
  'آذر',
  'دی',
  'بهمن',
  'اسفند',
] as const

/** Saturday first, as an Iranian calendar prints them. */
export const WEEKDAYS = ['شنبه', 'یک‌شنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنج‌شنبه', 'جمعه'] as const
export const WEEKDAYS_SHORT = ['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج'] as const

/** Year, month (1–12), day (1–31). */
export type Ymd = [number, number, number]

/** Gregorian → Jalali. */
export function toJalali(gy: number, gm: number, gd: number): Ymd {
  const monthStarts = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
  const gy2 = gm > 2 ? gy + 1 : gy
  let days =
    355666 +
    365 * gy +
    Math.floor((gy2 + 3) / 4) -
    Math.floor((gy2 + 99) / 100) +
    Math.floor((gy2 + 399) / 400) +
    gd +
    monthStarts[gm - 1]
  let jy = -1595 + 33 * Math.floor(days / 12053)
  days %= 12053
  jy += 4 * Math.floor(days / 1461)
  days %= 1461
  if (days > 365) {
    jy += Math.floor((days - 1) / 365)
    days = (days - 1) % 365
  }
  return days < 186
    ? [jy, 1 + Math.floor(days / 31), 1 + (days % 31)]
    : [jy, 7 + Math.floor((days - 186) / 30), 1 + ((days - 186) % 30)]
}

/** Jalali → Gregorian. */
export function toGregorian(jy: number, jm: number, jd: number): Ymd {
  const year = jy + 1595
  let days =
    -355668 +
    365 * year +
    Math.floor(year / 33) * 8 +
    Math.floor(((year % 33) + 3) / 4) +
    jd +
    (jm < 7 ? (jm - 1) * 31 : (jm - 7) * 30 + 186)
  let gy = 400 * Math.floor(days / 146097)
  days %= 146097
  if (days > 36524) {
    days--
    gy += 100 * Math.floor(days / 36524)
    days %= 36524
    if (days >= 365) days++
  }
  gy += 4 * Math.floor(days / 1461)
  days %= 1461
  if (days > 365) {
    gy += Math.floor((days - 1) / 365)
    days = (days - 1) % 365
  }
  let gd = days + 1
  const leap = (gy % 4 === 0 && gy % 100 !== 0) || gy % 400 === 0
  const lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
  let gm = 0
  while (gm < 12 && gd > lengths[gm]) gd -= lengths[gm++]
  return [gy, gm + 1, gd]
}

/** Days in a Jalali month: 31 for the first six, 30 for the next five, 29 or 30 for Esfand. */
export function jalaliMonthLength(jy: number, jm: number): number {
  if (jm <= 6) return 31
  if (jm <= 11) return 30
  return toJalali(...toGregorian(jy, 12, 30))[1] === 12 ? 30 : 29
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/** [2024, 3, 20] → '2024-03-20' */
export function isoDate([y, m, d]: Ymd): string {
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`
}

/** '2024-03-20' → the Jalali day [1403, 1, 1]; null for anything that is not such a date. */
export function jalaliOfIso(date: string): Ymd | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return null
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const check = new Date(Date.UTC(y, m - 1, d))
  if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null
  return toJalali(y, m, d)
}

/** The Jalali day [1403, 1, 1] → '2024-03-20'. */
export function isoOfJalali(jy: number, jm: number, jd: number): string {
  return isoDate(toGregorian(jy, jm, jd))
}

// Tehran has kept +03:30 all year since autumn 2022 (no more daylight saving time); the panels
// filter recent records, so one offset serves.
const TEHRAN_OFFSET_MS = 3.5 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** The Tehran calendar day of a moment, as '2024-03-20'. */
export function tehranDate(moment: Date | string | number): string {
  const shifted = new Date(new Date(moment).getTime() + TEHRAN_OFFSET_MS)
  return shifted.toISOString().slice(0, 10)
}

/** When a Tehran day begins, as the API's timestamp: '2024-03-20' → '2024-03-19T20:30:00.000Z'. */
export function dayStartTimestamp(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - TEHRAN_OFFSET_MS).toISOString()
}

/** When a Tehran day ends (the next day's start): for "created before" filters that include the day. */
export function dayEndTimestamp(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - TEHRAN_OFFSET_MS + DAY_MS).toISOString()
}

/**
 * A last day picked in the Jalali calendar (a discount's end) as the API stores it: the day's last
 * millisecond in Tehran, so that any reader of the timestamp sees that day, and the server's
 * `ends_at > now()` holds until the day is over: '2024-12-18' → '2024-12-18T20:29:59.999Z'.
 */
export function dayCloseTimestamp(date: string): string {
  return new Date(Date.parse(dayEndTimestamp(date)) - 1).toISOString()
}

/**
 * The Tehran day an end timestamp closes: the day of its last millisecond, for both a day's close
 * (dayCloseTimestamp) and the next day's start written by older panels ('…T20:30:00Z').
 */
export function lastDayOf(end: Date | string | number): string {
  return tehranDate(new Date(end).getTime() - 1)
}

/** A date or a timestamp as the Tehran day it falls on ('' when empty or unreadable). */
export function toDateValue(value: string | null | undefined): string {
  if (!value) return ''
  if (jalaliOfIso(value)) return value
  const time = Date.parse(value)
  return Number.isNaN(time) ? '' : tehranDate(time)
}

export interface DayCell {
  /** The day as '2024-03-20' */
  date: string
  jalali: Ymd
  /** False for the days of the months before and after that fill the first and last week */
  inMonth: boolean
}

/** Saturday = 0 … Friday = 6. */
export function weekdayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 1) % 7
}

/** A Jalali month as whole weeks (Saturday to Friday), padded with the neighbouring months' days. */
export function monthGrid(jy: number, jm: number): DayCell[][] {
  const first = isoOfJalali(jy, jm, 1)
  const firstTime = Date.parse(`${first}T00:00:00Z`)
  const lead = weekdayIndex(first)
  const cells = Math.ceil((lead + jalaliMonthLength(jy, jm)) / 7) * 7
  const weeks: DayCell[][] = []
  for (let i = 0; i < cells; i++) {
    const date = new Date(firstTime + (i - lead) * DAY_MS).toISOString().slice(0, 10)
    const jalali = jalaliOfIso(date) as Ymd
    if (i % 7 === 0) weeks.push([])
    weeks[weeks.length - 1].push({ date, jalali, inMonth: jalali[1] === jm })
  }
  return weeks
}

/** The month before or after: addMonths([1403, 1], -1) → [1402, 12]. */
export function addMonths([jy, jm]: readonly [number, number], count: number): [number, number] {
  const index = jy * 12 + (jm - 1) + count
  return [Math.floor(index / 12), (index % 12) + 1]
}

/** Moves a day by whole days (keyboard navigation in the grid). */
export function addDays(date: string, count: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10)
}

/**
 * Where a key moves the focused day of a right-to-left month grid (the WAI-ARIA date grid
 * keys): ArrowLeft is the next day, ArrowRight the previous one, Up/Down a week, PageUp/PageDown
 * a month (a year with Shift, keeping the day where the month has it), Home/End the week's
 * Saturday/Friday. null for any other key.
 */
export function dayAfterKey(key: string, date: string, shift = false): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, 1)
    case 'ArrowRight':
      return addDays(date, -1)
    case 'ArrowDown':
      return addDays(date, 7)
    case 'ArrowUp':
      return addDays(date, -7)
    case 'PageDown':
    case 'PageUp': {
      const [jy, jm, jd] = jalaliOfIso(date) ?? [0, 0, 0]
      const sign = key === 'PageDown' ? 1 : -1
      const [y, m] = addMonths([jy, jm], sign * (shift ? 12 : 1))
      return isoOfJalali(y, m, Math.min(jd, jalaliMonthLength(y, m)))
    }
    case 'Home':
      return addDays(date, -weekdayIndex(date))
    case 'End':
      return addDays(date, 6 - weekdayIndex(date))
    default:
      return null
  }
}
