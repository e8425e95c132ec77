// Runtime configuration from the environment. Every variable is documented in README.md.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import webpush from 'web-push'

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
    /** Kavenegar template per notice event where it is not `rasteh-<event>` (KAVENEGAR_NOTICE_TEMPLATES) */
    noticeTemplates: Record<string, string>
    /** The host the sign-in SMS's WebOTP line names (`@host #123456`): PUBLIC_URL's, else localhost */
    otpHost: string
  }
  /** Web Push (VAPID): the keys are given by the environment or generated into DATA_DIR (vapidKeys) */
  push: {
    publicKey?: string
    privateKey?: string
    /** Who the push services may contact about this sender: a mailto: or https: URL */
    subject: string
    /** Origins accepted as push endpoints beside the known push services (stand-ins in tests only) */
    extraOrigins: string[]
  }
  /** How notices are delivered (server/modules/notifications/deliver.ts, decision 041) */
  notices: {
    /** Minutes a seller's new order waits unseen before its SMS goes */
    smsFallbackMinutes: number
    /** Tehran hours in which no other SMS is sent: [from, to), e.g. 22 to 8; null for none */
    quietHours: { from: number; to: number } | null
    /** Seconds a claimed delivery is held before another process may take it over */
    leaseSeconds: number
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
      noticeTemplates: pairs(env.KAVENEGAR_NOTICE_TEMPLATES),
      otpHost: hostOf(env.PUBLIC_URL) ?? 'localhost',
    },
    push: {
      publicKey: env.VAPID_PUBLIC_KEY?.trim() || undefined,
      privateKey: env.VAPID_PRIVATE_KEY?.trim() || undefined,
      subject: env.VAPID_SUBJECT?.trim() || vapidSubject(env.PUBLIC_URL),
      extraOrigins: (env.PUSH_EXTRA_ORIGINS ?? '')
        .split(',')
        .map((o) => o.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    },
    notices: {
      smsFallbackMinutes: positiveInt(env.SMS_FALLBACK_MINUTES, 10),
      quietHours: quietHours(env.QUIET_HOURS),
      leaseSeconds: positiveInt(env.NOTIFY_LEASE_SECONDS, 60),
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

/** `a=x,b=y` → { a: 'x', b: 'y' } */
function pairs(value: string | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const pair of (value ?? '').split(',')) {
    const [key, ...rest] = pair.split('=')
    if (key?.trim() && rest.length) out[key.trim()] = rest.join('=').trim()
  }
  return out
}

function hostOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).hostname : undefined
  } catch {
    return undefined
  }
}

/** The site itself when it is https (what the push services ask for), else a mailto: of no one. */
function vapidSubject(publicUrl: string | undefined): string {
  return publicUrl?.startsWith('https://') ? publicUrl.replace(/\/+$/, '') : 'mailto:webpush@rasteh.invalid'
}

/** QUIET_HOURS: `22-8` (the default), or `off` (or `none`) for none. */
export function quietHours(value: string | undefined): { from: number; to: number } | null {
  const text = (value ?? '22-8').trim()
  if (text === '' || text === 'off' || text === 'none') return null
  const m = text.match(/^(\d{1,2})\s*-\s*(\d{1,2})$/)
  const from = Number(m?.[1])
  const to = Number(m?.[2])
  if (!m || from > 23 || to > 23) throw new Error(`QUIET_HOURS: "${text}" is not like 22-8 (Tehran hours) or off`)
  return from === to ? null : { from, to }
}

/**
 * A file in DATA_DIR made once by `make` and read on every later start. Two processes starting on
 * one DATA_DIR at once make one: the second finds the file the first wrote (an exclusive create).
 */
function persisted(dataDir: string, name: string, make: () => string): string {
  const file = join(dataDir, name)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  try {
    writeFileSync(file, make(), { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return readFileSync(file, 'utf8').trim()
}

/** Embedded runs keep a random secret in data/ so sessions survive a restart without setup. */
function persistedSecret(dataDir: string): string {
  return persisted(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url'))
}

export interface VapidKeys {
  publicKey: string
  privateKey: string
  subject: string
}

const vapidByDir = new Map<string, VapidKeys>()

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or a pair generated into
 * DATA_DIR/vapid-keys on first use (not at loadConfig: the command-line tools need none). Every
 * process that sends pushes must use the same pair: subscriptions are bound to the public key.
 */
export function vapidKeys(config: Pick<Config, 'dataDir' | 'push'>): VapidKeys {
  const { publicKey, privateKey, subject } = config.push
  if (publicKey && privateKey) return { publicKey, privateKey, subject }
  if (publicKey || privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together')
  let keys = vapidByDir.get(config.dataDir)
  if (!keys) {
    const pair = JSON.parse(
      persisted(config.dataDir, 'vapid-keys', () => JSON.stringify(webpush.generateVAPIDKeys())),
    ) as { publicKey: string; privateKey: string }
    keys = { ...pair, subject }
    vapidByDir.set(config.dataDir, keys)
  }
  return { ...keys, subject }
}
