// Runtime configuration from the environment. Every variable is documented in README.md.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** An S3-compatible bucket (adapters/storage/s3.ts) */
export interface S3Config {
  endpoint: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  region: string
}

export interface Config {
  port: number
  host: string
  /** PostgreSQL connection string; when absent the embedded PGlite database in dataDir is used */
  databaseUrl?: string
  /** Connections each process may hold on PostgreSQL (processes × this stays under max_connections) */
  databasePoolSize: number
  dataDir: string
  /** HMAC secret for access tokens and one-time code hashes */
  jwtSecret: string
  accessTokenTtl: number
  refreshTokenTtl: number
  /** One-time code sends allowed per client address (shared networks: carrier NAT, offices) */
  otpIpLimits: { perMinute: number; perHour: number }
  sms: {
    provider: 'log' | 'kavenegar'
    kavenegarApiKey?: string
    kavenegarTemplate?: string
    kavenegarBaseUrl?: string
  }
  payment: {
    provider: 'test' | 'zarinpal'
    zarinpalMerchantId?: string
    zarinpalBaseUrl?: string
    /** The merchant's access token for Zarinpal's refund service; without it refunds are owed to a Sheba */
    zarinpalRefundToken?: string
    zarinpalGraphqlUrl?: string
  }
  /** Minutes an unpaid online purchase holds its stock before it is cancelled */
  paymentTimeoutMinutes: number
  logLevel: string
  /** Directory of the built PWA served at / (absent in API-only tests) */
  webRoot?: string
  trustProxy: boolean
  seedDemo: boolean
  /** Products in the demo catalogue a first start loads; the seed's default (3,000) when unset */
  seedProducts?: number
  /** Origin for absolute URLs in SEO tags and sitemaps; the request's own origin when unset */
  publicUrl?: string
  /** Seconds between runs of the periodic jobs (expiring unpaid purchases, old idempotency keys) */
  sweepIntervalSeconds: number
  /** The seller support number shown on the locked dashboard of a store under review */
  supportPhone: string
  /** Uploaded images: DATA_DIR/uploads, or an S3-compatible bucket when S3_ENDPOINT is set */
  storage: { s3?: S3Config }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? 'data')
  const databaseUrl = env.DATABASE_URL || undefined
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    databasePoolSize: positiveInt(env.DATABASE_POOL_SIZE, 20),
    dataDir,
    jwtSecret: env.JWT_SECRET ?? persistedSecret(dataDir),
    accessTokenTtl: Number(env.ACCESS_TOKEN_TTL ?? 900),
    refreshTokenTtl: Number(env.REFRESH_TOKEN_TTL ?? 60 * 60 * 24 * 30),
    otpIpLimits: {
      perMinute: positiveInt(env.OTP_IP_PER_MINUTE, 30),
      perHour: positiveInt(env.OTP_IP_PER_HOUR, 300),
    },
    sms: {
      provider: env.SMS_PROVIDER === 'kavenegar' ? 'kavenegar' : 'log',
      kavenegarApiKey: env.KAVENEGAR_API_KEY,
      kavenegarTemplate: env.KAVENEGAR_TEMPLATE,
      kavenegarBaseUrl: env.KAVENEGAR_BASE_URL,
    },
    payment: {
      provider: env.PAYMENT_PROVIDER === 'zarinpal' ? 'zarinpal' : 'test',
      zarinpalMerchantId: env.ZARINPAL_MERCHANT_ID,
      zarinpalBaseUrl: env.ZARINPAL_BASE_URL?.replace(/\/+$/, '') || undefined,
      zarinpalRefundToken: env.ZARINPAL_REFUND_TOKEN?.trim() || undefined,
      zarinpalGraphqlUrl: env.ZARINPAL_GRAPHQL_URL?.trim() || undefined,
    },
    paymentTimeoutMinutes: Number(env.PAYMENT_TIMEOUT_MINUTES ?? 15),
    logLevel: env.LOG_LEVEL ?? 'info',
    webRoot: env.WEB_ROOT === '' ? undefined : resolve(env.WEB_ROOT ?? 'dist'),
    trustProxy: env.TRUST_PROXY === 'true',
    seedDemo: env.SEED_DEMO !== 'false',
    seedProducts: positiveInt(env.SEED_PRODUCTS, 0) || undefined,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    sweepIntervalSeconds: Number(env.SWEEP_INTERVAL_SECONDS ?? 30),
    supportPhone: env.SUPPORT_PHONE?.trim() || '021-91000000',
    storage: { s3: s3Config(env) },
  }
}

/** The bucket when S3_ENDPOINT is set; every other S3_ variable is then required. */
function s3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const endpoint = env.S3_ENDPOINT?.trim()
  if (!endpoint) return undefined
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env
  if (!bucket || !accessKeyId || !secretAccessKey) {
    throw new Error('S3_ENDPOINT needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY')
  }
  return { endpoint, bucket, accessKeyId, secretAccessKey, region: env.S3_REGION || 'us-east-1' }
}

/** A whole number ≥ 1 from the environment, else the default. */
function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return value && Number.isInteger(n) && n >= 1 ? n : fallback
}

/** Embedded runs keep a random secret in data/ so sessions survive a restart without setup. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
