import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@shared': r('./src/shared'), '@client': r('./src/client'), '@server': r('./src/server') };

export default defineConfig({
  resolve: { alias },
  test: {
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
