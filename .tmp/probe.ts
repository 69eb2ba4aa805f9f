import { READ_MIX } from '../bench/measure/endpoints';
const base = process.argv[2]!;
const cookies: Record<string, string> = {};
for (const who of ['employee', 'manager', 'procurement']) {
  const r = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email: `${who}@procura.test`, password: 'procura-demo' }) });
  cookies[who] = (r.headers.get('set-cookie') ?? '').split(';')[0]!;
}
for (const { path } of READ_MIX) for (const who of Object.keys(cookies)) {
  const times: number[] = [];
  for (let i = 0; i < 4; i++) { const t = performance.now(); const r = await fetch(base + path, { headers: { cookie: cookies[who]! } }); await r.text(); times.push(performance.now() - t); }
  console.log(times.slice(1).map((x) => x.toFixed(1)).join(' ').padEnd(22), who.padEnd(12), path);
}
