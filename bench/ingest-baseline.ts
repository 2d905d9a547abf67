import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../api/src/platform/paths.ts';

/** Where each machine's recorded ingest figures live (committed, so a regression shows on the next run). */
const file = path.join(repoRoot, 'bench', 'ingest-baselines.json');
/** A run this far below the recorded figure fails the bench. */
export const allowedDrop = 0.2;

type Baselines = Record<string, Record<string, { callsPerSecond: number; recordedAt: string }>>;

/** The machine, as the figures depend on it: CPU model and core count. */
export const machineKey = () => `${os.cpus()[0]?.model ?? 'unknown cpu'} × ${os.cpus().length}`;

/**
 * Compares an ingest run with the figure recorded for this machine and run (backend, method,
 * number of calls): records it when there is none (or BENCH_RECORD=1), and says whether the run
 * is more than 20 % below it.
 */
export function checkIngestBaseline(run: string, callsPerSecond: number): { regressed: boolean; line: string } {
  const all: Baselines = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Baselines) : {};
  const machine = (all[machineKey()] ??= {});
  const recorded = machine[run];
  if (!recorded || process.env.BENCH_RECORD === '1') {
    machine[run] = { callsPerSecond: Math.round(callsPerSecond), recordedAt: new Date().toISOString().slice(0, 10) };
    fs.writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
    return { regressed: false, line: `recorded ${Math.round(callsPerSecond)} calls/s as this machine's figure` };
  }
  const ratio = callsPerSecond / recorded.callsPerSecond;
  const regressed = ratio < 1 - allowedDrop;
  const verdict = regressed ? 'REGRESSION: more than 20 % below' : 'within 20 % of or above';
  return {
    regressed,
    line: `${(ratio * 100).toFixed(0)} % of this machine's recorded ${recorded.callsPerSecond} calls/s (${recorded.recordedAt}): ${verdict}`,
  };
}
