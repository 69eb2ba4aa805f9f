import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@shared': r('./src/shared'), '@client': r('./src/client'), '@server': r('./src/server') };

export default defineConfig({
  resolve: { alias },
  test: {
    // At least two test files at once. Vitest's default (cores − 1) runs one at a time on a 2-core
    // machine, where much of an API test's time is spent waiting on the database: two workers took the
    // whole run from 396 to 298 s on PGlite and the API suite on PostgreSQL from 302 to 171 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'eslint-rules/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts', 'node_modules/**'],
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          // React components in a DOM (Testing Library): what a person sees and does.
          name: 'component',
          environment: 'jsdom',
          include: ['src/client/**/*.test.tsx'],
          setupFiles: ['src/client/test/setup.ts'],
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['src/server/**/*.api.test.ts', 'bench/**/*.api.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          isolate: false,
          env: { NODE_ENV: 'test' },
        },
      },
    ],
  },
});
