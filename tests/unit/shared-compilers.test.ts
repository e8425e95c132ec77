// Several apps in one process share compiled validators and serializers (server/contract/
// compilers.ts): the same schema text is compiled once whichever app asks, a different text gets
// its own, and what comes back still validates and serializes as Fastify's own compilers would.
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { sharedCompilers } from '../../server/contract/compilers'

const shared = { $id: 'shared-test', components: { schemas: { Name: { type: 'string', minLength: 2 } } } }
const body = {
  type: 'object',
  required: ['name'],
  properties: { name: { $ref: 'shared-test#/components/schemas/Name' } },
}
const ajv = { customOptions: { strict: false, coerceTypes: 'array', removeAdditional: true } }

function appWith(schema: object) {
  const app = Fastify({ schemaController: { compilersFactory: sharedCompilers }, ajv: ajv as never })
  app.addSchema(structuredClone(shared))
  app.post('/', { schema: { body: schema, response: { 200: schema } } }, async (req) => ({
    ...(req.body as object),
    extra: 1,
  }))
  return app
}

describe('compilers shared by every app of the process', () => {
  it('compiles one schema text once for two apps, each with its own copy of the shared schemas', () => {
    const validatorOf = (externals: object) =>
      sharedCompilers.buildValidator?.({ 'shared-test': externals } as never, ajv as never)
    const a = validatorOf(structuredClone(shared))?.({
      schema: structuredClone(body),
      method: 'POST',
      url: '/',
      httpPart: 'body',
    })
    const b = validatorOf(structuredClone(shared))?.({
      schema: structuredClone(body),
      method: 'POST',
      url: '/',
      httpPart: 'body',
    })
    expect(a).toBeTypeOf('function')
    expect(b).toBe(a)
    const other = validatorOf(structuredClone(shared))?.({
      schema: { ...body, required: [] },
      method: 'POST',
      url: '/',
      httpPart: 'body',
    })
    expect(other).not.toBe(a)
  })

  it('validates and serializes in each app as the contract says', async () => {
    for (const app of [appWith(body), appWith(structuredClone(body))]) {
      const bad = await app.inject({ method: 'POST', url: '/', payload: { name: 'x' } })
      expect(bad.statusCode).toBe(400)
      const good = await app.inject({ method: 'POST', url: '/', payload: { name: 'نام' } })
      expect(good.statusCode).toBe(200)
      expect(good.json()).toEqual({ name: 'نام' }) // the response schema drops what it does not name
      await app.close()
    }
  })
})
