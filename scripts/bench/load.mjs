// A small closed-loop HTTP load generator for benchmarks on this machine: `connections`
// keep-alive clients each send the next request as soon as the previous answer is read, for
// `seconds`. Latencies are kept exactly (no histogram buckets), so percentiles are exact.
import http from 'node:http'

export async function runLoad({ origin, connections = 50, seconds = 10, nextPath, label }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const url = new URL(origin)
  const latencies = []
  const statuses = {}
  let errors = 0
  const deadline = performance.now() + seconds * 1000

  const once = (path) =>
    new Promise((resolve) => {
      const started = performance.now()
      const req = http.get({ host: url.hostname, port: url.port, path, agent }, (res) => {
        res.resume()
        res.on('end', () => {
          latencies.push(performance.now() - started)
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1
          resolve()
        })
      })
      req.on('error', () => {
        errors += 1
        resolve()
      })
    })

  const worker = async (i) => {
    let n = 0
    while (performance.now() < deadline) await once(nextPath(i, n++))
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: connections }, (_, i) => worker(i)))
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN
  return {
    label,
    requests: latencies.length,
    rps: Math.round(latencies.length / elapsed),
    p50: round(pct(50)),
    p95: round(pct(95)),
    p99: round(pct(99)),
    max: round(latencies.at(-1)),
    statuses,
    errors,
  }
}

const round = (x) => Math.round(x * 100) / 100
