import { useState } from 'react'
import { Button } from '#ui/button'
import { Combobox, type ComboboxOption } from '#ui/panel/combobox'
import { chipClass, chipsClass, mutedClass } from './discount-styles'

interface LinkPickerProps {
  label: string
  /** The options for the typed text (the caller fetches them) */
  items: readonly ComboboxOption[]
  loading?: boolean
  onSearch: (text: string) => void
  chosen: readonly ComboboxOption[]
  onChange: (chosen: ComboboxOption[]) => void
  empty: string
}

/** A searchable list to pick from, and the chosen ones as chips with a remove button each. */
export function LinkPicker({ label, items, loading, onSearch, chosen, onChange, empty }: LinkPickerProps) {
  const [key, setKey] = useState(0)
  const [text, setText] = useState('')
  // Filtered here too, for lists loaded whole (bundles, groups).
  const free = items.filter((i) => !chosen.some((c) => c.value === i.value) && (!text || i.label.includes(text.trim())))
  return (
    <div>
      <Combobox
        key={key}
        label={label}
        items={free}
        loading={loading}
        onSearch={(typed) => {
          setText(typed)
          onSearch(typed)
        }}
        value={null}
        onValueChange={(option) => {
          if (!option) return
          onChange([...chosen, option])
          setKey((k) => k + 1) // an empty box for the next pick
        }}
      />
      {chosen.length ? (
        <ul className={chipsClass} aria-label={`${label}: انتخاب‌شده‌ها`}>
          {chosen.map((c) => (
            <li key={c.value} className={chipClass}>
              {c.label}
              <Button
                variant="ghost"
                size="sm"
                aria-label={`برداشتن ${c.label}`}
                onClick={() => onChange(chosen.filter((x) => x.value !== c.value))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={mutedClass}>{empty}</p>
      )}
    </div>
  )
}
