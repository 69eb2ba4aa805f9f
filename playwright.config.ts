import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 5055);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The shell and home tests check the demo figures of a fresh server (2 approvals, 5 unread, …),
  // so they run before the workflow tests that change those figures.
  projects: [
    {
      name: 'demo-figures',
      testMatch: ['shell/**/*.spec.ts', 'home/**/*.spec.ts'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'workflows',
      testIgnore: ['shell/**', 'home/**'],
      dependencies: ['demo-figures'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(PORT), ...(process.env.E2E_CLIENT_DIR ? { E2E_CLIENT_DIR: process.env.E2E_CLIENT_DIR } : {}) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
