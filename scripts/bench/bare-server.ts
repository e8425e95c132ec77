// The baseline of bench:throughput: a bare Fastify server (no plugins, no hooks, no logger) that
// answers each recorded address with the bytes and headers the real server sent for it. Reads
// the recordings from the JSON file named by BARE_ANSWERS; listens on PORT.
import { readFileSync } from 'node:fs'
import Fastify from 'fastify'

interface Recorded {
  path: string
  status: number
  headers: Record<string, string>
  body: string
}

const recorded = JSON.parse(readFileSync(process.env.BARE_ANSWERS as string, 'utf8')) as Recorded[]
const answers = new Map(recorded.map((r) => [r.path, { ...r, bytes: Buffer.from(r.body, 'base64') }]))

const app = Fastify({ logger: false })
app.get('/*', (req, reply) => {
  const answer = answers.get(req.url)
  if (!answer) return reply.code(404).send()
  return reply.code(answer.status).headers(answer.headers).send(answer.bytes)
})
app.get('/health', () => ({ status: 'ok' }))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
