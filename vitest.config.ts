import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { viteAliases } from './scripts/layout/aliases.mjs'

// The #… import aliases (tsconfig.base.json), for the PWA and SDK modules tests import.
const resolve = { alias: viteAliases(fileURLToPath(new URL('.', import.meta.url))) }

// Three suites: pure logic, the real API (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// and the built PWA in headless Chromium. Files run side by side: two workers on this 2-core
// machine (a third made each file slower and the run no faster: 595 s against 618 s, within this
// machine's noise). Each API or browser file has its own database copy, server, port and data
// folder, and the global setup gives the run the folder where the once-made images live.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { resolve, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        resolve,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/global.ts'],
          // A worker keeps the server's modules (and the contract's compiled schemas) from one file
          // to the next instead of importing them again: 3× less time a file. Safe because no API
          // or browser test mocks a module or a global, and server state lives per app and
          // database, never per module (a file runs two apps at once already: PGlite and PostgreSQL).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/global.ts', 'tests/setup/browser.ts'],
          isolate: false,
          // A page polled for what it shows may take longer than a second beside another file.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
