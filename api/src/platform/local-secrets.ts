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
 * The file is written with O_EXCL so two processes starting together agree on one value.
 */
export function localSecret(dataDir: string, name: SecretName): string {
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}
