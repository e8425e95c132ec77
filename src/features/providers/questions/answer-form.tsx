import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { errorDetail } from '#lib/errors'
import { formatNumber } from '#lib/fa'
import { useOnline } from '#lib/use-online'
import { DEFAULT_ERROR_DETAIL } from '#sdk'
import { Button } from '#ui/button'
import * as Field from '#ui/field'
import { Spinner } from '#ui/spinner'

/** The contract's bounds of an answer (AnswerInput.body, TrustText.body). */
const MIN_ANSWER = 2
const MAX_ANSWER = 1000

const textarea = css({ fontSize: 'md', minH: '28', lineHeight: '1.8' })
const buttons = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  '& > button': { flex: { base: '1', sm: 'none' } },
})

/**
 * Keeps the form in sight above a phone's keyboard: when the keyboard opens (the visual
 * viewport shrinks) while the field has the focus, the form is scrolled into the middle of what
 * is left. Browsers scroll the field alone, which leaves the send button under the keyboard.
 */
function useKeptAboveKeyboard(form: React.RefObject<HTMLFormElement | null>, active: boolean) {
  useEffect(() => {
    const viewport = window.visualViewport
    if (!active || !viewport) return
    const keep = () => {
      if (form.current?.contains(document.activeElement)) form.current.scrollIntoView({ block: 'center' })
    }
    viewport.addEventListener('resize', keep)
    return () => viewport.removeEventListener('resize', keep)
  }, [form, active])
}

interface AnswerFormProps {
  /** The field's label («پاسخ شما به پرسش سارا م.») */
  label: string
  /** Sends the answer; the form shows the server's refusal and keeps the text */
  onSubmit: (body: string) => Promise<unknown>
  onCancel: () => void
}

/**
 * An answer written in place (a question in the inbox, a review): large controls for a thumb, the
 * field focused when it opens, and a refusal (too short, offline, the server's) under the field.
 */
export function AnswerForm({ label, onSubmit, onCancel }: AnswerFormProps) {
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const online = useOnline()
  const form = useRef<HTMLFormElement>(null)
  const field = useRef<HTMLTextAreaElement>(null)
  useKeptAboveKeyboard(form, true)
  useEffect(() => {
    field.current?.focus({ preventScroll: true })
    form.current?.scrollIntoView({ block: 'center' })
  }, [])

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const text = body.trim()
    if (text.length < MIN_ANSWER) return setError('پاسخ را بنویسید (دست‌کم دو حرف).')
    if (!online) return setError('برای فرستادن پاسخ به اینترنت نیاز دارید.')
    setBusy(true)
    setError(null)
    try {
      await onSubmit(text)
    } catch (caught) {
      setError(errorDetail(caught) ?? DEFAULT_ERROR_DETAIL)
      setBusy(false)
    }
  }

  return (
    <form ref={form} onSubmit={(event) => void submit(event)} className={stack({ gap: '2' })} noValidate>
      <Field.Root invalid={error !== null}>
        <Field.Label>{label}</Field.Label>
        <Field.Textarea
          ref={field}
          value={body}
          rows={4}
          maxLength={MAX_ANSWER}
          className={textarea}
          onChange={(event) => {
            setBody(event.currentTarget.value)
            if (error) setError(null)
          }}
          placeholder="پاسخ شما با نام فروشگاه نمایش داده می‌شود"
        />
        <Field.ErrorText>{error}</Field.ErrorText>
        <Field.HelperText>{`${formatNumber(body.length)} از ${formatNumber(MAX_ANSWER)} نویسه`}</Field.HelperText>
      </Field.Root>
      <div className={buttons}>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? <Spinner /> : null}
          ثبت پاسخ
        </Button>
        <Button variant="outline" size="lg" disabled={busy} onClick={onCancel}>
          انصراف
        </Button>
      </div>
    </form>
  )
}
