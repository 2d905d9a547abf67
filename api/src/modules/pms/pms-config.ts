import { z } from 'zod';

/**
 * The PMS APIs' documented hosts. Outbound PMS requests go only to these (over https), so a stored
 * property id or a crafted setting can never point the server at another machine.
 */
export const documentedPmsHosts = {
  cloudbeds: ['api.cloudbeds.com'],
  mews: ['api.mews.com', 'api.mews-demo.com'],
} as const;

/** Env keys of the PMS connection, read by the api and the worker alike. */
export const pmsEnvSchema = z.object({
  PMS_CLOUDBEDS_URL: z.url().default('https://api.cloudbeds.com'),
  PMS_MEWS_URL: z.url().default('https://api.mews.com'),
  /** Mews' ClientToken identifies our integration (issued by Mews at certification); owners paste AccessTokens. */
  MEWS_CLIENT_TOKEN: z.string().min(1).max(500).optional(),
  /** Time the agent's PMS tools give the PMS before answering with the spoken fallback. */
  PMS_TOOL_TIMEOUT_MS: z.coerce.number().int().min(100).max(1900).default(1500),
  /** Tool calls a hotel may make per minute; past it the agent hears the fallback (429). */
  PMS_TOOL_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(120),
  /** Time a key check (on save, daily) gives the PMS. */
  PMS_CHECK_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(8000),
});

export type PmsEnv = z.infer<typeof pmsEnvSchema>;

export interface PmsSettings {
  baseUrls: { cloudbeds: string; mews: string };
  mewsClientToken: string | undefined;
  toolTimeoutMs: number;
  toolCallsPerMinute: number;
  checkTimeoutMs: number;
  /** Hosts outbound PMS requests may reach. */
  allowedHosts: ReadonlySet<string>;
}

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Base URLs must be https on a documented host. Outside production a loopback http URL is allowed
 * too: that is how tests reach their PMS doubles and `npm start` its demo PMS.
 */
export function pmsSettings(e: PmsEnv, production: boolean): PmsSettings {
  const problems: string[] = [];
  const check = (key: string, value: string, documented: readonly string[]) => {
    const url = new URL(value);
    const local = !production && url.protocol === 'http:' && loopback.has(url.hostname);
    if (!local && !(url.protocol === 'https:' && documented.includes(url.hostname))) {
      problems.push(
        `  ${key}: must be https://${documented.join(' or https://')}${production ? '' : ' (or a loopback http URL)'}`,
      );
    }
    return url;
  };
  const cloudbeds = check('PMS_CLOUDBEDS_URL', e.PMS_CLOUDBEDS_URL, documentedPmsHosts.cloudbeds);
  const mews = check('PMS_MEWS_URL', e.PMS_MEWS_URL, documentedPmsHosts.mews);
  if (problems.length > 0) throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  return {
    baseUrls: { cloudbeds: cloudbeds.origin, mews: mews.origin },
    mewsClientToken: e.MEWS_CLIENT_TOKEN,
    toolTimeoutMs: e.PMS_TOOL_TIMEOUT_MS,
    toolCallsPerMinute: e.PMS_TOOL_CALLS_PER_MINUTE,
    checkTimeoutMs: e.PMS_CHECK_TIMEOUT_MS,
    allowedHosts: new Set([cloudbeds.host, mews.host]),
  };
}
