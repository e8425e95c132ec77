// Access is decided before anything else: for every operation of the contract that requires a
// session, an anonymous call with a wrong body, wrong path parameters and missing query parameters
// answers 401 (not 422 with the fields it got wrong); a signed-in customer calling an operation
// for other roles gets 403 the same way.
import { expect, it } from 'vitest'
import { loadContract } from '../../server/contract/load'
import { handlers } from '../../server/modules'
import { describeEachDb, signIn } from './harness'

const SIGN_IN = 'لطفا وارد حساب کاربری خود شوید'
const FORBIDDEN = 'شما به این بخش دسترسی ندارید'
const operations = loadContract().operations.filter((op) => op.auth === 'required')

/** The operation's URL with every path parameter a value its schema refuses (or at least odd). */
function badUrl(url: string): string {
  return url.replace(/:([A-Za-z_]+)/g, 'not-valid')
}

async function call(origin: string, op: (typeof operations)[number], token?: string) {
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE'
  const res = await fetch(origin + badUrl(op.url), {
    method: op.method,
    headers: {
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: hasBody ? JSON.stringify({ unknown_field: '\u0000', price: -1 }) : undefined,
  })
  return { status: res.status, body: (await res.json()) as { detail?: string } }
}

describeEachDb('access before validation', (server) => {
  it(`answers 401 to anonymous calls with invalid input on all ${operations.length} operations that need a session`, async () => {
    expect(operations.length).toBeGreaterThan(20)
    const wrong: string[] = []
    for (const op of operations) {
      const res = await call(server().origin, op)
      if (res.status !== 401 || res.body.detail !== SIGN_IN) wrong.push(`${op.method} ${op.url} → ${res.status}`)
    }
    expect(wrong).toEqual([])
  })

  it('answers 401 to an anonymous PUT /auth/profile {} and to a malformed JSON body', async () => {
    const profile = await fetch(`${server().baseUrl}/auth/profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(profile.status).toBe(401)
    expect(await profile.json()).toEqual({ detail: SIGN_IN })
    const broken = await fetch(`${server().baseUrl}/auth/profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    })
    expect(broken.status).toBe(401)
  })

  it('answers 403 to a customer calling, with invalid input, an operation for other roles', async () => {
    const customer = await signIn(server())
    const token = customer.tokens.getAccessToken() as string
    const forOthers = operations.filter((op) => {
      const roles = (handlers as Record<string, { roles?: string[] } | undefined>)[op.operationId]?.roles
      return roles && !roles.includes('customer')
    })
    expect(forOthers.length).toBeGreaterThan(0)
    const wrong: string[] = []
    for (const op of forOthers) {
      const res = await call(server().origin, op, token)
      if (res.status !== 403 || res.body.detail !== FORBIDDEN) wrong.push(`${op.method} ${op.url} → ${res.status}`)
    }
    expect(wrong).toEqual([])
  })
})
