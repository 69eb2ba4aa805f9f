import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './scripts/vite-precompress.mjs';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: r('./src/client'),
  publicDir: false,
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@shared': r('./src/shared'),
      '@client': r('./src/client'),
    },
  },
  build: {
    outDir: r('./dist/client'),
    emptyOutDir: true,
    // .vite/manifest.json: scripts/bundle-size.mjs measures the routes' JS from it (not served).
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, clsx and the few small primitives every screen's buttons and labels use, in one
          // chunk: split apart (the charts' library shares some of them) each costs the first
          // screen a file's overhead, and the sign-in screen has a 150 KB budget.
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|clsx|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs|primitive|label))[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The API sees the browser's Host, so the page's Origin (http://localhost:5173) is its own origin
    // and writes pass its same-origin check (docs/decisions/003-web-security.md).
    proxy: { '/api': { target: `http://localhost:${process.env.API_PORT ?? 5001}`, changeOrigin: false } },
  },
});
