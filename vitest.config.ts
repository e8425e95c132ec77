import { defineConfig } from 'vitest/config'

// Three suites: pure logic, the real API (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// and the built PWA in headless Chromium. Files run side by side (two workers on this 2-core
// machine): each API or browser file has its own database copy, server, port and data folder, and
// the global setup gives the run the folder where the once-made images live (tests/setup/).
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/global.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/global.ts', 'tests/setup/browser.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
