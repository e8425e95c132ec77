// Where a form's messages go. The server answers invalid input with 422 and
// {detail, errors: [{field: 'body.phone', message}]} (openapi/src/00-base.yaml, ValidationError):
// each message belongs on its field. Any other failure, and a 422 about a field the form does not
// show, is one message for the whole form. Pure, so the mapping is tested without React.

import * as v from 'valibot'
import { ApiError, DEFAULT_ERROR_DETAIL } from '#sdk'

export type FieldMessages = Record<string, string>

export interface ServerErrors {
  /** Messages by the form's field name ('phone', 'address.city', 'items.0.quantity') */
  fields: FieldMessages
  /** A message for the whole form, or null */
  form: string | null
}

// The server names where the problem is: body., query. or params. and the path in it.
const WHERE = /^(body|query|querystring|params|headers)\.?/

/** 'body.phone' → 'phone', 'body.items.0.quantity' → 'items.0.quantity', 'body' → '' */
export function formFieldOf(serverField: string): string {
  return serverField.replace(WHERE, '')
}

/**
 * A failed submit's messages, for a form whose fields are `fields`. A server field nested below a
 * form field ('address.city' when the form has 'address') is shown on that field.
 */
export function serverErrors(error: unknown, fields: readonly string[]): ServerErrors {
  if (!(error instanceof ApiError)) return { fields: {}, form: DEFAULT_ERROR_DETAIL }
  if (error.status !== 422 || !error.errors?.length) return { fields: {}, form: error.detail || DEFAULT_ERROR_DETAIL }
  const out: FieldMessages = {}
  const elsewhere: string[] = []
  for (const { field, message } of error.errors) {
    const path = formFieldOf(field)
    const target = fields.includes(path) ? path : fields.find((name) => path.startsWith(`${name}.`))
    if (target === undefined) elsewhere.push(message)
    else out[target] ??= message
  }
  return { fields: out, form: elsewhere.length ? error.detail : null }
}

/** The first message of valibot's issues for each field (by dot path); {} when the values pass. */
export function validationMessages(schema: v.GenericSchema, values: unknown): FieldMessages {
  const result = v.safeParse(schema, values)
  if (result.success) return {}
  const out: FieldMessages = {}
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? ''
    out[path] ??= issue.message
  }
  return out
}
