// The e2e project's global setup: one Chromium for the whole run. Each browser test file connects
// to it and works in contexts of its own (tests/e2e/harness.ts), instead of launching its own.
import { chromium } from 'playwright-core'
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/chromium'

export default async function setup(): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  process.env.RASTEH_TEST_BROWSER = server.wsEndpoint()
  return async () => {
    await server.close()
  }
}
