import { z } from 'zod';
import { describeEnvErrors, sharedEnvSchema, sharedSettings } from '@hotelvoice/api/platform/env-schema';
import { localSecret } from '@hotelvoice/api/platform/local-secrets';
import { resolveDataDir } from '@hotelvoice/api/platform/paths';

const workerEnvSchema = sharedEnvSchema.extend({
  RECONCILE_EVERY_MS: z.coerce.number().int().min(1000).default(60_000),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(16),
  WORKER_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
  SANDBOX_HEAP_MB: z.coerce.number().int().min(16).max(8192).default(256),
  SANDBOX_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
});

export function loadWorkerConfig(env: NodeJS.ProcessEnv) {
  const parsed = workerEnvSchema.safeParse(env);
  if (!parsed.success) throw new Error(describeEnvErrors(parsed.error));
  const e = parsed.data;
  const dataDir = resolveDataDir(e.DATA_DIR);
  return Object.freeze({
    env: e.NODE_ENV,
    production: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    ...sharedSettings(e, dataDir),
    // The local storage adapter signs URLs with the auth secret; the worker only reads objects.
    authJwtSecret: e.AUTH_JWT_SECRET ?? (e.NODE_ENV === 'production' ? '' : localSecret(dataDir, 'auth-jwt-secret')),
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    reconcileEveryMs: e.RECONCILE_EVERY_MS,
    concurrency: e.WORKER_CONCURRENCY,
    metricsPort: e.WORKER_METRICS_PORT,
    metricsToken: e.METRICS_TOKEN,
    /** Limits of each sandboxed processor run (knowledge files today). */
    sandbox: { maxHeapMb: e.SANDBOX_HEAP_MB, timeoutMs: e.SANDBOX_TIMEOUT_MS },
  });
}

export type WorkerConfig = ReturnType<typeof loadWorkerConfig>;

export function readWorkerConfig(): WorkerConfig {
  return loadWorkerConfig(process.env);
}
