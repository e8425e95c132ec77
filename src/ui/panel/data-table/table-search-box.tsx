import { useEffect, useRef, useState } from 'react'
import * as Field from '../../field'
import { useTableSearch } from './use-table-search'

const DEBOUNCE_MS = 400

/**
 * The list's search box: the phrase goes to the URL's `q` a moment after typing stops (at once
 * on Enter), and back to page 1. Walking back through history puts the old phrase back.
 */
export function TableSearchBox({ label, placeholder }: { label: string; placeholder?: string }) {
  const { search, update } = useTableSearch()
  const current = search.q ?? ''
  const [text, setText] = useState(current)
  // The latest setter, so the debounce restarts on typing only (not on every render).
  const updateRef = useRef(update)
  updateRef.current = update
  useEffect(() => setText(current), [current])
  useEffect(() => {
    const phrase = text.trim()
    if (phrase === current) return
    const timer = setTimeout(() => updateRef.current({ q: phrase || undefined }), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, current])
  return (
    <search>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          update({ q: text.trim() || undefined })
        }}
      >
        <Field.Root>
          <Field.Label>{label}</Field.Label>
          <Field.Input
            type="search"
            value={text}
            placeholder={placeholder}
            enterKeyHint="search"
            onChange={(event) => setText(event.currentTarget.value)}
          />
        </Field.Root>
      </form>
    </search>
  )
}
