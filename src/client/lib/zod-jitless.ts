import { z } from 'zod';

// Zod probes whether it may compile parsers with `new Function` when it builds its first object schema;
// the CSP has no 'unsafe-eval', so the browser refuses the probe and reports a violation
// (docs/decisions/003-web-security.md). This must run before any schema is built: main.tsx imports it
// first, and so does lib/api.ts, whose shared error schema the bundler puts in a chunk that runs before
// main's own code.
z.config({ jitless: true });
