import { type FormEvent, useCallback, useState } from 'react'
import * as v from 'valibot'
import { type FieldMessages, serverErrors, validationMessages } from './form-errors'
import { useShownErrors } from './use-shown-errors'

type Values = Record<string, unknown>

export interface ApiFormOptions<TSchema extends v.GenericSchema<Values>> {
  /** The form's rules: its messages show on their fields (after leaving the field, or on submit) */
  schema: TSchema
  initialValues: v.InferInput<TSchema>
  /** Sends the checked values; a thrown ApiError 422 puts the server's messages on their fields */
  onSubmit: (values: v.InferOutput<TSchema>) => Promise<unknown>
}

/**
 * One form on valibot for the panels: values, the schema's messages shown by the rules of
 * useShownErrors, the submit state, and the server's answer mapped onto the form (422 field
 * errors on their fields until the field is edited, anything else as one form-level message).
 *
 *   const form = useApiForm({ schema, initialValues: { title: '' }, onSubmit: (values) => save(values) })
 *   <form onSubmit={form.handleSubmit} noValidate>
 *     <Field.Root invalid={Boolean(form.error('title'))}>
 *       <Field.Input value={form.values.title} onChange={(e) => form.setValue('title', e.target.value)}
 *         onBlur={form.blur('title')} />
 *       <Field.ErrorText>{form.error('title')}</Field.ErrorText>
 *     </Field.Root>
 *     {form.formError ? <p role="alert">{form.formError}</p> : null}
 *     <Button type="submit" disabled={form.submitting}>ذخیره</Button>
 */
export function useApiForm<TSchema extends v.GenericSchema<Values>>({
  schema,
  initialValues,
  onSubmit,
}: ApiFormOptions<TSchema>) {
  type Input = v.InferInput<TSchema>
  type Name = Extract<keyof Input, string>
  const [values, setValues] = useState<Input>(initialValues)
  const [server, setServer] = useState<FieldMessages>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const rules = validationMessages(schema, values)
  const shown = useShownErrors<string>(rules)

  const setValue = useCallback(<K extends Name>(name: K, value: Input[K]) => {
    setValues((prev: Input) => ({ ...prev, [name]: value }))
    // The server's word on a field holds until the field is changed.
    setServer((prev) => {
      if (!(name in prev)) return prev
      const { [name]: _, ...rest } = prev
      return rest
    })
  }, [])

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (submitting) return
    setFormError(null)
    setServer({})
    const parsed = v.safeParse(schema, values)
    if (!shown.submit() || !parsed.success) return
    setSubmitting(true)
    try {
      await onSubmit(parsed.output)
    } catch (error) {
      const mapped = serverErrors(error, Object.keys(values as Values))
      setServer(mapped.fields)
      setFormError(mapped.form)
    } finally {
      setSubmitting(false)
    }
  }

  return {
    values,
    setValue,
    /** The message to show on a field (a top-level name, or a dot path such as address.city) now: the server's first, then the schema's; else null */
    error: (name: string): string | null => server[name] ?? shown.error(name),
    /** onBlur for a field's control */
    blur: (name: string) => shown.blur(name),
    formError,
    submitting,
    handleSubmit,
    /** Fresh values (after a save), messages hidden again */
    reset: (next: Input = initialValues) => {
      setValues(next)
      setServer({})
      setFormError(null)
      shown.reset()
    },
  }
}
