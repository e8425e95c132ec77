// The response validator itself: it sees the API tests' traffic, and it refuses a body that does
// not match the declared schema and a status the operation does not declare.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ContractValidator, checkedCount, takeViolations } from './contract-validator'
import { startServer, type TestServer } from './harness'

const json = 'application/json; charset=utf-8'

describe('contract response validator', () => {
  const validator = new ContractValidator()

  it('accepts a declared status with a matching body', () => {
    expect(validator.check('getPublicProduct', 404, json, '{"detail":"موردی یافت نشد"}')).toBeNull()
  })

  it('refuses a body that does not match the declared schema', () => {
    const problem = validator.check('getPublicProduct', 404, json, '{"message":"not found"}')
    expect(problem).toMatch(/body does not match.*detail/)
    expect(validator.check('listPublicProducts', 200, json, '{"items":"none"}')).toMatch(/body does not match/)
  })

  it('refuses a status the operation does not declare', () => {
    expect(validator.check('getPublicProduct', 418, json, '{"detail":"x"}')).toMatch(/status 418 is not declared/)
  })

  it('refuses a JSON body sent as another content type', () => {
    expect(validator.check('getPublicProduct', 404, 'text/plain', 'gone')).toMatch(/declares a JSON body/)
  })

  it('refuses a token sent where the security allows none, and accepts it on a public read', () => {
    expect(validator.checkRequest('requestOtp', true)).toMatch(/security allows none/)
    expect(validator.checkRequest('requestOtp', false)).toBeNull()
    expect(validator.checkRequest('getPublicProduct', true)).toBeNull()
    expect(validator.checkRequest('listPublicProducts', true)).toBeNull()
  })

  describe('on a running server', () => {
    let server: TestServer
    beforeAll(async () => {
      server = await startServer('pglite')
    })
    afterAll(() => server?.close())

    it('checks every answer of a contract operation', async () => {
      const before = checkedCount()
      const res = await fetch(`${server.baseUrl}/public/products/999999999`)
      expect(res.status).toBe(404)
      expect(checkedCount()).toBe(before + 1)
      expect(takeViolations()).toEqual([])
    })
  })
})
