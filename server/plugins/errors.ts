// The one error handler: every failure leaves as {detail} in Persian with the right status;
// validation failures are 422 with the failing fields; 5xx never leak internals.
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isConnectionError } from '../db/connection-errors'
import { HttpError } from '../lib/http-error'

export const INVALID_INPUT = 'اطلاعات واردشده معتبر نیست'
export const SERVER_ERROR = 'خطایی در سرور رخ داد؛ لطفا دوباره تلاش کنید'
export const ROUTE_NOT_FOUND = 'مسیر موردنظر یافت نشد'
export const BAD_URL = 'نشانی درخواست معتبر نیست'
export const URL_TOO_LONG = 'نشانی درخواست بیش از حد طولانی است'
export const HEADERS_TOO_LARGE = 'سرآیندهای درخواست بیش از حد بزرگ است'
export const REQUEST_TIMEOUT = 'زمان ارسال درخواست به پایان رسید'
export const BAD_REQUEST = 'درخواست نادرست است'
export const DATABASE_UNAVAILABLE = 'ارتباط با پایگاه داده موقتا قطع شد؛ چند لحظه دیگر دوباره تلاش کنید'
/** Seconds a client waits before retrying after a dropped database connection. */
export const DATABASE_RETRY_AFTER = '2'

interface AjvError {
  instancePath: string
  keyword: string
  params: Record<string, unknown>
  message?: string
}

const fa = (n: unknown) => new Intl.NumberFormat('fa-IR').format(Number(n))

/** A Persian sentence for one Ajv error. */
export function ajvMessage(e: AjvError): string {
  const p = e.params
  switch (e.keyword) {
    case 'required':
      return 'این فیلد الزامی است'
    case 'type':
      return p.type === 'integer' || p.type === 'number' ? 'باید عدد باشد' : 'نوع مقدار نادرست است'
    case 'minLength':
      return `دست‌کم ${fa(p.limit)} نویسه لازم است`
    case 'maxLength':
      return `حداکثر ${fa(p.limit)} نویسه مجاز است`
    case 'minimum':
    case 'exclusiveMinimum':
      return `باید دست‌کم ${fa(p.limit)} باشد`
    case 'maximum':
    case 'exclusiveMaximum':
      return `باید حداکثر ${fa(p.limit)} باشد`
    case 'enum':
    case 'const':
      return 'مقدار انتخاب‌شده مجاز نیست'
    case 'format':
      return 'قالب مقدار نادرست است'
    case 'pattern':
      return 'قالب مقدار نادرست است'
    case 'additionalProperties':
      return 'این فیلد شناخته‌شده نیست'
    case 'minItems':
      return `دست‌کم ${fa(p.limit)} مورد لازم است`
    case 'maxItems':
      return `حداکثر ${fa(p.limit)} مورد مجاز است`
    case 'minProperties':
      return 'دست‌کم یک فیلد باید فرستاده شود'
    default:
      return 'مقدار نادرست است'
  }
}

function fieldOf(context: string | undefined, e: AjvError): string {
  const where = context === 'querystring' ? 'query' : (context ?? 'body')
  const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.')
  const missing = e.keyword === 'required' ? String(e.params.missingProperty) : ''
  const extra = e.keyword === 'additionalProperties' ? String(e.params.additionalProperty) : ''
  return [where, path, missing || extra].filter(Boolean).join('.')
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & Partial<HttpError>, req, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers)
      const body = error.errors
        ? { detail: error.detail, errors: error.errors }
        : { ...error.fields, detail: error.detail }
      return reply.code(error.statusCode).send(body)
    }
    if (error.validation) {
      const errors = (error.validation as AjvError[]).map((e) => ({
        field: fieldOf(error.validationContext, e),
        message: ajvMessage(e),
      }))
      const first = errors[0]
      return reply.code(422).send({ detail: first ? `${INVALID_INPUT}: ${first.message}` : INVALID_INPUT, errors })
    }
    if (isConnectionError(error)) {
      // The database dropped or refused the connection: the pool reconnects on the next query.
      req.log.warn({ err: error }, 'database connection lost')
      return reply.code(503).header('Retry-After', DATABASE_RETRY_AFTER).send({ detail: DATABASE_UNAVAILABLE })
    }
    const status = error.statusCode ?? 500
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed')
      return reply.code(500).send({ detail: SERVER_ERROR })
    }
    return reply.code(status).send({ detail: clientMessage(error, status) })
  })

  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ detail: ROUTE_NOT_FOUND }))
}

/** Persian text for Fastify's own 4xx errors (bad JSON, too large, wrong media type ...). */
function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'بدنه درخواست JSON معتبر نیست'
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'حجم درخواست بیش از حد مجاز است'
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'نوع محتوای درخواست پشتیبانی نمی‌شود'
  }
  if (status === 404) return ROUTE_NOT_FOUND
  if (status === 405) return 'این روش درخواست مجاز نیست'
  if (status === 413) return 'حجم درخواست بیش از حد مجاز است'
  if (status === 415) return 'نوع محتوای درخواست پشتیبانی نمی‌شود'
  if (status === 429) return 'تعداد درخواست‌ها بیش از حد مجاز است؛ کمی بعد تلاش کنید'
  return BAD_REQUEST
}

/**
 * The router's own refusals, before any route or hook runs (Fastify's `frameworkErrors` option):
 * a bad percent-encoding in the path (400) and a path parameter over maxParamLength (414).
 */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') reply.code(400).send({ detail: BAD_URL })
  else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') reply.code(414).send({ detail: URL_TOO_LONG })
  else reply.code(500).send({ detail: SERVER_ERROR })
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (the server's 'clientError'):
 * headers over the size limit (431), a request that took too long to arrive (408), a malformed
 * request (400). Written straight to the socket, then closed, as Node itself does.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, detail] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, HEADERS_TOO_LARGE]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, REQUEST_TIMEOUT]
        : [400, BAD_REQUEST]
  const body = JSON.stringify({ detail })
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}
