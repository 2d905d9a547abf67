import { z } from 'zod';
import { describeEnvErrors, sharedEnvSchema, sharedSettings } from '@hotelvoice/api/platform/env-schema';
import { localSecret } from '@hotelvoice/api/platform/local-secrets';
import { resolveDataDir } from '@hotelvoice/api/platform/paths';
import { pmsEnvSchema, pmsSettings } from '@hotelvoice/api/modules/pms';
import { pushEnvSchema, pushSettings } from '@hotelvoice/api/platform/push/push-config';

/** Where the providers serve recordings: Retell's CDN, Vapi's storage (decision 015). */
export const defaultRecordingHosts = ['dxc03zgurdly9.cloudfront.net', '*.retellai.com', 'storage.vapi.ai', '*.vapi.ai'];

// PMS hosts and Web Push: settings both processes read the same way.
const outboundEnvSchema = pmsEnvSchema.extend(pushEnvSchema.shape);

const workerEnvSchema = sharedEnvSchema.extend(outboundEnvSchema.shape).extend({
  PMS_ENCRYPTION_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes, base64')
    .optional(),
  PMS_CHECK_EVERY_MS: z.coerce
    .number()
    .int()
    .min(60_000)
    .default(24 * 3600 * 1000),
  RECONCILE_EVERY_MS: z.coerce.number().int().min(1000).default(60_000),
  // How often owed alert e-mails and daily summaries are looked for.
  ALERT_SWEEP_EVERY_MS: z.coerce.number().int().min(1000).default(60_000),
  // How long a job's lock lasts unrenewed, and how often stalled jobs are looked for: a job of a
  // worker that died is handed on within about twice this (BullMQ's lockDuration, stalledInterval).
  JOB_LOCK_MS: z.coerce.number().int().min(2000).max(600_000).default(30_000),
  // 0 turns the scheduled run off; tests (NODE_ENV=test) run the job themselves.
  RETENTION_EVERY_MS: z.coerce.number().int().min(0).optional(),
  // The operations check (admin alerts, decision 019); 0 turns it off, tests run it themselves.
  OPS_CHECK_EVERY_MS: z.coerce.number().int().min(0).optional(),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(16),
  WORKER_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
  SANDBOX_HEAP_MB: z.coerce.number().int().min(16).max(8192).default(256),
  SANDBOX_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  RECORDING_HOSTS: z.string().default(defaultRecordingHosts.join(',')),
  RECORDING_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  RECORDING_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(2 * 1024 ** 3)
    .default(200 * 1024 * 1024),
  RECORDING_FETCH_LOCAL: z.enum(['true', 'false']).optional(),
});

export function loadWorkerConfig(env: NodeJS.ProcessEnv) {
  const parsed = workerEnvSchema.safeParse(env);
  if (!parsed.success) throw new Error(describeEnvErrors(parsed.error));
  const e = parsed.data;
  const dataDir = resolveDataDir(e.DATA_DIR);
  if (e.RECORDING_FETCH_LOCAL === 'true' && e.NODE_ENV === 'production') {
    throw new Error('Invalid environment:\n  RECORDING_FETCH_LOCAL: never allowed with NODE_ENV=production');
  }
  // Local runs (not production, no Supabase project: the ones npm start seeds) may fetch the
  // simulator's recordings from this machine; anywhere else only if said so, never in production.
  const allowLocal =
    (e.RECORDING_FETCH_LOCAL ?? (e.NODE_ENV !== 'production' && !e.SUPABASE_URL ? 'true' : 'false')) === 'true';
  const recordingHosts = e.RECORDING_HOSTS.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const production = e.NODE_ENV === 'production';
  if (production && !e.PMS_ENCRYPTION_KEY)
    throw new Error('Invalid environment:\n  PMS_ENCRYPTION_KEY: required in production');
  return Object.freeze({
    env: e.NODE_ENV,
    production: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    ...sharedSettings(e, dataDir),
    // The local storage adapter signs URLs with the auth secret; the worker only reads objects.
    authJwtSecret: e.AUTH_JWT_SECRET ?? (e.NODE_ENV === 'production' ? '' : localSecret(dataDir, 'auth-jwt-secret')),
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    /** Web Push: the same VAPID key as the api's (the browser subscribed with its public half). */
    push: pushSettings(e, production, dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    /** Signs the one-click unsubscribe links of alert e-mails; the same secret as the api's. */
    alertsSigningSecret:
      e.ALERTS_SIGNING_SECRET ??
      (production
        ? failConfig('ALERTS_SIGNING_SECRET: required in production')
        : localSecret(dataDir, 'alerts-signing-secret')),
    reconcileEveryMs: e.RECONCILE_EVERY_MS,
    alertSweepEveryMs: e.ALERT_SWEEP_EVERY_MS,
    jobLockMs: e.JOB_LOCK_MS,
    retentionEveryMs: e.RETENTION_EVERY_MS ?? (e.NODE_ENV === 'test' ? 0 : 3_600_000),
    opsCheckEveryMs: e.OPS_CHECK_EVERY_MS ?? (e.NODE_ENV === 'test' ? 0 : 300_000),
    concurrency: e.WORKER_CONCURRENCY,
    metricsPort: e.WORKER_METRICS_PORT,
    metricsToken: e.METRICS_TOKEN,
    /** Reads stored PMS keys to re-check them; the same key as the api's. */
    pmsEncryptionKey: Buffer.from(e.PMS_ENCRYPTION_KEY ?? localSecret(dataDir, 'pms-encryption-key'), 'base64'),
    pms: pmsSettings(e, production),
    pmsCheckEveryMs: e.PMS_CHECK_EVERY_MS,
    /** Limits of each sandboxed processor run (knowledge files today). */
    sandbox: { maxHeapMb: e.SANDBOX_HEAP_MB, timeoutMs: e.SANDBOX_TIMEOUT_MS },
    /** The recording-fetch job's policy: which hosts, how long, how big; local runs may fetch http and loopback. */
    recordingFetch: {
      hosts: allowLocal ? [...recordingHosts, '127.0.0.1', 'localhost'] : recordingHosts,
      timeoutMs: e.RECORDING_FETCH_TIMEOUT_MS,
      maxBytes: e.RECORDING_MAX_BYTES,
      allowLocal,
    },
  });
}

export type WorkerConfig = ReturnType<typeof loadWorkerConfig>;

export function readWorkerConfig(): WorkerConfig {
  return loadWorkerConfig(process.env);
}

function failConfig(line: string): never {
  throw new Error(`Invalid environment:\n  ${line}`);
}
