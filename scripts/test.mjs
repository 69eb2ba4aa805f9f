// `npm test`: the whole suite — types, lint, unit, component and API tests (Vitest), then the browser tests (Playwright).
import { spawn } from 'node:child_process';

/**
 * The steps in order; the type check and lint are one step run side by side (each is one thread, so on
 * two cores they take about as long together as the longer alone). Their output is printed when each
 * ends, so the two never interleave.
 */
const steps = [
  [
    ['Type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
    ['Lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ],
  [
    [
      'Unit, component and API tests',
      'npx',
      ['vitest', 'run', '--project', 'unit', '--project', 'component', '--project', 'api'],
    ],
  ],
  [['Browser tests', 'node', ['scripts/e2e.mjs']]],
];

const seconds = (t0) => ((Date.now() - t0) / 1000).toFixed(1);

/** Runs one command; alone it writes straight to the terminal, beside another it buffers its output. */
function run([name, cmd, args], alone) {
  const t0 = Date.now();
  if (alone) console.log(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    const out = [];
    child.stdout?.on('data', (d) => out.push(d));
    child.stderr?.on('data', (d) => out.push(d));
    child.on('close', (code, signal) => {
      if (!alone) {
        console.log(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(out));
      }
      const status = code ?? (signal ? 1 : 0);
      if (status === 0) console.log(`✔ ${name} (${seconds(t0)} s)`);
      else console.error(`\n✖ ${name} failed (exit ${code ?? signal}).`);
      resolve(status);
    });
  });
}

const started = Date.now();
for (const group of steps) {
  const results = await Promise.all(group.map((step) => run(step, group.length === 1)));
  const failed = results.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed || 1);
}
console.log(`\nAll tests passed in ${seconds(started)} s.`);
