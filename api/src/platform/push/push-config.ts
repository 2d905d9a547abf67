import { createECDH } from 'node:crypto';
import { z } from 'zod';
import { localSecret } from '../local-secrets.ts';

/** The push services browsers subscribe with: Chrome/Edge (FCM), Firefox, Safari, Windows (decision 094). */
export const knownPushServiceHosts = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

/** Env keys of Web Push, read by the api (public key, test push) and the worker (sending). */
export const pushEnvSchema = z.object({
  /** The VAPID private key: a P-256 scalar, 32 bytes base64url (`npx web-push generate-vapid-keys`). */
  VAPID_PRIVATE_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64url').length === 32, 'must be 32 bytes, base64url')
    .optional(),
  /** Who runs this sender, for the push services (RFC 8292 `sub`); MAIL_FROM's address when unset. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https: URL')
    .optional(),
  PUSH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});

export interface PushSettings {
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** Hosts subscription endpoints may be on (patterns as in host-patterns.ts). */
  allowedHosts: readonly string[];
  /** Tests and local runs: endpoints on loopback (the push service double), http or https, are allowed too. */
  allowLocal: boolean;
  timeoutMs: number;
}

/**
 * The VAPID key pair: the private key from env (required in production), else generated into the
 * local secrets on first run; the public key is derived from it, so the two can never disagree.
 */
export function pushSettings(
  e: z.infer<typeof pushEnvSchema> & { MAIL_FROM: string },
  production: boolean,
  dataDir: string,
): PushSettings {
  if (production && !e.VAPID_PRIVATE_KEY) {
    throw new Error('Invalid environment:\n  VAPID_PRIVATE_KEY: required in production');
  }
  const privateKey = e.VAPID_PRIVATE_KEY ?? localSecret(dataDir, 'vapid-private-key');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  const address = /<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM;
  return {
    vapid: {
      publicKey: ecdh.getPublicKey().toString('base64url'),
      privateKey: Buffer.from(privateKey, 'base64url').toString('base64url'),
      subject: e.VAPID_SUBJECT ?? `mailto:${address.trim()}`,
    },
    allowedHosts: knownPushServiceHosts,
    allowLocal: !production,
    timeoutMs: e.PUSH_TIMEOUT_MS,
  };
}
