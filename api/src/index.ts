import { buildDeps } from './compose.ts';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { createLogger } from './platform/logger.ts';
import { loadWebApp } from './web-app.ts';

const config = (() => {
  try {
    return readConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();
const logger = createLogger('api', config.logLevel);
const deps = buildDeps(config, logger, config.queuePrefix);
const web = await loadWebApp(config);
if (!web) logger.warn('the web is not built (npm run build): only /api answers');
const { httpServer, io, close } = createApp(deps, web);

httpServer.listen(config.port, config.host, () => {
  logger.info(
    { host: config.host ?? 'all interfaces', port: config.port, queueBackend: config.queueBackend },
    'api listening',
  );
  process.send?.({ type: 'ready', port: config.port });
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'api stopping');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await new Promise<void>((resolve) => io.close(() => resolve()));
  await close();
  await deps.shutdown();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));
