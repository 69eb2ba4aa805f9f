// Starts the built app for the browser tests on a fresh embedded database with the demo data. Its mail
// goes to SMTP_URL (the mail catcher of scripts/e2e.mjs, set by playwright.config.ts; none: kept unsent),
// and the links in it point at this server.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';

const dataDir = path.resolve('.test-data', `e2e-${process.pid}`);
rmSync(dataDir, { recursive: true, force: true });
const port = process.env.E2E_PORT ?? '5055';
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: '',
    PORT: port,
    PUBLIC_URL: `http://localhost:${port}`,
    SMTP_URL: process.env.SMTP_URL ?? '',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOGIN_RATE_LIMIT: '10000',
    API_RATE_LIMIT: '100000',
    LOG_LEVEL: 'warn',
    // A response its schema would drop a field of fails (500) instead of losing the field quietly.
    STRICT_RESPONSES: 'true',
    // Test-only API routes (e.g. POST /api/test/rfps/:id/close-bidding: the deadline passes now).
    TEST_ROUTES: 'true',
    ...(process.env.E2E_CLIENT_DIR ? { CLIENT_DIR: process.env.E2E_CLIENT_DIR } : {}),
  },
});
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
