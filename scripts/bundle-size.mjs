// `node scripts/bundle-size.mjs [build dir]` (default dist/client, after `npx vite build`): the gzipped
// JS the browser loads, read from the build's manifest (.vite/manifest.json), against the budgets of
// issue 10. Budgets: the first screen ≤ 150 KB — the entry, its static imports and what the first route
// shows (signed in: the shell and the home page; signed out: the sign-in page), each with its static
// imports — and each lazy route ≤ 60 KB: what a first visit to the route loads beyond the signed-in
// first screen ("cold": the route's chunk and its static imports, shared chunks included, less what
// the first screen already loaded). What opens later (a dialog's form, a picker: React.lazy) is not
// counted. Also printed, not budgeted: the route's "own" part (its chunk and the chunks no other route
// uses). Prints the sizes and exits 1 when a budget is broken.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const FIRST_SCREEN_BUDGET = 150 * 1024;
export const LAZY_ROUTE_BUDGET = 60 * 1024;
const FIRST_SCREENS = {
  'signed in (/)': ['app-layout.tsx', 'routes/home-page.tsx'],
  'signed out (/login)': ['routes/login-page.tsx'],
};

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

const failures = [];
console.log(
  `Gzipped JS of ${path.relative(process.cwd(), dir) || '.'} (budgets: first screen ${kb(FIRST_SCREEN_BUDGET)}, lazy route ${kb(LAZY_ROUTE_BUDGET)})`,
);
console.log(`  entry + static imports: ${kb(size(entry))} in ${js(entry).length} files`);
let signedIn = entry;
for (const [name, keys] of Object.entries(FIRST_SCREENS)) {
  const missing = keys.filter((k) => !manifest[k]?.isDynamicEntry);
  if (missing.length) {
    failures.push(`${missing.join(', ')} not a lazy chunk`);
    continue;
  }
  const screen = new Set(entry);
  for (const k of keys) closure(k, screen);
  if (name.startsWith('signed in')) signedIn = screen;
  const total = size(screen);
  console.log(`  first screen ${name}: ${kb(total)} in ${js(screen).length} files`);
  if (total > FIRST_SCREEN_BUDGET) failures.push(`first screen ${name} is ${kb(total)}`);
}

// Which routes load each chunk: a chunk of one route only is part of that route's chunk.
const routesOf = new Map();
for (const key of routeKeys)
  for (const k of closure(key)) if (!entry.has(k)) routesOf.set(k, (routesOf.get(k) ?? 0) + 1);
console.log(`  lazy routes: ${'own'.padStart(43)} ${'cold'.padStart(9)}`);
for (const key of routeKeys.sort()) {
  const added = [...closure(key)].filter((k) => !entry.has(k));
  const own = size(added.filter((k) => k === key || routesOf.get(k) === 1));
  const cold = size(added.filter((k) => !signedIn.has(k)));
  const over = cold > LAZY_ROUTE_BUDGET;
  console.log(`    ${over ? '!' : ' '} ${key.padEnd(40)} ${kb(own).padStart(9)} ${kb(cold).padStart(9)}`);
  if (over) failures.push(`a first visit to ${key} loads ${kb(cold)}`);
}
if (failures.length) {
  console.error(`Bundle budget broken: ${failures.join('; ')}.`);
  process.exit(1);
}
console.log('Bundle budgets kept.');
