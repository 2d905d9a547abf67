import { z } from 'zod';

/** Env keys that both the api and the worker read. Each process parses them in its own config.ts. */
export const sharedEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  QUEUE_BACKEND: z.enum(['redis', 'postgres']).default('redis'),
  /** Namespaces queues and realtime channels; lets test runs share one Redis. */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]+$/i)
    .optional(),
  SUPABASE_URL: z.url().optional(),
  SUPABASE_ANON_KEY: z.string().min(1).optional(),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1).optional(),
  SUPABASE_JWT_SECRET: z.string().min(32).optional(),
  AUTH_JWT_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('HotelVoice <no-reply@hotelvoice.dev>'),
  PUBLIC_URL: z.url().default('http://localhost:8000'),
  /** Signs alert e-mails' one-click unsubscribe links; the api checks what the worker signed. */
  ALERTS_SIGNING_SECRET: z.string().min(32).optional(),
});

export type SharedEnv = z.infer<typeof sharedEnvSchema>;

/** Formats every failing key of a zod error on one line each, for a start-up that must stop. */
export function describeEnvErrors(error: z.ZodError): string {
  const lines = error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  return `Invalid environment:\n${lines.join('\n')}`;
}

/** The settings both processes derive the same way from the shared keys. */
export function sharedSettings(e: SharedEnv, dataDir: string) {
  return {
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
  };
}

export const EMBEDDED_DATABASE_PORT = 54329;
export const EMBEDDED_DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${EMBEDDED_DATABASE_PORT}/hotelvoice`;
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
