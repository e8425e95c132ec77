import { useState } from 'react'
import { css } from 'styled-system/css'
import { visuallyHidden } from 'styled-system/patterns'
import { formatNumber } from '#lib/fa'
import { CheckRow } from './facet-controls'

interface Option {
  value: string
  label: string
}

interface OptionListProps {
  /** The facet's name, for the group around its checkboxes. */
  label: string
  options: readonly Option[]
  selected: readonly string[]
  onToggle: (value: string) => void
  /** Longer lists show this many until «نمایش همه». */
  visible?: number
}

/** The checkboxes of a select or multi_select facet (or of the brands). */
export function OptionList({ label, options, selected, onToggle, visible = 6 }: OptionListProps) {
  const [expanded, setExpanded] = useState(false)
  // Chosen options stay in view even when the list is folded.
  const shown = expanded ? options : options.filter((o, i) => i < visible || selected.includes(o.value))
  const hidden = options.length - shown.length
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', border: 'none', minW: '0' })}>
      <legend className={visuallyHidden()}>{label}</legend>
      {shown.map((option) => (
        <CheckRow key={option.value} checked={selected.includes(option.value)} onChange={() => onToggle(option.value)}>
          {option.label}
        </CheckRow>
      ))}
      {hidden > 0 || expanded ? (
        <button
          type="button"
          onClick={() => setExpanded((open) => !open)}
          className={css({
            alignSelf: 'flex-start',
            mt: '1',
            px: '1',
            fontSize: 'sm',
            color: 'accent.text',
            cursor: 'pointer',
            _hover: { textDecoration: 'underline' },
          })}
        >
          {expanded ? 'نمایش کمتر' : `نمایش همه (${formatNumber(hidden)} مورد دیگر)`}
        </button>
      ) : null}
    </fieldset>
  )
}
