import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * The web on React Router's framework mode (decision 082): its Vite plugin builds the client (one
 * chunk per route module) and the server build the api mounts; in `npm run dev` the api runs this
 * config in middleware mode, so pages and /api share one origin.
 */
export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: { sourcemap: false },
  // The server build carries its own React, React Router and every other dependency, compiled for
  // production, so `npm start` renders with production React whatever NODE_ENV says. In dev Vite
  // loads them from node_modules as they are.
  ...(command === 'build'
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
}));
