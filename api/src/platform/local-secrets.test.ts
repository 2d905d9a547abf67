import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './paths.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-local-secrets-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** One process reading the secret, as the api or the worker does when it starts. */
function readInAProcess(): Promise<string> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { localSecret } = await import(${JSON.stringify(path.join(repoRoot, 'api/src/platform/local-secrets.ts'))});
       process.stdout.write(JSON.stringify(localSecret(process.argv[1], 'vapid-private-key')));`,
      dataDir,
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as string) : reject(new Error(`exit ${code}`)))),
  );
}

describe('a local secret generated on first use', () => {
  it('when several processes start together on a new data folder, then all read one and the same whole secret', async () => {
    const secrets = await Promise.all(Array.from({ length: 6 }, readInAProcess));
    expect(new Set(secrets).size).toBe(1);
    expect(Buffer.from(secrets[0]!, 'base64url')).toHaveLength(32);
    // Nothing of the candidates is left beside it.
    expect(fs.readdirSync(path.join(dataDir, 'secrets'))).toEqual(['vapid-private-key']);
  });
});
