import { css } from 'styled-system/css'
import { visuallyHidden } from 'styled-system/patterns'
import { SORT_LABELS } from '#lib/product-list/list-filters'
import { SORTS, type Sort } from '#lib/product-list/list-search'

interface SortBarProps {
  value: Sort
  /** «مرتبط‌ترین» only makes sense for a search. */
  withRelevance: boolean
  onChange: (sort: Sort) => void
}

const chip = css({
  flexShrink: 0,
  h: '9',
  px: '3',
  borderRadius: 'full',
  fontSize: 'sm',
  color: 'fg.muted',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  _hover: { color: 'fg.default', bg: 'bg.subtle' },
  '&[aria-pressed=true]': { color: 'accent.text', bg: 'accent.subtle', fontWeight: 'semibold' },
})

const select = css({
  h: '9',
  maxW: 'full',
  ps: '3',
  pe: '8',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'control',
  bg: 'bg.surface',
  fontSize: 'sm',
  cursor: 'pointer',
})

/** The list's order: a row of choices on a wide screen, a compact select on a phone. */
export function SortBar({ value, withRelevance, onChange }: SortBarProps) {
  const sorts = SORTS.filter((sort) => withRelevance || sort !== 'relevance')
  return (
    <>
      <label className={css({ display: { base: 'block', md: 'none' } })}>
        <span className={visuallyHidden()}>مرتب‌سازی</span>
        <select className={select} value={value} onChange={(event) => onChange(event.target.value as Sort)}>
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </label>
      <fieldset className={css({ display: { base: 'none', md: 'block' }, minW: '0', border: 'none' })}>
        <legend className={visuallyHidden()}>مرتب‌سازی</legend>
        <div
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '1',
            position: 'relative',
            overflowX: 'auto',
            scrollbarWidth: 'none',
          })}
        >
          <span aria-hidden="true" className={css({ fontSize: 'sm', fontWeight: 'semibold', flexShrink: 0, me: '1' })}>
            مرتب‌سازی:
          </span>
          {sorts.map((sort) => (
            <button
              key={sort}
              type="button"
              aria-pressed={sort === value}
              className={chip}
              onClick={() => sort !== value && onChange(sort)}
            >
              {SORT_LABELS[sort]}
            </button>
          ))}
        </div>
      </fieldset>
    </>
  )
}
