interface Waiting<In, Out> {
  item: In;
  resolve: (value: Out) => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers the calls that arrive while earlier batches are still running and hands them to `run`
 * together, so many concurrent jobs share one round trip and one commit. An idle process pays
 * only a setImmediate; a busy one gets larger batches, because at most `maxInFlight` batches run
 * at once and everything else waits for the next one. `run` returns one result per item, in order.
 * With `lingerMs`, a batch waits that long for company first: for writes where a little latency
 * buys far fewer, larger batches (site events: a beacon's answer is read by no one).
 */
export function createMicroBatch<In, Out>(
  run: (items: In[]) => Promise<Out[]>,
  { maxSize = 200, maxInFlight = 2, lingerMs = 0 }: { maxSize?: number; maxInFlight?: number; lingerMs?: number } = {},
): (item: In) => Promise<Out> {
  let waiting: Waiting<In, Out>[] = [];
  let inFlight = 0;
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    while (waiting.length > 0 && inFlight < maxInFlight) {
      const batch = waiting.slice(0, maxSize);
      waiting = waiting.slice(batch.length);
      inFlight++;
      run(batch.map((w) => w.item))
        .then(
          (results) => batch.forEach((w, i) => w.resolve(results[i] as Out)),
          (error: unknown) => batch.forEach((w) => w.reject(error)),
        )
        .finally(() => {
          inFlight--;
          schedule();
        });
    }
  };

  const schedule = () => {
    if (scheduled || waiting.length === 0 || inFlight >= maxInFlight) return;
    scheduled = true;
    if (lingerMs > 0 && waiting.length < maxSize) setTimeout(flush, lingerMs);
    else setImmediate(flush);
  };

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      // A full batch does not linger.
      if (lingerMs > 0 && waiting.length === maxSize && inFlight < maxInFlight) setImmediate(flush);
      schedule();
    });
}
