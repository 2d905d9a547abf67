import { z } from 'zod';
import {
  DEFAULT_REDIS_URL,
  EMBEDDED_DATABASE_URL,
  describeEnvErrors,
  sharedEnvSchema,
} from '@hotelvoice/api/platform/env-schema';
import { localSecret } from '@hotelvoice/api/platform/local-secrets';
import { resolveDataDir } from '@hotelvoice/api/platform/paths';

const workerEnvSchema = sharedEnvSchema.extend({
  RECONCILE_EVERY_MS: z.coerce.number().int().min(1000).default(60_000),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(16),
  WORKER_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
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
    dataDir,
    databaseUrl: e.DATABASE_URL ?? EMBEDDED_DATABASE_URL,
    redisUrl: e.REDIS_URL ?? DEFAULT_REDIS_URL,
    queueBackend: e.QUEUE_BACKEND,
    queuePrefix: e.QUEUE_PREFIX,
    supabase: e.SUPABASE_URL
      ? {
          url: e.SUPABASE_URL,
          anonKey: e.SUPABASE_ANON_KEY ?? '',
          serviceRoleKey: e.SUPABASE_SERVICE_ROLE_KEY ?? '',
          jwtSecret: e.SUPABASE_JWT_SECRET,
        }
      : undefined,
    // The local storage adapter signs URLs with the auth secret; the worker only reads objects.
    authJwtSecret: e.AUTH_JWT_SECRET ?? localSecret(dataDir, 'auth-jwt-secret'),
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    reconcileEveryMs: e.RECONCILE_EVERY_MS,
    concurrency: e.WORKER_CONCURRENCY,
    metricsPort: e.WORKER_METRICS_PORT,
    metricsToken: e.METRICS_TOKEN,
  });
}

export type WorkerConfig = ReturnType<typeof loadWorkerConfig>;

export function readWorkerConfig(): WorkerConfig {
  return loadWorkerConfig(process.env);
}
