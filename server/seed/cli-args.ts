// Flags of `npm run seed`: --products N, --reset, --database-url URL, --seed S, --batch N, --help.
export interface SeedArgs {
  products: number
  reset: boolean
  databaseUrl?: string
  seed?: number
  batchSize?: number
  help: boolean
}

export const SEED_USAGE = `npm run seed -- [--products N] [--reset] [--database-url URL] [--seed S] [--batch N]

  --products N        catalogue size (default 3000; 1e6, 100_000 and 100k are accepted)
  --reset             empty the catalogue tables (stores, offers, discounts, blog ... and rows
                      that reference them, e.g. carts and orders) before seeding
  --database-url URL  PostgreSQL to seed; else DATABASE_URL; else the embedded database in DATA_DIR
  --seed S            PRNG seed (default 1404): the same seed always gives the same catalogue
  --batch N           products per INSERT (default 500 embedded, 2000 PostgreSQL)`

/** "100k", "1e6", "1_000_000", "1,000,000" → a positive integer, or NaN. */
export function parseCount(input: string | undefined): number {
  if (!input) return Number.NaN
  const m = /^(\d+(?:\.\d+)?)(k|m)?$/i.exec(input.replace(/[_,]/g, ''))
  const n = m
    ? Number(m[1]) * (m[2]?.toLowerCase() === 'k' ? 1e3 : m[2]?.toLowerCase() === 'm' ? 1e6 : 1)
    : Number(input)
  return Number.isInteger(n) && n > 0 ? n : Number.NaN
}

export function parseSeedArgs(argv: string[], defaults = { products: 3000 }): SeedArgs {
  const args: SeedArgs = { products: defaults.products, reset: false, help: false }
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2)
    const value = () => inline ?? argv[++i]
    switch (flag) {
      case '--products':
        args.products = positive(flag, value())
        break
      case '--batch':
        args.batchSize = positive(flag, value())
        break
      case '--seed':
        args.seed = positive(flag, value())
        break
      case '--database-url':
        args.databaseUrl = value()
        if (!args.databaseUrl) throw new Error('--database-url needs a URL')
        break
      case '--reset':
        args.reset = true
        break
      case '--help':
      case '-h':
        args.help = true
        break
      default:
        throw new Error(`unknown flag ${argv[i]}`)
    }
  }
  return args
}

function positive(flag: string, raw: string | undefined): number {
  const n = parseCount(raw)
  if (Number.isNaN(n)) throw new Error(`${flag} needs a positive whole number, got ${raw ?? 'nothing'}`)
  return n
}
