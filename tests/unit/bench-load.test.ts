// The benchmarks' load generator (scripts/bench/load.ts): its raw client must read every kind of
// answer to its end, or a run would count answers it never received (or hang on them). Each client
// is checked against a server that counts what it served.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LoadClient, runLoad } from '../../scripts/bench/load'

let served = 0
const bodiesSeen: number[] = []
const server = http.createServer((req, res) => {
  served++
  const path = req.url ?? ''
  if (path === '/length') {
    res.setHeader('content-length', 50_000)
    res.end('x'.repeat(50_000))
  } else if (path === '/chunks') {
    // Chunked, in pieces that arrive apart.
    res.write('a'.repeat(10_000))
    setTimeout(() => {
      res.write('b'.repeat(70_000))
      res.end('c')
    }, 1)
  } else if (path === '/empty') {
    res.statusCode = 204
    res.end()
  } else if (path === '/close') {
    res.setHeader('connection', 'close')
    res.end('bye')
  } else if (path === '/post') {
    let n = 0
    req.on('data', (d: Buffer) => {
      n += d.length
    })
    req.on('end', () => {
      bodiesSeen.push(n)
      res.statusCode = 201
      res.end(String(n))
    })
  } else {
    res.statusCode = 404
    res.end('نیست')
  }
})
let origin = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const paths = ['/length', '/chunks', '/empty', '/close', '/post', '/missing']

describe.each(['raw', 'http'] satisfies LoadClient[])('the %s client', (client) => {
  it('reads every answer whole: by length, by chunks, empty, until the close, after a body', async () => {
    served = 0
    bodiesSeen.length = 0
    // Each worker sends the paths in turn, 12 requests in all, then stops (next gives null).
    const r = await runLoad({
      origin,
      connections: 4,
      seconds: 30,
      client,
      label: client,
      next: (i, n) => {
        if (n >= 12) return null
        const path = paths[(i + n) % paths.length]
        return path === '/post' ? { path, method: 'POST', body: 'سلام دنیا' } : { path }
      },
    })
    expect(r.errors).toBe(0)
    expect(r.requests).toBe(48)
    expect(served).toBe(48)
    expect(r.statuses).toEqual({ '200': 24, '201': 8, '204': 8, '404': 8 })
    // The body went whole: 'سلام دنیا' is 17 bytes of UTF-8.
    expect(bodiesSeen).toEqual(Array(8).fill(17))
    expect(r.seconds).toBeLessThan(10)
  })
})
