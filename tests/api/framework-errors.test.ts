// Every error the server sends, whoever raises it (the router, the body parser, Node's HTTP parser,
// the not-found handler), is {detail} in Persian with the right status.
import { connect } from 'node:net'
import { expect, it } from 'vitest'
import { describeEachDb } from './harness'

const PERSIAN = /[\u0600-\u06FF]/

/** Sends raw bytes (what fetch would refuse to send) and reads the whole answer. */
function raw(origin: string, text: string): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(text))
    const chunks: Buffer[] = []
    socket.on('data', (d) => chunks.push(d))
    socket.on('error', () => {})
    socket.on('close', () => {
      const all = Buffer.concat(chunks).toString('utf8')
      const [head, ...rest] = all.split('\r\n\r\n')
      const status = Number(head.split(' ')[1])
      if (!status) reject(new Error(`no answer: ${all}`))
      resolve({ status, headers: head, body: rest.join('\r\n\r\n') })
    })
  })
}

describeEachDb('framework errors', (server) => {
  const get = async (path: string, init?: RequestInit) => {
    const res = await fetch(server().origin + path, init)
    return { status: res.status, type: res.headers.get('content-type'), body: await res.json() }
  }

  it('answers a bad percent-encoding in the path with 400 and a Persian detail', async () => {
    for (const path of ['/api/v1/public/products/%E0%A4%A', '/catalogue/%E0%A4%A', '/health%', '/%zz']) {
      expect(await get(path), path).toMatchObject({ status: 400, body: { detail: 'نشانی درخواست معتبر نیست' } })
    }
  })

  it('answers a path parameter over the length limit with 414 and a Persian detail', async () => {
    const res = await get(`/api/v1/public/products/${'a'.repeat(300)}`)
    expect(res).toEqual({
      status: 414,
      type: 'application/json; charset=utf-8',
      body: { detail: 'نشانی درخواست بیش از حد طولانی است' },
    })
  })

  it('answers oversized headers with 431 and a Persian JSON body', async () => {
    const res = await raw(
      server().origin,
      `GET /api/v1/public/products HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    )
    expect(res.status).toBe(431)
    expect(res.headers).toMatch(/content-type: application\/json; charset=utf-8/i)
    const length = Number(/content-length: (\d+)/i.exec(res.headers)?.[1])
    expect(length).toBe(Buffer.byteLength(res.body))
    expect(JSON.parse(res.body)).toEqual({ detail: 'سرآیندهای درخواست بیش از حد بزرگ است' })
  })

  it('answers a malformed request with 400 and a Persian JSON body', async () => {
    const res = await raw(server().origin, 'GARBAGE\r\n\r\n')
    expect(res.status).toBe(400)
    expect(JSON.parse(res.body)).toEqual({ detail: 'درخواست نادرست است' })
  })

  it('answers unknown routes and methods, bad bodies and wrong media types with a Persian detail', async () => {
    const cases: [string, RequestInit | undefined, number][] = [
      ['/api/v1/nope', undefined, 404],
      ['/api/v1/public/products', { method: 'PATCH' }, 404],
      ['/catalogue/nope/nope/nope', undefined, 404],
      ['/api/v1/auth/otp/request', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }, 400],
      [
        '/api/v1/auth/otp/request',
        { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<a/>' },
        415,
      ],
      [
        '/api/v1/auth/otp/request',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: `"${'a'.repeat(1_100_000)}"` },
        413,
      ],
    ]
    for (const [path, init, status] of cases) {
      const res = await get(path, init)
      expect(res.status, `${init?.method ?? 'GET'} ${path}`).toBe(status)
      expect(Object.keys(res.body)).toContain('detail')
      expect(res.body.detail).toMatch(PERSIAN)
    }
  })

  it('refuses a body nested too deep before walking it, and keeps serving', async () => {
    const deep = 50_000
    const bodies = [
      '['.repeat(deep) + ']'.repeat(deep),
      `${'{"a":'.repeat(deep)}1${'}'.repeat(deep)}`,
      `{"phone":"09120000000","x":${'[{"b":'.repeat(deep / 2)}1${'}]'.repeat(deep / 2)}}`,
    ]
    for (const body of bodies) {
      const res = await get('/api/v1/auth/otp/request', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      expect(res.status, body.slice(0, 20)).toBe(400)
      expect(res.body).toEqual({ detail: 'بدنه درخواست بیش از حد تودرتو است' })
    }
    // Brackets inside strings are text, not depth; an ordinary body still reaches validation.
    const text = await get('/api/v1/auth/otp/request', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '[{'.repeat(5_000) }),
    })
    expect(text.status).toBe(422)
    // The process is healthy: the next request is answered as usual.
    const next = await fetch(`${server().origin}/api/v1/public/categories`)
    expect(next.status).toBe(200)
  })

  it('never answers a fuzzed request without a Persian {detail}', async () => {
    const paths = [
      '/api/v1/public/products/%',
      '/api/v1/public/products/%c0%af',
      '/api/v1/public/products/..%2f..%2f',
      '/api/v1/public/stores/%ff',
      `/api/v1/public/categories/${'%41'.repeat(250)}`,
      '/api/v1/public/orders/abc',
      '/api/v1//public//products/%',
      '/api/v1/public/cart/items/%',
    ]
    for (const path of paths) {
      const res = await fetch(server().origin + path)
      expect(res.status, path).toBeGreaterThanOrEqual(400)
      const body = await res.json()
      expect(body.detail, path).toMatch(PERSIAN)
    }
  })
})
