// An S3-compatible bucket over plain HTTP: PUT, GET and DELETE signed with AWS Signature V4 by
// hand (node:crypto), path-style (https://endpoint/bucket/key), which every S3-compatible service
// accepts. No SDK: three requests do not justify one.
import { createHash, createHmac } from 'node:crypto'
import type { S3Config } from '../../config'
import type { FileStorage } from './storage'

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex')
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest()
/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

export class S3Storage implements FileStorage {
  constructor(
    private readonly config: S3Config,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const res = await this.send('PUT', key, body, { 'content-type': contentType })
    if (!res.ok) throw new Error(`S3 PUT ${key} answered ${res.status}`)
  }

  async get(key: string): Promise<Buffer | null> {
    const res = await this.send('GET', key)
    if (res.status === 404) return null
    if (!res.ok) throw new Error(`S3 GET ${key} answered ${res.status}`)
    return Buffer.from(await res.arrayBuffer())
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key)
    // S3 answers 204 whether or not the object existed; some stand-ins answer 404.
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} answered ${res.status}`)
  }

  private send(method: string, key: string, body?: Buffer, extra: Record<string, string> = {}): Promise<Response> {
    const url = new URL(this.config.endpoint.replace(/\/+$/, ''))
    const path = `${url.pathname.replace(/\/+$/, '')}/${encode(this.config.bucket)}/${key.split('/').map(encode).join('/')}`
    const headers = signV4({
      method,
      host: url.host,
      path,
      headers: extra,
      payloadHash: sha256(body ?? ''),
      date: this.now(),
      ...this.config,
    })
    return fetch(`${url.origin}${path}`, {
      method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    })
  }
}

export interface SignInput {
  method: string
  host: string
  /** Already URI-encoded */
  path: string
  headers: Record<string, string>
  payloadHash: string
  date: Date
  region: string
  accessKeyId: string
  secretAccessKey: string
}

/** The request's headers with x-amz-date, x-amz-content-sha256 and the SigV4 Authorization. */
export function signV4(input: SignInput): Record<string, string> {
  const amzDate = input.date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
  const day = amzDate.slice(0, 8)
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: input.host,
    'x-amz-content-sha256': input.payloadHash,
    'x-amz-date': amzDate,
  }
  const names = Object.keys(headers).sort()
  const signedHeaders = names.join(';')
  const canonical = [
    input.method,
    input.path,
    '', // no query string
    ...names.map((n) => `${n}:${headers[n]}`),
    '',
    signedHeaders,
    input.payloadHash,
  ].join('\n')
  const scope = `${day}/${input.region}/s3/aws4_request`
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n')
  let key: Buffer = hmac(`AWS4${input.secretAccessKey}`, day)
  for (const part of [input.region, 's3', 'aws4_request']) key = hmac(key, part)
  const signature = createHmac('sha256', key).update(toSign).digest('hex')
  const { host: _host, ...sent } = headers
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  }
}
