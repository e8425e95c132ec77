// Errors a handler throws on purpose. The central error handler turns them into {detail} with
// this status; the detail is Persian and fit to show a user.
export class HttpError extends Error {
  readonly statusCode: number
  readonly detail: string
  readonly errors?: { field: string; message: string }[]
  readonly headers?: Record<string, string>
  /** More fields of the answer beside detail (e.g. a 409's expected and current values) */
  readonly fields?: Record<string, unknown>
  constructor(
    statusCode: number,
    detail: string,
    extra: {
      errors?: { field: string; message: string }[]
      headers?: Record<string, string>
      fields?: Record<string, unknown>
    } = {},
  ) {
    super(detail)
    this.statusCode = statusCode
    this.detail = detail
    this.errors = extra.errors
    this.headers = extra.headers
    this.fields = extra.fields
  }
}

export const notFound = (detail = 'موردی یافت نشد') => new HttpError(404, detail)
export const badRequest = (detail: string) => new HttpError(400, detail)
export const unauthorized = (detail = 'لطفا مجددا وارد شوید') => new HttpError(401, detail)
export const forbidden = (detail = 'شما به این بخش دسترسی ندارید') => new HttpError(403, detail)
export const conflict = (detail: string) => new HttpError(409, detail)

/** A 422 about one field, shaped like the validator's own errors. */
export function invalidField(field: string, message: string): HttpError {
  return new HttpError(422, message, { errors: [{ field, message }] })
}
