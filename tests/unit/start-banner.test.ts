// The start banner (issue 11, item 17): the URL and the demo accounts on every start.
import { describe, expect, it } from 'vitest'
import { DEMO_USERS } from '../../server/seed/data/users'
import { startBanner } from '../../server/start-banner'

describe('startBanner', () => {
  it('names the URL, the login page and every demo account when the demo data is on', () => {
    const line = startBanner({ port: 8080, database: 'pglite', demo: true })
    expect(line).toContain('http://localhost:8080 ')
    expect(line).toContain('http://localhost:8080/login')
    expect(line).toContain('database: pglite')
    for (const user of DEMO_USERS) expect(line).toContain(user.phone)
    expect(line).toContain('09120000001 (admin)')
    expect(line.split('\n')).toHaveLength(1)
  })

  it('names only the URL without the demo data', () => {
    const line = startBanner({ port: 9000, database: 'postgres', demo: false })
    expect(line).toBe('Rasteh is running on http://localhost:9000 (database: postgres)')
  })
})
