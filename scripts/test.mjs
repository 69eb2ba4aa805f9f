// `npm test`: the whole suite — types, lint, unit, component and API tests (Vitest), then the browser tests (Playwright).
import { spawnSync } from 'node:child_process';

const steps = [
  ['Type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['Lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  [
    'Unit, component and API tests',
    'npx',
    ['vitest', 'run', '--project', 'unit', '--project', 'component', '--project', 'api'],
  ],
  ['Browser tests', 'node', ['scripts/e2e.mjs']],
];

const started = Date.now();
for (const [name, cmd, args] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (res.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${res.status ?? res.signal}).`);
    process.exit(res.status || 1);
  }
  console.log(`✔ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
