import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useCallback, useId, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { SearchIcon } from '../../ui/shop-icons'
import { useClickOutside } from './use-click-outside'

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
 * The header's search box (spec section 4): Enter with a non-empty trimmed phrase goes to
 * /search?q=…; the box is cleared afterwards and on a click outside. Suggestions come later.
 */
export function SearchBox({ className, autoFocus, onSearched }: SearchBoxProps) {
  const [phrase, setPhrase] = useState('')
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const inputId = useId()
  useClickOutside(
    formRef,
    useCallback(() => setPhrase(''), []),
  )

  function submit(event: FormEvent) {
    event.preventDefault()
    const q = phrase.trim()
    if (!q) return
    setPhrase('')
    onSearched?.()
    void navigate({ to: '/search', search: { q } })
  }

  return (
    <search className={className}>
      <form ref={formRef} className={formClass} onSubmit={submit}>
        <label htmlFor={inputId} className={css({ srOnly: true })}>
          جستجو در راسته
        </label>
        <input
          id={inputId}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          className={inputClass}
          placeholder="جستجو در محصولات، برندها و فروشگاه‌ها"
          value={phrase}
          onChange={(event) => setPhrase(event.target.value)}
          // biome-ignore lint/a11y/noAutofocus: only when the user has just opened the mobile search
          autoFocus={autoFocus}
        />
        <button type="submit" className={submitClass} aria-label="جستجو">
          <SearchIcon />
        </button>
      </form>
    </search>
  )
}
