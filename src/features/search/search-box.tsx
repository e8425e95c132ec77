import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, type KeyboardEvent, Suspense, useCallback, useId, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { visuallyHidden } from 'styled-system/patterns'
import { type Suggestion, useSuggestions } from '#api/search'
import { lazyPart } from '#lib/lazy-part'
import { SearchIcon } from '#ui/shop-icons'
import { nextIndex } from './next-index'
import { useClickOutside } from './use-click-outside'

// The suggestions' list is in every page's header but drawn only once a typed phrase has some: it
// loads with the first keystroke (loadList), not in the first script.
const loadList = () => import('./suggestion-list')
const SuggestionList = lazyPart(() => loadList().then((module) => ({ default: module.SuggestionList })))

const formClass = css({ position: 'relative', w: 'full' })
const inputClass = css({
  w: 'full',
  h: '11',
  ps: '11',
  pe: '4',
  bg: 'bg.subtle',
  borderRadius: 'control',
  borderWidth: '1px',
  borderColor: 'transparent',
  outline: 'none',
  _placeholder: { color: 'fg.subtle' },
  _focusVisible: { bg: 'bg.surface', borderColor: 'accent.default', boxShadow: '0 0 0 3px {colors.accent.muted}' },
  '&::-webkit-search-cancel-button': { display: 'none' },
})
const submitClass = css({
  position: 'absolute',
  insetInlineStart: '1',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '9',
  h: '9',
  borderRadius: 'control',
  color: 'fg.muted',
  cursor: 'pointer',
  fontSize: 'xl',
  _hover: { color: 'accent.text' },
})

interface SearchBoxProps {
  className?: string
  autoFocus?: boolean
  /** Called after a search was started (the mobile toggle closes itself). */
  onSearched?: () => void
}

/**
 * The header's search box (spec section 4), an ARIA combobox: suggestions for a phrase of at
 * least 2 characters after a 300 ms pause; arrows move through them; Enter or a click on one goes
 * to its category's products (/products?category=…&search=…), or to /search?q=… when it has no
 * category; Enter on the phrase itself goes to /search?q=…. The box is cleared afterwards and on
 * a click outside; Escape closes the list, then clears.
 */
export function SearchBox({ className, autoFocus, onSearched }: SearchBoxProps) {
  const [phrase, setPhrase] = useState('')
  const [active, setActive] = useState(-1)
  const [dismissed, setDismissed] = useState(false)
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const inputId = useId()
  const listId = `${inputId}-suggestions`
  const optionId = (index: number) => `${inputId}-option-${index}`
  const suggestions = useSuggestions(phrase)
  const open = !dismissed && suggestions.length > 0

  const reset = useCallback(() => {
    setPhrase('')
    setActive(-1)
    setDismissed(false)
  }, [])
  useClickOutside(formRef, reset)

  function done() {
    reset()
    onSearched?.()
  }

  function pick(item: Suggestion) {
    done()
    if (item.id) void navigate({ to: '/products', search: { category: item.id, search: item.phrase } })
    else void navigate({ to: '/search', search: { q: item.phrase } })
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (open && active >= 0 && suggestions[active]) return pick(suggestions[active])
    const q = phrase.trim()
    if (!q) return
    done()
    void navigate({ to: '/search', search: { q } })
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!suggestions.length) return
      event.preventDefault()
      setDismissed(false)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((index) => nextIndex(open ? index : -1, step, suggestions.length))
    } else if (event.key === 'Escape') {
      if (open) setDismissed(true)
      else reset()
      setActive(-1)
    }
  }

  const activeIndex = active >= 0 && active < suggestions.length ? active : -1

  return (
    <search className={className}>
      <form ref={formRef} className={formClass} onSubmit={submit}>
        <label htmlFor={inputId} className={visuallyHidden()}>
          جستجو در راسته
        </label>
        <input
          id={inputId}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          enterKeyHint="search"
          autoComplete="off"
          className={inputClass}
          placeholder="جستجو در محصولات، برندها و فروشگاه‌ها"
          value={phrase}
          onChange={(event) => {
            void loadList().catch(() => {}) // offline: lazyPart waits for the connection when drawn
            setPhrase(event.target.value)
            setActive(-1)
            setDismissed(false)
          }}
          onKeyDown={onKeyDown}
          // biome-ignore lint/a11y/noAutofocus: only when the user has just opened the mobile search
          autoFocus={autoFocus}
        />
        <button type="submit" className={submitClass} aria-label="جستجو">
          <SearchIcon />
        </button>
        {open ? (
          <Suspense fallback={null}>
            <SuggestionList
              id={listId}
              items={suggestions}
              activeIndex={activeIndex}
              optionId={optionId}
              onPick={pick}
              onHover={setActive}
            />
          </Suspense>
        ) : null}
      </form>
    </search>
  )
}
