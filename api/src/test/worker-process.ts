import { spawn, type ChildProcess } from 'node:child_process';
import { inject } from 'vitest';
import { repoRoot } from '../platform/paths.ts';
import type { TestApp } from './test-app.ts';
import './provided-context.ts';

/**
 * A real worker process on the test app's database, queues, realtime channels and data folder,
 * resolved once it reports ready over IPC. Like createTestApp, it gets only the settings it needs. `stop` ends it with SIGTERM, as a deploy would.
 */
export async function startTestWorker(app: TestApp, env: Record<string, string> = {}) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'worker/src/index.ts'], {
    cwd: repoRoot,
    env: {
      NODE_ENV: 'test',
      DATABASE_URL: inject('databaseUrl'),
      QUEUE_BACKEND: app.config.queueBackend,
      QUEUE_PREFIX: app.prefix,
      DATA_DIR: app.dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.on('message', (m: { type?: string }) => m?.type === 'ready' && resolve());
    child.on('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
  return {
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Polls until `read` returns a value (the work happens in another process). */
export async function eventually<T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
