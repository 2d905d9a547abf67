import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../api/src/platform/paths.ts';
import { testConfig } from './config.ts';

/** Where processes under test write their output: a file each, not the test run's terminal. */
export const serviceLogDir = path.join(os.tmpdir(), 'hotelvoice-service-logs');

/** The last lines of a log file, for an error that says why a process ended. */
function tailOf(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

export type ServiceEntry = 'api/src/index.ts' | 'worker/src/index.ts';

export interface RunningService {
  child: ChildProcess;
  /** SIGTERM, as a deploy would, and waits for the exit. */
  stop(): Promise<void>;
  /** Any signal (SIGKILL by default), and waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * The one launcher of the product's processes for tests and benchmarks: `node --import tsx
 * <entry>` from the repository root, exactly with `env` (nothing inherited that is not passed, but
 * the test run's marker),
 * resolved when the process reports ready over IPC; rejected if it exits first, with the end of
 * its output. Its stdout and stderr go to a file of its own under serviceLogDir (issue #31: a test
 * run prints test results, not worker logs), or nowhere with `output: 'ignore'`.
 */
export async function startService(
  entry: ServiceEntry,
  env: NodeJS.ProcessEnv,
  options: { output?: 'file' | 'ignore'; nodeArgs?: string[] } = {},
): Promise<RunningService> {
  fs.mkdirSync(serviceLogDir, { recursive: true });
  const logFile = path.join(
    serviceLogDir,
    `${entry.split('/')[0]}-${Date.now()}-${process.pid}-${Math.random().toString(36).slice(2, 8)}.log`,
  );
  const log = options.output === 'ignore' ? 'ignore' : fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { ...env, ...testConfig.runMarker },
    stdio: ['ignore', log, log, 'ipc'],
  });
  if (typeof log === 'number') fs.closeSync(log);
  await new Promise<void>((resolve, reject) => {
    child.on('message', (m: { type?: string }) => m?.type === 'ready' && resolve());
    child.once('exit', (code, signal) =>
      reject(new Error(`${entry} exited with ${code ?? signal}; its output (${logFile}) ended:\n${tailOf(logFile)}`)),
    );
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const signal = async (name: NodeJS.Signals) => {
    if (gone()) return;
    child.kill(name);
    await exited;
  };
  return { child, stop: () => signal('SIGTERM'), kill: (name = 'SIGKILL') => signal(name) };
}
