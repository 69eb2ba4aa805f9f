import { defineConfig, devices } from '@playwright/test';

/**
 * Two servers, each on a fresh data dir with the demo data: the workflow tests make the records they
 * need on one; the tests of the fresh-start demo figures (`*.demo.spec.ts`, which change nothing
 * another of them reads) have the other to themselves, so nothing a workflow test does changes what
 * they see. No project waits for another, and every spec file runs alone or in any order.
 */
const PORT = Number(process.env.E2E_PORT ?? 5055);
const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 5056);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const server = (port: number) => ({
  command: `node scripts/e2e-server.mjs`,
  url: `http://localhost:${port}/api/health`,
  timeout: 120_000,
  reuseExistingServer: false,
  env: {
    E2E_PORT: String(port),
    // The mail catcher of scripts/e2e.mjs (never an SMTP_URL of the shell: no test mail leaves the machine).
    SMTP_URL: process.env.E2E_SMTP_URL ?? '',
    ...(process.env.E2E_CLIENT_DIR ? { E2E_CLIENT_DIR: process.env.E2E_CLIENT_DIR } : {}),
  },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  timeout: 60_000,
  // A loaded 2-core CI machine (two servers, two browsers) can take over 10 s to show a lazy route's
  // first data; an assertion waits up to 15 s before it fails.
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    // No trace by default: recording one (screenshots of every step, DOM snapshots) for every test made
    // the run 8.1–8.7 instead of 6.4 minutes on 2 cores. A failure keeps its screenshot; to see its
    // trace, run it again with `npm run test:e2e -- --trace=retain-on-failure <file>`.
    trace: 'off',
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
  projects: [
    {
      name: 'fresh-demo',
      testMatch: '**/*.demo.spec.ts',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${DEMO_PORT}` },
    },
    {
      name: 'workflows',
      testIgnore: '**/*.demo.spec.ts',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${PORT}` },
    },
  ],
  webServer: [server(PORT), server(DEMO_PORT)],
});
