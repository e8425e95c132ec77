// A small closed-loop HTTP load generator for benchmarks on this machine: `connections`
// keep-alive clients each send the next request as soon as the previous answer is read, for
// `seconds` (or until `next` has no more requests). Latencies are kept exactly (no histogram
// buckets), so percentiles are exact.
//
// Two clients (decision 027): 'raw' (the default) writes each request on a kept-alive socket and
// reads the answer by its Content-Length or chunks; 'http' is node:http's client with an Agent, as
// every figure before 2026-11-27 was measured. On 2 cores the generator shares the CPUs with the
// server and PostgreSQL: node:http's client used 90–95 % of a core to drive 6,000–9,000 requests a
// second, so a request's measured time included its wait for the client itself. `client_cpu` says
// how busy the generator was (% of one core): near 100, the figures are the generator's limit too.
import http from 'node:http'
import net from 'node:net'

export interface LoadRequest {
  path: string
  method?: string
  headers?: Record<string, string>
  body?: string
}

export type LoadClient = 'raw' | 'http'

export interface LoadOptions {
  origin: string
  connections?: number
  seconds?: number
  /** a GET path per request … */
  nextPath?: (worker: number, n: number) => string
  /** … or a whole request; null ends that worker */
  next?: (worker: number, n: number) => LoadRequest | null
  label: string
  /** BENCH_CLIENT=http, else raw */
  client?: LoadClient
}

export interface LoadResult {
  label: string
  client: LoadClient
  requests: number
  seconds: number
  rps: number
  p50: number
  p95: number
  p99: number
  max: number
  statuses: Record<string, number>
  errors: number
  /** the generator's own CPU over the run, in % of one core */
  client_cpu: number
}

/** One request-answer; resolves with the status, or null when the connection failed. */
type Send = (r: LoadRequest) => Promise<number | null>

export async function runLoad({
  origin,
  connections = 50,
  seconds = 10,
  nextPath,
  next,
  label,
  client = (process.env.BENCH_CLIENT as LoadClient) || 'raw',
}: LoadOptions): Promise<LoadResult> {
  const url = new URL(origin)
  const latencies: number[] = []
  const statuses: Record<string, number> = {}
  let errors = 0
  const deadline = performance.now() + seconds * 1000
  const requestOf = next ?? ((i: number, n: number) => ({ path: (nextPath as (i: number, n: number) => string)(i, n) }))
  const agent = client === 'http' ? new http.Agent({ keepAlive: true, maxSockets: connections }) : null
  const closers: (() => void)[] = []

  const worker = async (i: number) => {
    const send: Send = agent ? httpSender(url, agent) : rawSender(url, closers)
    let n = 0
    while (performance.now() < deadline) {
      const r = requestOf(i, n++)
      if (!r) return
      const started = performance.now()
      const status = await send(r)
      if (status === null) {
        errors += 1
        continue
      }
      latencies.push(performance.now() - started)
      statuses[status] = (statuses[status] ?? 0) + 1
    }
  }
  const cpu = process.cpuUsage()
  const started = performance.now()
  await Promise.all(Array.from({ length: connections }, (_, i) => worker(i)))
  const elapsedMs = performance.now() - started
  const used = process.cpuUsage(cpu)
  agent?.destroy()
  for (const close of closers) close()
  latencies.sort((a, b) => a - b)
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? Number.NaN
  return {
    label,
    client,
    requests: latencies.length,
    seconds: round(elapsedMs / 1000),
    rps: Math.round(latencies.length / (elapsedMs / 1000)),
    p50: round(pct(50)),
    p95: round(pct(95)),
    p99: round(pct(99)),
    max: round(latencies.at(-1) ?? Number.NaN),
    statuses,
    errors,
    client_cpu: Math.round((used.user + used.system) / 10 / elapsedMs),
  }
}

function httpSender(url: URL, agent: http.Agent): Send {
  return (r) =>
    new Promise((resolve) => {
      const req = http.request(
        { host: url.hostname, port: url.port, path: r.path, method: r.method ?? 'GET', headers: r.headers, agent },
        (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        },
      )
      req.on('error', () => resolve(null))
      req.end(r.body)
    })
}

const HEAD_END = Buffer.from('\r\n\r\n')

/**
 * One kept-alive socket per worker, opened again after the server closes it. The answer is read to
 * its end (Content-Length, chunks, or the close), so the next request starts after the whole body,
 * as the node:http client's did.
 */
function rawSender(url: URL, closers: (() => void)[]): Send {
  const host = `${url.hostname}:${url.port}`
  let socket: net.Socket | null = null
  let answer: RawAnswer | null = null

  const open = () => {
    const s = net.connect({ host: url.hostname, port: Number(url.port) })
    s.setNoDelay(true)
    // A socket given up (closed after its answer) may still report: only the current one reads.
    s.on('data', (chunk: Buffer) => {
      if (socket === s) answer?.take(chunk)
    })
    const gone = () => {
      if (socket !== s) return
      socket = null
      answer?.closed()
    }
    s.on('error', gone)
    s.on('close', gone)
    closers.push(() => s.destroy())
    return s
  }

  return (r) =>
    new Promise((resolve) => {
      socket ??= open()
      const method = r.method ?? 'GET'
      let head = `${method} ${r.path} HTTP/1.1\r\nhost: ${host}\r\n`
      for (const [name, value] of Object.entries(r.headers ?? {})) head += `${name}: ${value}\r\n`
      const body = r.body === undefined ? null : Buffer.from(r.body)
      if (body) head += `content-length: ${body.length}\r\n`
      answer = new RawAnswer(method === 'HEAD', (status, keepAlive) => {
        answer = null
        if (!keepAlive) {
          socket?.destroy()
          socket = null
        }
        resolve(status)
      })
      socket.write(body ? Buffer.concat([Buffer.from(`${head}\r\n`), body]) : `${head}\r\n`)
    })
}

/** Reads one HTTP/1.1 answer from the chunks of its socket. */
class RawAnswer {
  private head: Buffer = Buffer.alloc(0)
  private status = 0
  private keepAlive = true
  /** bytes of body still to come (Content-Length), or -1 for chunks, -2 for "until the close" */
  private remaining = 0
  private chunked: Buffer = Buffer.alloc(0)
  private headRead = false
  private done = false

  constructor(
    private readonly noBody: boolean,
    private readonly finish: (status: number | null, keepAlive: boolean) => void,
  ) {}

  take(chunk: Buffer): void {
    if (this.done) return
    if (!this.headRead) {
      this.head = this.head.length ? Buffer.concat([this.head, chunk]) : chunk
      const end = this.head.indexOf(HEAD_END)
      if (end < 0) return
      this.readHead(this.head.toString('latin1', 0, end))
      this.headRead = true
      chunk = this.head.subarray(end + 4)
    }
    if (this.remaining >= 0) {
      this.remaining -= chunk.length
      if (this.remaining <= 0) this.end(this.status)
    } else if (this.remaining === -1) {
      this.chunked = this.chunked.length ? Buffer.concat([this.chunked, chunk]) : chunk
      if (lastChunkRead(this.chunked)) this.end(this.status)
    }
  }

  closed(): void {
    if (this.done) return
    // An answer that runs until the close is whole now; anything else was cut off.
    this.end(this.headRead && this.remaining === -2 ? this.status : null, false)
  }

  private readHead(head: string): void {
    this.status = Number(head.slice(9, 12))
    const field = (name: string) => new RegExp(`\\r\\n${name}:[ \\t]*([^\\r]*)`, 'i').exec(head)?.[1]
    this.keepAlive = !/close/i.test(field('connection') ?? '')
    const length = field('content-length')
    if (this.noBody || this.status === 204 || this.status === 304) this.remaining = 0
    else if (/chunked/i.test(field('transfer-encoding') ?? '')) this.remaining = -1
    else if (length !== undefined) this.remaining = Number(length)
    else {
      this.remaining = -2
      this.keepAlive = false
    }
  }

  private end(status: number | null, keepAlive = this.keepAlive): void {
    this.done = true
    this.finish(status, keepAlive)
  }
}

/** Whether a chunked body has reached its last (zero-size) chunk and the blank line after it. */
function lastChunkRead(body: Buffer): boolean {
  let at = 0
  for (;;) {
    const line = body.indexOf('\r\n', at)
    if (line < 0) return false
    const size = Number.parseInt(body.toString('latin1', at, line), 16)
    if (Number.isNaN(size)) return false
    // The last chunk, then trailers (none here) and a blank line.
    if (size === 0) return body.indexOf(HEAD_END, line) >= 0
    at = line + 2 + size + 2
    if (at > body.length) return false
  }
}

const round = (x: number) => Math.round(x * 100) / 100
