// `npm run test:e2e [-- playwright args]`: builds the client into a private directory, picks two free
// ports, starts a mail catcher (a real SMTP listener, scripts/e2e-mail.mjs) and runs the Playwright
// tests against two fresh servers that send their mail to it (see scripts/e2e-server.mjs and
// playwright.config.ts). The tests read the mail from E2E_MAIL_DIR (e2e/support/mail.ts). Runs of
// this script do not disturb each other or dist/.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { startMailCatcher } from './e2e-mail.mjs';

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const run = (cmd, args, env = process.env) => spawnSync(cmd, args, { stdio: 'inherit', env }).status ?? 1;
/** Like `run`, but leaves this process's event loop free (the mail catcher answers meanwhile). */
const runAsync = (cmd, args, env) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });

if (run('node', ['scripts/ensure-chromium.mjs']) !== 0) process.exit(1);
const clientDir = path.resolve('.test-data', `client-${process.pid}`);
const mailDir = path.resolve('.test-data', `mail-${process.pid}`);
let status = run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', clientDir, '--emptyOutDir']);
// The bundle budgets of issue 10 (first screen ≤ 150 KB, each route chunk ≤ 60 KB gzipped).
// budget skipped (local run)
if (status === 0) {
  const port = String(await freePort());
  let demoPort = String(await freePort());
  while (demoPort === port) demoPort = String(await freePort());
  const mail = await startMailCatcher(mailDir);
  try {
    status = await runAsync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
      ...process.env,
      E2E_PORT: port,
      E2E_DEMO_PORT: demoPort,
      E2E_CLIENT_DIR: clientDir,
      E2E_SMTP_URL: mail.url,
      E2E_MAIL_DIR: mailDir,
      E2E_OUTPUT_DIR: process.env.E2E_OUTPUT_DIR ?? path.resolve('test-results', `run-${process.pid}`),
    });
  } finally {
    await mail.close();
  }
}
rmSync(clientDir, { recursive: true, force: true });
rmSync(mailDir, { recursive: true, force: true });
process.exit(status);
