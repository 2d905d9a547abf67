import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMicroBatch } from './micro-batch.ts';

describe('createMicroBatch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when calls arrive in the same tick, then they share one batch and each gets its own result', async () => {
    const batches: number[][] = [];
    const double = createMicroBatch(async (items: number[]) => {
      batches.push(items);
      return items.map((n) => n * 2);
    });
    const results = Promise.all([double(1), double(2), double(3)]);
    await vi.runAllTimersAsync();
    expect(await results).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('when it lingers, then calls spread over the window go together, and a full batch does not wait', async () => {
    const batches: number[][] = [];
    const echo = createMicroBatch(
      async (items: number[]) => {
        batches.push(items);
        return items;
      },
      { lingerMs: 200, maxSize: 3 },
    );
    void echo(1);
    await vi.advanceTimersByTimeAsync(100);
    void echo(2);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(batches).toEqual([[1, 2]]);

    void echo(3);
    void echo(4);
    void echo(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it('when a batch fails, then every caller in it is rejected and the next batch still runs', async () => {
    let fail = true;
    const run = createMicroBatch(async (items: number[]) => {
      if (fail) throw new Error('down');
      return items;
    });
    const first = run(1);
    const settled = first.catch((error: Error) => error.message);
    await vi.runAllTimersAsync();
    expect(await settled).toBe('down');
    fail = false;
    const second = run(2);
    await vi.runAllTimersAsync();
    expect(await second).toBe(2);
  });
});
