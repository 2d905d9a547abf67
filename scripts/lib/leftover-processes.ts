import fs from 'node:fs';

/** Set by `npm test` on every phase; the processes tests start carry it on (test/support/config.ts). */
export const testRunEnv = 'HOTELVOICE_TEST_RUN';

export interface LeftoverProcess {
  pid: number;
  command: string;
}

/**
 * The processes still alive that carry `runId` in their environment: what a test started and did
 * not stop. Read from /proc (Linux, where the suite runs); elsewhere the answer is empty.
 */
export function leftoverProcesses(runId: string): LeftoverProcess[] {
  if (!fs.existsSync('/proc/self/environ')) return [];
  const marker = `${testRunEnv}=${runId}`;
  const found: LeftoverProcess[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      const environ = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      if (!environ.includes(marker)) continue;
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
      found.push({ pid, command });
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}
