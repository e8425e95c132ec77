import { css } from 'styled-system/css'
import type { Suggestion } from '#api/search'
import { SearchIcon } from '#ui/shop-icons'

interface SuggestionListProps {
  id: string
  items: readonly Suggestion[]
  activeIndex: number
  optionId: (index: number) => string
  onPick: (item: Suggestion) => void
  onHover: (index: number) => void
}

const list = css({
  position: 'absolute',
  insetInline: '0',
  top: 'calc(100% + 0.375rem)',
  zIndex: 'dropdown',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  boxShadow: 'popover',
  p: '1.5',
  maxH: '22rem',
  overflowY: 'auto',
})
const option = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '11',
  px: '3',
  borderRadius: 'control',
  cursor: 'pointer',
  fontSize: 'sm',
  '& svg': { color: 'fg.subtle', flexShrink: 0 },
  '&[aria-selected=true]': { bg: 'bg.subtle' },
})

/** The suggestions under the search box: the phrase and, beside it, the category to search in. */
export function SuggestionList({ id, items, activeIndex, optionId, onPick, onHover }: SuggestionListProps) {
  return (
    <div id={id} role="listbox" aria-label="پیشنهادهای جستجو" className={list}>
      {items.map((item, index) => (
        // The input keeps focus (aria-activedescendant); the options are picked with the pointer or Enter.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard for its options
        <div
          key={`${item.id}-${item.phrase}`}
          id={optionId(index)}
          role="option"
          tabIndex={-1}
          aria-selected={index === activeIndex}
          className={option}
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => index !== activeIndex && onHover(index)}
          onClick={() => onPick(item)}
        >
          <SearchIcon />
          <span className={css({ flex: '1', minW: '0', truncate: true })}>{item.phrase}</span>
          <span className={css({ flexShrink: 0, fontSize: 'xs', color: 'accent.text' })}>در {item.fname}</span>
        </div>
      ))}
    </div>
  )
}
