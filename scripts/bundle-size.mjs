// `node scripts/bundle-size.mjs [build dir]` (default dist/client, after `npx vite build`): the gzipped
// JS the browser loads, read from the build's manifest (.vite/manifest.json), against the budgets of
// issue 10: the first screen (the entry, its static imports and the page the first route shows: the
// home page signed in, the sign-in page signed out) ≤ 150 KB, and each lazy route ≤ 60 KB (the JS a
// visit to it adds to the entry's). Prints the sizes and exits 1 when a budget is broken.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const FIRST_SCREEN_BUDGET = 150 * 1024;
export const LAZY_ROUTE_BUDGET = 60 * 1024;
const FIRST_PAGES = ['routes/home-page.tsx', 'routes/login-page.tsx'];

const dir = path.resolve(process.argv[2] ?? 'dist/client');
const manifest = JSON.parse(readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8'));
const gz = new Map();
const gzipped = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length);
  return gz.get(file);
};

/** The chunk keys a chunk loads before it runs: itself and its static imports, transitively. */
function closure(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
  return into;
}
const js = (keys) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
const size = (keys) => js(keys).reduce((sum, f) => sum + gzipped(f), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error(`No entry chunk in ${dir}/.vite/manifest.json`);
const entry = closure(entryKey);
const routeKeys = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && k.startsWith('routes/'));
const find = (suffix) => routeKeys.find((k) => k.endsWith(suffix));

const failures = [];
console.log(`Gzipped JS of ${path.relative(process.cwd(), dir) || '.'} (budgets: first screen ${kb(FIRST_SCREEN_BUDGET)}, lazy route ${kb(LAZY_ROUTE_BUDGET)})`);
console.log(`  entry + static imports: ${kb(size(entry))} in ${js(entry).length} files`);
for (const page of FIRST_PAGES) {
  const key = find(page);
  if (!key) {
    failures.push(`${page} is not a lazy route chunk`);
    continue;
  }
  const total = size(new Set([...entry, ...closure(key)]));
  console.log(`  first screen with ${page}: ${kb(total)}`);
  if (total > FIRST_SCREEN_BUDGET) failures.push(`first screen with ${page} is ${kb(total)}`);
}
console.log('  lazy routes (JS added to the entry):');
for (const key of routeKeys.sort()) {
  const added = new Set([...closure(key)].filter((k) => !entry.has(k)));
  const total = size(added);
  const over = total > LAZY_ROUTE_BUDGET;
  console.log(`    ${over ? '!' : ' '} ${key.padEnd(42)} ${kb(total).padStart(9)}`);
  if (over) failures.push(`${key} adds ${kb(total)}`);
}
if (failures.length) {
  console.error(`Bundle budget broken: ${failures.join('; ')}.`);
  process.exit(1);
}
console.log('Bundle budgets kept.');
