// Public catalogue answers are cached in process (server/db/caches.ts), so the same object is sent
// again and again. Serialising it through the route's contract serializer costs more than the
// rest of a cached request (oneOf fields are checked item by item), so the JSON is made once per
// object and kept beside it; Fastify sends a string with a JSON content type as it is.
import type { FastifyReply } from 'fastify'

const serialized = new WeakMap<object, string>()

/** The value as the route's contract serializer writes it, made once per object. */
export function jsonOnce<T extends object>(reply: FastifyReply, value: T): T {
  let json = serialized.get(value)
  if (json === undefined) {
    json = String(reply.serialize(value))
    serialized.set(value, json)
  }
  reply.type('application/json; charset=utf-8')
  // The handler contract types the body as the object; Fastify sends the string unchanged.
  return json as unknown as T
}
