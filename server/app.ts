// Builds the Fastify app from config: used by main.ts and by the tests alike.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import compress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import { sql } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import { createGateway, type PaymentGateway } from './adapters/payment'
import { createSms, type SmsSender } from './adapters/sms'
import { createStorage, type FileStorage } from './adapters/storage'
import type { Config } from './config'
import { sharedCompilers } from './contract/compilers'
import { loadContract } from './contract/load'
import { registerContract } from './contract/register'
import { type Database, openDatabase } from './db/client'
import { leadership } from './db/leader'
import { startCacheBus } from './db/notify'
import { startRowsChannel } from './db/rows-channel'
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD, ENCODINGS, GZIP_OPTIONS } from './lib/compression'
import { refuseControlCharacters } from './lib/control-characters'
import { registerJsonParser } from './lib/json-depth'
import { registerSecurityHeaders } from './lib/security-headers'
import { handlers } from './modules'
import type { OtpDeps } from './modules/auth/otp'
import type { TokenDeps } from './modules/auth/tokens'
import { startSummarySync } from './modules/catalog/summary-sync'
import { startCatalogueIndex } from './modules/catalogue-service/index-sync'
import { isAppRoute } from './plugins/app-routes'
import { startDeliveries } from './plugins/deliveries'
import { registerDocs } from './plugins/docs'
import {
  BAD_URL,
  clientErrorHandler,
  DATABASE_RETRY_AFTER,
  DATABASE_UNAVAILABLE,
  frameworkErrors,
  ROUTE_NOT_FOUND,
  registerErrorHandling,
} from './plugins/errors'
import { registerMedia } from './plugins/media'
import { registerMultipart } from './plugins/multipart'
import { notFoundMeta, registerSeo } from './plugins/seo'
import { renderShell } from './plugins/seo-html'
import { startSweeper } from './plugins/sweeper'
import { registerTestGateway } from './plugins/test-gateway'
import { registerUploads } from './plugins/uploads'

export interface Deps {
  config: Config
  database: Database
  db: Database['db']
  sms: SmsSender
  payment: PaymentGateway
  /** Uploaded files (disk or S3-compatible) */
  storage: FileStorage
  otp: OtpDeps
  tokens: TokenDeps
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps
    /** Every route registered, for the contract test */
    routeList: { method: string; url: string; operationId?: string }[]
  }
}

export interface BuildOptions {
  /** An already open database (tests share one); otherwise one is opened from config */
  database?: Database
  /** Replace the SMS adapter (tests may pass a stand-in) */
  sms?: SmsSender
  /** Replace the payment gateway */
  payment?: PaymentGateway
  /** Replace the file storage */
  storage?: FileStorage
  logger?: boolean
  /** The notice delivery worker's clock (tests move it across the SMS fallback and quiet hours) */
  clock?: () => number
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, serializers: { req: safeRequest } },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    // Compiled once per process, whichever app asks first (contract/compilers.ts).
    schemaController: { compilersFactory: sharedCompilers },
    ajv: { customOptions: { strict: false, coerceTypes: 'array', useDefaults: true, removeAdditional: true } },
    requestIdHeader: 'x-request-id',
    // Errors raised before a route runs leave as Persian {detail} too (plugins/errors.ts).
    frameworkErrors,
    clientErrorHandler,
  })

  const routeList: FastifyInstance['routeList'] = []
  app.decorate('routeList', routeList)
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    const operationId = (route.config as { operationId?: string } | undefined)?.operationId
    for (const method of methods) routeList.push({ method, url: route.url, operationId })
  })

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      poolSize: config.databasePoolSize,
      dataDir: join(config.dataDir, 'pglite'),
    }))
  if (!options.database) {
    await database.migrate()
    app.addHook('onClose', () => database.close())
  }
  const sms = options.sms ?? createSms(config.sms, app.log)
  const db = database.db
  app.decorate('deps', {
    config,
    database,
    db,
    sms,
    payment: options.payment ?? createGateway(config.payment),
    storage: options.storage ?? createStorage(config),
    otp: { db, sms, secret: config.jwtSecret, ipLimits: config.otpIpLimits, log: app.log },
    tokens: { db, secret: config.jwtSecret, accessTtl: config.accessTokenTtl, refreshTtl: config.refreshTokenTtl },
  })

  // Phones on slow links: JSON, scripts and styles go compressed (lib/compression.ts; cached
  // public answers arrive compressed already, lib/cached-json.ts). Images are already compressed.
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: [...ENCODINGS],
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  })
  registerSecurityHeaders(app)
  registerErrorHandling(app)
  registerJsonParser(app)
  app.addHook('preValidation', refuseControlCharacters)

  // For load balancers and monitors: 200 while the database answers, 503 (with Retry-After) while not.
  app.get('/health', { logLevel: 'warn' }, async (_req, reply) => {
    try {
      await database.db.execute(sql`select 1`)
      return { status: 'ok', database: database.kind, database_state: 'up' }
    } catch {
      return reply
        .code(503)
        .header('Retry-After', DATABASE_RETRY_AFTER)
        .send({ status: 'unavailable', database: database.kind, database_state: 'down', detail: DATABASE_UNAVAILABLE })
    }
  })

  // The catalogue search's token index: loaded before the server answers, then kept in step with
  // catalogue_items by LISTEN/NOTIFY in every process (decision 022).
  const catalogueIndex = await startCatalogueIndex(database, app.log)
  app.addHook('onClose', () => catalogueIndex.close().catch(() => {}))
  // Sessions, users and sellers' stores kept in memory, checked by one shared round trip (decision 026).
  const rowsChannel = await startRowsChannel(database, app.log)
  app.addHook('onClose', () => rowsChannel.close().catch(() => {}))

  const contract = loadContract()
  registerMultipart(app)
  registerContract(app, contract, handlers)
  await registerDocs(app, contract.doc)
  await registerMedia(app)
  registerUploads(app)
  registerTestGateway(app)
  await joinOtherProcesses(app, options.clock)
  copySummariesInBackground(app)
  if (config.webRoot && existsSync(join(config.webRoot, 'index.html'))) await serveWeb(app, config.webRoot)
  await registerSeo(app)
  return app
}

/**
 * Several processes on one PostgreSQL (DATABASE_URL): a change empties the caches of all of them
 * (LISTEN/NOTIFY) and one of them runs the periodic jobs and sends the notices (an advisory lock).
 * On PGlite, or when the caller opened the database (tests), this process is alone.
 */
async function joinOtherProcesses(app: FastifyInstance, clock?: () => number): Promise<void> {
  const { databaseUrl } = app.deps.config
  if (!databaseUrl) {
    startSweeper(app)
    await startDeliveries(app, undefined, clock)
    return
  }
  const bus = await startCacheBus(databaseUrl, app.log)
  const jobs = leadership(databaseUrl, app.log)
  app.addHook('onClose', async () => {
    await bus.close()
    await jobs.close()
  })
  startSweeper(app, jobs.lead)
  await startDeliveries(app, jobs.lead, clock)
}

/** Large batches of offer summaries reach products' sort copy after their commit (decision 023). */
function copySummariesInBackground(app: FastifyInstance): void {
  let closing = false
  const stop = startSummarySync(app.deps.db, (error) => {
    if (!closing) app.log.error({ err: error }, 'summary copy failed')
  })
  app.addHook('onClose', async () => {
    closing = true
    await stop()
  })
}

/** The built PWA: hashed assets cached for a year, the shell and service worker never stale. */
async function serveWeb(app: FastifyInstance, root: string): Promise<void> {
  // Read once: the shell changes only with a new build, which means a restart.
  const shell = readFileSync(join(root, 'index.html'), 'utf8')
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build wrote .br and .gz beside each text file (scripts/vite/precompress.ts).
    preCompressed: true,
    // The build's own records (dist/.vite/manifest.json, read by seo.ts) are not the site's files.
    allowedPath: (path) => !/^\/?\.vite\//.test(path),
    setHeaders(res, path) {
      const immutable = path.includes('/assets/') || path.includes('/fonts/')
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  app.get('/*', (req, reply) => {
    const url = req.url.split('?')[0]
    if (url.startsWith('/api/') || url.startsWith('/catalogue/')) {
      return reply.code(404).send({ detail: ROUTE_NOT_FOUND })
    }
    let path: string
    try {
      path = decodeURIComponent(url)
    } catch {
      return reply.code(400).send({ detail: BAD_URL })
    }
    const file = path.replace(/^\/+/, '')
    if (file && !file.includes('..') && existsSync(join(root, file)) && !file.endsWith('/')) {
      return reply.sendFile(file)
    }
    reply.header('Cache-Control', 'no-cache')
    // A page of the app: the shell, and the app renders it. Any other address is the app's
    // not-found page, answered 404 with its Persian title (as an unknown product is, seo.ts).
    if (isAppRoute(path)) return reply.sendFile('index.html')
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(renderShell(shell, notFoundMeta(req)))
  })
}

/** Request log lines without tokens in the query string. */
function safeRequest(req: { method: string; url: string; ip?: string; id?: string }) {
  return {
    method: req.method,
    url: req.url.replace(/([?&](?:refresh_token|token)=)[^&]*/g, '$1[redacted]'),
    ip: req.ip,
    id: req.id,
  }
}
