/**
 * npm test: validate, build, then the unit, integration and browser tests, one phase after the
 * other; stops at the first phase that fails and prints how long each phase took (issue #31).
 * At the end it checks that no process a test started is still running (every phase and what it
 * starts carries the run's id in its environment); one that is fails the run and is killed.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { leftoverProcesses, testRunEnv } from './lib/leftover-processes.ts';

const runId = randomUUID();
const env = { ...process.env, [testRunEnv]: runId };

const phases: [name: string, command: string, args: string[]][] = [
  ['validate', 'npm', ['run', 'validate']],
  ['build', 'npm', ['run', 'build']],
  ['unit', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'web', '--project', 'web-components']],
  ['integration', 'npx', ['vitest', 'run', '--project', 'integration']],
  ['browser', 'npx', ['vitest', 'run', '--project', 'browser']],
];

const took: [string, number, string][] = [];
let failed = false;
for (const [name, command, args] of phases) {
  const started = performance.now();
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = (performance.now() - started) / 1000;
  failed = status !== 0;
  took.push([name, seconds, failed ? `failed (${signal ?? `exit ${status}`})` : 'passed']);
  if (failed) break;
}

// Processes end a moment after their parent is told to stop; give them that moment.
let leftovers = leftoverProcesses(runId);
for (let waited = 0; leftovers.length > 0 && waited < 10; waited++) {
  await new Promise((resolve) => setTimeout(resolve, 500));
  leftovers = leftoverProcesses(runId);
}
if (leftovers.length > 0) {
  failed = true;
  console.log('\nStill running after the tests (a test did not stop what it started; killed now):');
  for (const { pid, command } of leftovers) {
    console.log(`  ${pid}  ${command.slice(0, 160)}`);
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
  }
}

const total = took.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log('\nnpm test, by phase:');
for (const [name, seconds, outcome] of took) {
  console.log(`  ${name.padEnd(12)} ${seconds.toFixed(1).padStart(7)} s  ${outcome}`);
}
console.log(`  ${'total'.padEnd(12)} ${total.toFixed(1).padStart(7)} s`);
process.exit(failed ? 1 : 0);
