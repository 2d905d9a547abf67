import { createHash, randomBytes } from 'node:crypto';

/** The prefix that makes a hotel's agent credential recognizable (in logs, secret scanners, support). */
export const agentTokenPrefix = 'hvat_';
const agentTokenShape = /^hvat_[A-Za-z0-9_-]{43}$/;

/** A new credential: the prefix and 32 random bytes, base64url. Shown once; only its hash is kept. */
export const newAgentToken = () => `${agentTokenPrefix}${randomBytes(32).toString('base64url')}`;

/** What the database holds and looks the credential up by: SHA-256, hex. */
export const hashAgentToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Anything else is refused without a database query. */
export const looksLikeAgentToken = (value: string) => agentTokenShape.test(value);
