import { z } from 'zod';
import { localSecret } from './platform/local-secrets.ts';
import { resolveDataDir } from './platform/paths.ts';
import { describeEnvErrors, sharedEnvSchema, sharedSettings } from './platform/env-schema.ts';
import { allowedOrigins } from './platform/http/allowed-origins.ts';
import { defaultPasswordCost } from './platform/auth/local-auth.ts';
import { pmsEnvSchema, pmsSettings } from './modules/pms/index.ts';
import { pushEnvSchema, pushSettings } from './platform/push/push-config.ts';

// PMS hosts and Web Push: settings both processes read the same way.
const outboundEnvSchema = pmsEnvSchema.extend(pushEnvSchema.shape);

const apiEnvSchema = sharedEnvSchema.extend(outboundEnvSchema.shape).extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  // bcrypt's cost for the local auth provider's passwords (decision 095): tests use 4.
  LOCAL_AUTH_PASSWORD_COST: z.coerce.number().int().min(4).max(15).default(defaultPasswordCost),
  // Admins must use two-step sign-in before the admin area answers (decision 022).
  ADMIN_TWO_STEP_REQUIRED: z.enum(['true', 'false']).default('false'),
  PMS_ENCRYPTION_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes, base64')
    .optional(),
  INGEST_HMAC_SECRET: z.string().min(16).optional(),
  ELEVENLABS_WEBHOOK_SECRET: z.string().min(8).optional(),
  RETELL_API_KEY: z.string().min(8).optional(),
  VAPI_WEBHOOK_SECRET: z.string().min(8).optional(),
  ELEVENLABS_TOOL_SECRET: z.string().min(16).optional(),
  VAPI_TOOL_SECRET: z.string().min(16).optional(),
  CSRF_SECRET: z.string().min(32).optional(),
  TRY_PHONE_NUMBER: z.string().min(3).default('+1 (555) 010-4242'),
  DEMO_AUDIO_PROVIDER_KEY: z.string().min(1).optional(),
  DEMO_CONVERSATION_ID: z.string().min(1).optional(),
  /** The web's build (web/build by default: its server/ handler and client/ files). */
  WEB_BUILD_DIR: z.string().optional(),
  /** `npm run dev`: the web from Vite's dev server in this process, with hot reload. */
  WEB_DEV: z.enum(['0', '1']).default('0'),
  METRICS_TOKEN: z.string().min(16).optional(),
  // Hotels above either are exported by a job into storage, with the link by e-mail (decision 016).
  EXPORT_INLINE_MAX_CALLS: z.coerce.number().int().min(0).default(2000),
  EXPORT_INLINE_MAX_MB: z.coerce.number().int().min(0).default(500),
  // A request's database statement that runs longer is cancelled and answered 503 (0: no limit).
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  // The door of unauthenticated bodies (ingest, webhooks; issue 30): uploads one address may send at
  // once before any is verified, the receive rate each must keep (measured over the window), and the
  // bytes of unverified webhook bodies held in memory by the process.
  UPLOADS_PER_SOURCE: z.coerce.number().int().min(1).default(8),
  UPLOAD_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(1).default(8192),
  UPLOAD_RATE_WINDOW_MS: z.coerce.number().int().min(100).default(10_000),
  WEBHOOK_MEMORY_BUDGET_BYTES: z.coerce.number().int().min(1024).default(67_108_864), // 64 MiB
  // A request's headers must be in within this (Node's default is a minute).
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
});

const productionSecrets = [
  'DATABASE_URL',
  'PMS_ENCRYPTION_KEY',
  'INGEST_HMAC_SECRET',
  'CSRF_SECRET',
  'ALERTS_SIGNING_SECRET',
  'VAPID_PRIVATE_KEY',
] as const;

/** The local auth provider's bcrypt cost as LOCAL_AUTH_PASSWORD_COST sets it, for the demo seed outside the api. */
export const localAuthPasswordCost = (env: NodeJS.ProcessEnv): number =>
  apiEnvSchema.shape.LOCAL_AUTH_PASSWORD_COST.parse(env.LOCAL_AUTH_PASSWORD_COST);

export function loadConfig(env: NodeJS.ProcessEnv) {
  const parsed = apiEnvSchema.safeParse(env);
  if (!parsed.success) throw new Error(describeEnvErrors(parsed.error));
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production) {
    const missing = productionSecrets.filter((key) => !e[key]);
    if (!e.SUPABASE_URL && !e.AUTH_JWT_SECRET) missing.push('AUTH_JWT_SECRET' as never);
    if (e.LOCAL_AUTH_PASSWORD_COST < defaultPasswordCost)
      throw new Error(
        `Invalid environment:\n  LOCAL_AUTH_PASSWORD_COST: at least ${defaultPasswordCost} in production`,
      );
    if (missing.length > 0) {
      throw new Error(`Invalid environment:\n${missing.map((k) => `  ${k}: required in production`).join('\n')}`);
    }
  }
  const dataDir = resolveDataDir(e.DATA_DIR);
  // Production never writes secret files: every secret it uses was required above; the rest
  // (the local auth secret in Supabase mode) is unused there.
  const secret = (value: string | undefined, name: Parameters<typeof localSecret>[1]) =>
    value ?? (production ? '' : localSecret(dataDir, name));
  const localOnly = (name: Parameters<typeof localSecret>[1]) =>
    defaultHost(production, e.SUPABASE_URL) ? localSecret(dataDir, name) : undefined;
  return Object.freeze({
    env: e.NODE_ENV,
    production,
    logLevel: e.LOG_LEVEL,
    port: e.PORT,
    host: e.HOST ?? defaultHost(production, e.SUPABASE_URL),
    trustProxy: e.TRUST_PROXY === 'true',
    adminTwoStepRequired: e.ADMIN_TWO_STEP_REQUIRED === 'true',
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    allowedOrigins: allowedOrigins(e.PUBLIC_URL),
    ...sharedSettings(e, dataDir),
    authJwtSecret: secret(e.AUTH_JWT_SECRET, 'auth-jwt-secret'),
    localAuthPasswordCost: e.LOCAL_AUTH_PASSWORD_COST,
    pmsEncryptionKey: Buffer.from(secret(e.PMS_ENCRYPTION_KEY, 'pms-encryption-key'), 'base64'),
    pms: pmsSettings(e, production),
    ingestHmacSecret: secret(e.INGEST_HMAC_SECRET, 'ingest-hmac-secret'),
    // Local runs get generated provider secrets, so `npm run simulate:calls -- --provider …` works
    // out of the box; elsewhere an unset secret keeps that webhook closed (503).
    elevenLabsWebhookSecret: e.ELEVENLABS_WEBHOOK_SECRET ?? localOnly('elevenlabs-webhook-secret'),
    retellApiKey: e.RETELL_API_KEY ?? localOnly('retell-api-key'),
    vapiWebhookSecret: e.VAPI_WEBHOOK_SECRET ?? localOnly('vapi-webhook-secret'),
    elevenLabsToolSecret: e.ELEVENLABS_TOOL_SECRET,
    vapiToolSecret: e.VAPI_TOOL_SECRET,
    csrfSecret: secret(e.CSRF_SECRET, 'csrf-secret'),
    alertsSigningSecret: secret(e.ALERTS_SIGNING_SECRET, 'alerts-signing-secret'),
    /** Web Push: the VAPID keys (generated into the local secrets on a local run) and where we may send. */
    push: pushSettings(e, production, dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    tryPhoneNumber: e.TRY_PHONE_NUMBER,
    demoAudio:
      e.DEMO_AUDIO_PROVIDER_KEY && e.DEMO_CONVERSATION_ID
        ? { apiKey: e.DEMO_AUDIO_PROVIDER_KEY, conversationId: e.DEMO_CONVERSATION_ID }
        : undefined,
    webBuildDir: e.WEB_BUILD_DIR,
    webDev: e.WEB_DEV === '1',
    metricsToken: e.METRICS_TOKEN,
    exportInlineLimits: { calls: e.EXPORT_INLINE_MAX_CALLS, bytes: e.EXPORT_INLINE_MAX_MB * 1024 * 1024 },
    statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    uploadDoor: {
      perSource: e.UPLOADS_PER_SOURCE,
      minBytesPerSecond: e.UPLOAD_MIN_BYTES_PER_SECOND,
      windowMs: e.UPLOAD_RATE_WINDOW_MS,
      memoryBudgetBytes: e.WEBHOOK_MEMORY_BUDGET_BYTES,
    },
    headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
  });
}

export type AppConfig = ReturnType<typeof loadConfig>;

/**
 * Local runs (not production, no Supabase project) are the ones `npm start` seeds with the demo
 * accounts, whose passwords are in the README: they listen on loopback only unless HOST says more.
 * Elsewhere the default stays every interface (undefined), as a container needs.
 */
function defaultHost(production: boolean, supabaseUrl: string | undefined): string | undefined {
  return production || supabaseUrl ? undefined : '127.0.0.1';
}

/** The process's configuration, read from its environment once. */
export function readConfig(): AppConfig {
  return loadConfig(process.env);
}
