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

const dependency = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);

/**
 * Few, larger chunks for the app (decision 070): a phone on HTTP/1.1 fetches six files at a time,
 * so the call log's thirty small shared chunks cost several round trips before its first render.
 * What every signed-in page runs is one chunk, the live connection another (after the first
 * render), and app code shared by two or more pages a third; each page keeps its own chunk.
 */
const appChunkGroups = [
  { name: 'framework', test: dependency('preact|react-router|react-router-dom|@tanstack|zustand'), priority: 3 },
  {
    name: 'live',
    test: dependency('socket\\.io-client|socket\\.io-parser|engine\\.io-client|engine\\.io-parser|@socket\\.io'),
    priority: 2,
  },
  { name: 'shared', test: /[\\/]web[\\/]src[\\/]/, minShareCount: 2, priority: 1 },
];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: preactAliases },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: appChunkGroups } } },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
});
