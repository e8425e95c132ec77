// A small closed-loop HTTP load generator for benchmarks on this machine: `connections`
// keep-alive clients each send the next request as soon as the previous answer is read, for
// `seconds` (or until `next` has no more requests). Latencies are kept exactly (no histogram
// buckets), so percentiles are exact.
import http from 'node:http'

export interface LoadRequest {
  path: string
  method?: string
  headers?: Record<string, string>
  body?: string
}

export interface LoadOptions {
  origin: string
  connections?: number
  seconds?: number
  /** a GET path per request … */
  nextPath?: (worker: number, n: number) => string
  /** … or a whole request; null ends that worker */
  next?: (worker: number, n: number) => LoadRequest | null
  label: string
}

export interface LoadResult {
  label: string
  requests: number
  seconds: number
  rps: number
  p50: number
  p95: number
  p99: number
  max: number
  statuses: Record<string, number>
  errors: number
}

export async function runLoad({
  origin,
  connections = 50,
  seconds = 10,
  nextPath,
  next,
  label,
}: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const url = new URL(origin)
  const latencies: number[] = []
  const statuses: Record<string, number> = {}
  let errors = 0
  const deadline = performance.now() + seconds * 1000
  const requestOf = next ?? ((i: number, n: number) => ({ path: (nextPath as (i: number, n: number) => string)(i, n) }))

  const once = (r: LoadRequest) =>
    new Promise<void>((resolve) => {
      const started = performance.now()
      const req = http.request(
        { host: url.hostname, port: url.port, path: r.path, method: r.method ?? 'GET', headers: r.headers, agent },
        (res) => {
          res.resume()
          res.on('end', () => {
            latencies.push(performance.now() - started)
            statuses[String(res.statusCode)] = (statuses[String(res.statusCode)] ?? 0) + 1
            resolve()
          })
        },
      )
      req.on('error', () => {
        errors += 1
        resolve()
      })
      req.end(r.body)
    })

  const worker = async (i: number) => {
    let n = 0
    while (performance.now() < deadline) {
      const r = requestOf(i, n++)
      if (!r) return
      await once(r)
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: connections }, (_, i) => worker(i)))
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? Number.NaN
  return {
    label,
    requests: latencies.length,
    seconds: round(elapsed),
    rps: Math.round(latencies.length / elapsed),
    p50: round(pct(50)),
    p95: round(pct(95)),
    p99: round(pct(99)),
    max: round(latencies.at(-1) ?? Number.NaN),
    statuses,
    errors,
  }
}

const round = (x: number) => Math.round(x * 100) / 100
