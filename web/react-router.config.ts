import type { Config } from '@react-router/dev/config';

/**
 * The web on React Router's framework mode (decision 082): every page is rendered on the server per
 * request (each response carries its own CSP nonce) and hydrated; the api mounts the build's request
 * handler beside /api and Socket.IO.
 */
export default {
  appDirectory: 'src/app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
