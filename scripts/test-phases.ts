/**
 * npm test: validate, build, then the unit, integration and browser tests, one phase after the
 * other; stops at the first phase that fails and prints how long each phase took (issue #31).
 */
import { spawnSync } from 'node:child_process';

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
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  failed = status !== 0;
  took.push([name, seconds, failed ? `failed (${signal ?? `exit ${status}`})` : 'passed']);
  if (failed) break;
}

const total = took.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log('\nnpm test, by phase:');
for (const [name, seconds, outcome] of took) {
  console.log(`  ${name.padEnd(12)} ${seconds.toFixed(1).padStart(7)} s  ${outcome}`);
}
console.log(`  ${'total'.padEnd(12)} ${total.toFixed(1).padStart(7)} s`);
process.exit(failed ? 1 : 0);
