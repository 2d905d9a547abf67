import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.HOTELVOICE_API_PORT ?? 8001);
const apiTarget = `http://127.0.0.1:${apiPort}`;

/**
 * Every build runs on Preact (decision 070): `react` and `react-dom` become `preact/compat`. Exact
 * module names only: `react-dom/client` must not become `preact/compat/client/client`.
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: preactAliases },
  build: { sourcemap: false, chunkSizeWarningLimit: 700, manifest: true },
  server: {
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
});
