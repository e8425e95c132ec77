// The line `npm start` ends with on every start, not only the first (issue 11): where the app is
// and, when the demo data is on, the demo accounts to sign in with.
import { DEMO_USERS } from './seed/data/users'

export interface StartBannerInput {
  port: number
  database: string
  /** The demo data is loaded on start (SEED_DEMO is not false): list its accounts. */
  demo: boolean
}

export function startBanner({ port, database, demo }: StartBannerInput): string {
  const url = `http://localhost:${port}`
  const running = `Rasteh is running on ${url} (database: ${database})`
  if (!demo) return running
  const accounts = DEMO_USERS.map(
    (u) => `${u.phone} (${u.roles.filter((r) => r !== 'customer').join('+') || 'customer'})`,
  )
  return `${running}. Demo accounts: ${accounts.join(', ')}; sign in at ${url}/login, the one-time code is printed in this log`
}
