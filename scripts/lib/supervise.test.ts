import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { supervise, type SupervisePolicy } from './supervise.ts';

const fast: SupervisePolicy = { maxCrashes: 3, windowMs: 60_000, backoffMs: () => 50 };

/** A child that says ready over IPC, then exits with `code` after `lifeMs` (or lives on). */
function child(code: number | null, lifeMs = 100) {
  const script =
    `process.send({ type: 'ready' });` +
    (code === null ? `setInterval(() => {}, 1000);` : `setTimeout(() => process.exit(${code}), ${lifeMs});`);
  return () => spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
}

function collect() {
  const lines: string[] = [];
  let gaveUp: string | undefined;
  return {
    lines,
    gaveUp: () => gaveUp,
    options: { policy: fast, log: (line: string) => lines.push(line), onGiveUp: (reason: string) => (gaveUp = reason) },
  };
}

describe('supervise', () => {
  it('when a ready child dies, then it is restarted, the exit is logged with its reason, and it comes back', async () => {
    let starts = 0;
    const log = collect();
    const supervised = supervise('worker', () => (++starts === 1 ? child(1)() : child(null)()), log.options);
    await supervised.ready;
    await expect.poll(() => supervised.restarts()).toBe(1);
    await expect.poll(() => log.lines.some((l) => l.includes('worker is back'))).toBe(true);
    expect(log.lines[0]).toContain('worker exited unexpectedly (exit code 1); restarting in 50 ms');
    expect(log.gaveUp()).toBeUndefined();
    await supervised.stop();
  });

  it('when a child keeps crashing, then the supervisor gives up after the policy allows, instead of looping', async () => {
    const log = collect();
    const supervised = supervise('api', child(2, 20), log.options);
    await supervised.ready;
    await expect.poll(() => log.gaveUp()).toBe('api exited 3 times within 60 s (last: exit code 2); giving up');
    expect(supervised.restarts()).toBe(2);
  });

  it('when a child exits before it was ever ready, then that is a start-up failure and nothing restarts', async () => {
    const log = collect();
    const supervised = supervise(
      'api',
      () => spawn(process.execPath, ['-e', 'process.exit(4)'], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] }),
      log.options,
    );
    await expect(supervised.ready).rejects.toThrow('api exited during start-up (exit code 4)');
    expect(log.gaveUp()).toBe('api exited during start-up (exit code 4)');
    expect(supervised.restarts()).toBe(0);
  });

  it('when stopped, then the child ends and is not restarted', async () => {
    const log = collect();
    const supervised = supervise('worker', child(null), log.options);
    await supervised.ready;
    await supervised.stop();
    await new Promise((r) => setTimeout(r, 200));
    expect(supervised.restarts()).toBe(0);
    expect(log.lines).toEqual([]);
  });
});
