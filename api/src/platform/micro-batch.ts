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
 */
export function createMicroBatch<In, Out>(
  run: (items: In[]) => Promise<Out[]>,
  { maxSize = 200, maxInFlight = 2 }: { maxSize?: number; maxInFlight?: number } = {},
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
    setImmediate(flush);
  };

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      schedule();
    });
}
