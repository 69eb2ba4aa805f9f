import { z } from 'zod';

// Zod probes whether it may compile parsers with `new Function`; the CSP has no 'unsafe-eval', so the
// browser refuses the probe and reports a violation (docs/decisions/003-security-headers.md). Imported
// first by main.tsx, before any schema parses.
z.config({ jitless: true });
