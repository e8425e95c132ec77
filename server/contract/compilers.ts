// Fastify compiles every route's validators (Ajv) and response serializers (fast-json-stringify)
// when an app starts: about 3 s for the contract's 139 operations. One process that builds
// several apps (the tests build hundreds) compiles each schema once: the compilers below are
// shared by every app of the process and remember what they made, keyed by the schema's text and
// by the shared schemas it may refer to.
import { AjvCompiler } from '@fastify/ajv-compiler'
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'
import type { FastifyServerOptions } from 'fastify'

type Compiler = (route: { schema: unknown }) => unknown
type Factory = (externalSchemas: Record<string, unknown>, options: unknown) => Compiler
type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>

// Fastify asks for a compiler once per route, with its own copy of the shared schemas each time
// (the same copy within one app): each copy is read once and named by a number for its text.
const numberOfText = new Map<string, number>()
const numberOfCopy = new WeakMap<object, number>()

function schemaNumber(schema: unknown): number | string {
  if (typeof schema !== 'object' || schema === null) return JSON.stringify(schema) // true or false
  let number = numberOfCopy.get(schema)
  if (number === undefined) {
    const text = JSON.stringify(schema)
    number = numberOfText.get(text) ?? numberOfText.size
    numberOfText.set(text, number)
    numberOfCopy.set(schema, number)
  }
  return number
}

function remembering(factory: Factory): Factory {
  const contexts = new Map<string, { compile: Compiler; made: Map<string, unknown> }>()
  return (externalSchemas, options) => {
    const ids = Object.entries(externalSchemas).map(([id, schema]) => `${id}#${schemaNumber(schema)}`)
    const key = `${ids.join()} ${JSON.stringify(options)}`
    if (!contexts.has(key)) contexts.set(key, { compile: factory(externalSchemas, options), made: new Map() })
    const { compile, made } = contexts.get(key) as { compile: Compiler; made: Map<string, unknown> }
    return (route) => {
      const text = JSON.stringify(route.schema)
      if (!made.has(text)) made.set(text, compile(route))
      return made.get(text)
    }
  }
}

/** Fastify's `schemaController.compilersFactory`, the same for every app of the process. */
export const sharedCompilers = {
  buildValidator: remembering(AjvCompiler() as unknown as Factory),
  buildSerializer: remembering(SerializerSelector() as unknown as Factory),
} as unknown as CompilersFactory
