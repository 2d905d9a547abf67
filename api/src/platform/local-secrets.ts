import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

type SecretName =
  | 'auth-jwt-secret'
  | 'pms-encryption-key'
  | 'ingest-hmac-secret'
  | 'csrf-secret'
  | 'elevenlabs-webhook-secret'
  | 'retell-api-key'
  | 'vapi-webhook-secret'
  | 'alerts-signing-secret'
  | 'vapid-private-key';

/**
 * Reads a secret generated once into the data folder, creating it on first use. Only for local
 * runs: production must pass every secret through env (config.ts enforces that).
 * Processes starting together (the api and the worker, or several of each) agree on one value:
 * each writes a candidate to a file of its own and hard-links it into place, which succeeds for
 * one of them only, and only ever with the whole secret (a file created empty and then written
 * could be read empty by another process in between).
 */
export function localSecret(dataDir: string, name: SecretName): string {
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!fs.existsSync(file)) {
    const candidate = path.join(dir, `.${name}.${process.pid}.${randomBytes(4).toString('hex')}`);
    fs.writeFileSync(candidate, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    try {
      fs.linkSync(candidate, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(candidate, { force: true });
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}
