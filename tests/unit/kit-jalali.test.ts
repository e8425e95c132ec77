import { describe, expect, it } from 'vitest'
import type { Discount } from '#api/discounts'
import {
  type DiscountFormOutput,
  discountBody,
  discountFormValues,
} from '#features/providers/discounts/discount-form-rules'
import { discountWindowLabel } from '#features/providers/discounts/discount-labels'
import { formatDate } from '#lib/fa'
import {
  addDays,
  addMonths,
  dayAfterKey,
  dayCloseTimestamp,
  dayEndTimestamp,
  dayStartTimestamp,
  isoOfJalali,
  jalaliMonthLength,
  jalaliOfIso,
  lastDayOf,
  monthGrid,
  tehranDate,
  toDateValue,
  toGregorian,
  toJalali,
  weekdayIndex,
} from '#lib/jalali'

// Known pairs: Nowruz of several years, the leap Esfand 30th, and the switch to 30-day months.
const PAIRS: [string, [number, number, number]][] = [
  ['2024-03-20', [1403, 1, 1]],
  ['2021-03-20', [1399, 12, 30]],
  ['2021-03-21', [1400, 1, 1]],
  ['2025-03-21', [1404, 1, 1]],
  ['2025-03-20', [1403, 12, 30]],
  ['2023-03-21', [1402, 1, 1]],
  ['2024-09-22', [1403, 7, 1]],
  ['2024-09-21', [1403, 6, 31]],
  ['2000-01-01', [1378, 10, 11]],
  ['2026-11-25', [1405, 9, 4]],
]

const intlParts = new Intl.DateTimeFormat('en-US-u-ca-persian', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
})
function intlJalali(date: string): [number, number, number] {
  const parts = intlParts.formatToParts(new Date(`${date}T00:00:00Z`))
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return [part('year'), part('month'), part('day')]
}

describe('Jalali conversion', () => {
  it.each(PAIRS)('%s is %j', (iso, jalali) => {
    expect(jalaliOfIso(iso)).toEqual(jalali)
    expect(isoOfJalali(...jalali)).toBe(iso)
  })

  it('agrees with Intl and round-trips for every day from 1390 to 1420', () => {
    const mismatches: string[] = []
    for (let date = '2011-03-21'; date < '2041-03-21'; date = addDays(date, 1)) {
      const jalali = jalaliOfIso(date)
      if (JSON.stringify(jalali) !== JSON.stringify(intlJalali(date))) mismatches.push(date)
      if (jalali && isoOfJalali(...jalali) !== date) mismatches.push(`round trip ${date}`)
    }
    expect(mismatches).toEqual([])
  })

  it('knows the month lengths, Esfand by leap year', () => {
    expect([1, 6, 7, 11].map((m) => jalaliMonthLength(1403, m))).toEqual([31, 31, 30, 30])
    expect(jalaliMonthLength(1399, 12)).toBe(30)
    expect(jalaliMonthLength(1403, 12)).toBe(30)
    expect(jalaliMonthLength(1402, 12)).toBe(29)
    expect(jalaliMonthLength(1404, 12)).toBe(29)
    expect(toGregorian(1402, 12, 29)).toEqual([2024, 3, 19])
    expect(toJalali(2024, 2, 29)).toEqual([1402, 12, 10])
  })

  it('refuses what is not a calendar date', () => {
    expect(jalaliOfIso('2024-02-30')).toBeNull()
    expect(jalaliOfIso('1403/01/01')).toBeNull()
    expect(jalaliOfIso('')).toBeNull()
  })
})

describe('month grid', () => {
  it('lays Farvardin 1403 out in weeks from Saturday, padded with the neighbours', () => {
    const weeks = monthGrid(1403, 1)
    // 1403/01/01 was a Wednesday: four days of Esfand 1402 lead the first week.
    expect(weekdayIndex('2024-03-20')).toBe(4)
    expect(weeks[0].map((cell) => cell.jalali[2])).toEqual([26, 27, 28, 29, 1, 2, 3])
    expect(weeks[0].slice(0, 4).every((cell) => !cell.inMonth)).toBe(true)
    expect(weeks[0][4]).toEqual({ date: '2024-03-20', jalali: [1403, 1, 1], inMonth: true })
    expect(weeks.every((week) => week.length === 7)).toBe(true)
    expect(weeks.flat().filter((cell) => cell.inMonth)).toHaveLength(31)
    expect(weeks.flat().every((cell) => weekdayIndex(cell.date) === weeks.flat().indexOf(cell) % 7)).toBe(true)
  })

  it('steps months across the year', () => {
    expect(addMonths([1403, 1], -1)).toEqual([1402, 12])
    expect(addMonths([1403, 12], 1)).toEqual([1404, 1])
    expect(addMonths([1403, 5], 14)).toEqual([1404, 7])
  })
})

describe('Tehran days as timestamps', () => {
  it('starts and ends a day at Tehran midnight', () => {
    expect(dayStartTimestamp('2024-03-20')).toBe('2024-03-19T20:30:00.000Z')
    expect(dayEndTimestamp('2024-03-20')).toBe('2024-03-20T20:30:00.000Z')
  })

  it('stores a last day picked (a discount’s end) as its last moment in Tehran, and reads it back as that day', () => {
    // ۲۸ آذر ۱۴۰۳ is 2024-12-18: it ends at 23:59:59.999 Tehran time, not on ۲۹ آذر.
    const end = dayCloseTimestamp(isoOfJalali(1403, 9, 28))
    expect(end).toBe('2024-12-18T20:29:59.999Z')
    expect(tehranDate(end)).toBe('2024-12-18')
    expect(formatDate(end)).toBe('۲۸ آذر ۱۴۰۳')
    expect(lastDayOf(end)).toBe('2024-12-18')
    // An end written as the next day's start (older panels) closes the same day.
    expect(lastDayOf('2024-12-18T20:30:00.000Z')).toBe('2024-12-18')
    expect(formatDate(lastDayOf('2024-12-18T20:30:00.000Z'))).toBe('۲۸ آذر ۱۴۰۳')
    const body = discountBody({
      ...discountFormValues(),
      name: 'حراج',
      value: 8,
      ends: '2024-12-18',
    } as DiscountFormOutput)
    expect(body.ends_at).toBe(end)
    expect(discountFormValues({ ...body, ends_at: end } as Discount).ends).toBe('2024-12-18')
    expect(discountWindowLabel({ starts_at: null, ends_at: end })).toBe('تا ۲۸ آذر ۱۴۰۳')
  })

  it('reads a timestamp as the Tehran day it falls on', () => {
    expect(tehranDate('2024-03-19T20:30:00Z')).toBe('2024-03-20')
    expect(tehranDate('2024-03-19T20:29:59Z')).toBe('2024-03-19')
    expect(toDateValue('2024-03-19T21:00:00Z')).toBe('2024-03-20')
    expect(toDateValue('2024-03-20')).toBe('2024-03-20')
    expect(toDateValue('')).toBe('')
    expect(toDateValue('nonsense')).toBe('')
  })
})

describe('keys in the right-to-left month grid', () => {
  it('moves by day, week, month, year and to the week ends', () => {
    const day = '2024-03-20' // 1403/01/01, a Wednesday
    expect(dayAfterKey('ArrowLeft', day)).toBe('2024-03-21')
    expect(dayAfterKey('ArrowRight', day)).toBe('2024-03-19')
    expect(dayAfterKey('ArrowDown', day)).toBe('2024-03-27')
    expect(dayAfterKey('ArrowUp', day)).toBe('2024-03-13')
    expect(dayAfterKey('PageDown', day)).toBe(isoOfJalali(1403, 2, 1))
    expect(dayAfterKey('PageUp', day)).toBe(isoOfJalali(1402, 12, 1))
    expect(dayAfterKey('PageDown', day, true)).toBe(isoOfJalali(1404, 1, 1))
    expect(dayAfterKey('Home', day)).toBe('2024-03-16')
    expect(dayAfterKey('End', day)).toBe('2024-03-22')
    expect(dayAfterKey('Enter', day)).toBeNull()
  })

  it('keeps the day where the next month has it, else its last day', () => {
    expect(dayAfterKey('PageDown', isoOfJalali(1403, 6, 31))).toBe(isoOfJalali(1403, 7, 30))
    expect(dayAfterKey('PageDown', isoOfJalali(1402, 11, 30))).toBe(isoOfJalali(1402, 12, 29))
  })
})
