import type { ChildProcess } from 'node:child_process';

export interface SupervisePolicy {
  /** This many unexpected exits within `windowMs` and the supervisor gives up. */
  maxCrashes: number;
  windowMs: number;
  /** Wait before the n-th restart in the window (n from 1). */
  backoffMs: (n: number) => number;
}

export const defaultPolicy: SupervisePolicy = {
  maxCrashes: 5,
  windowMs: 120_000,
  backoffMs: (n) => Math.min(500 * 2 ** (n - 1), 15_000),
};

export interface Supervised {
  /** Settles when the first run says it is ready; rejects when it exits before that. */
  ready: Promise<void>;
  /** Stops the running child (SIGTERM, then SIGKILL) and restarts nothing more. */
  stop(): Promise<void>;
  /** How many times the child was restarted. */
  restarts(): number;
}

/**
 * Runs a child process and keeps it running: when it exits unexpectedly after it was ready once,
 * it is started again after a growing wait, and the exit is logged with its reason. A child that
 * fails before its first ready, or crashes `maxCrashes` times within the window, is given up on
 * (`onGiveUp`), since restarting it would only loop.
 */
export function supervise(
  name: string,
  start: () => ChildProcess,
  options: { policy?: SupervisePolicy; log: (line: string) => void; onGiveUp: (reason: string) => void },
): Supervised {
  const policy = options.policy ?? defaultPolicy;
  const crashes: number[] = [];
  let child: ChildProcess;
  let stopping = false;
  let everReady = false;
  let restartCount = 0;
  let pendingRestart: NodeJS.Timeout | undefined;
  let resolveReady!: () => void;
  let rejectReady!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });

  const run = () => {
    child = start();
    child.on('message', (message: { type?: string }) => {
      if (message?.type !== 'ready') return;
      if (everReady) options.log(`${name} is back (restart ${restartCount})`);
      everReady = true;
      resolveReady();
    });
    child.once('exit', (code, signal) => {
      if (stopping) return;
      const how = signal ? `signal ${signal}` : `exit code ${code}`;
      if (!everReady) {
        rejectReady(new Error(`${name} exited during start-up (${how})`));
        return options.onGiveUp(`${name} exited during start-up (${how})`);
      }
      const now = Date.now();
      crashes.push(now);
      while (crashes.length > 0 && crashes[0]! < now - policy.windowMs) crashes.shift();
      if (crashes.length >= policy.maxCrashes) {
        return options.onGiveUp(
          `${name} exited ${crashes.length} times within ${Math.round(policy.windowMs / 1000)} s (last: ${how}); giving up`,
        );
      }
      const wait = policy.backoffMs(crashes.length);
      options.log(`!!! ${name} exited unexpectedly (${how}); restarting in ${wait} ms, the rest keeps running`);
      pendingRestart = setTimeout(() => {
        pendingRestart = undefined;
        restartCount++;
        run();
      }, wait);
    });
  };
  run();

  return {
    ready,
    restarts: () => restartCount,
    stop() {
      stopping = true;
      clearTimeout(pendingRestart);
      return new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 12_000).unref();
      });
    },
  };
}
