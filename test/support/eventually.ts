/**
 * Polls `read` until it returns a value (the work happens in another process or on a timer) and
 * answers it; fails naming `what` (and the last error a read threw) after the timeout.
 */
export async function eventually<T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < until) {
    try {
      const value = await read();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const why = lastError ? ` (last error: ${(lastError as Error).message})` : '';
  throw new Error(`timed out waiting for ${what}${why}`);
}
