import type { AuthIdentity } from '../auth/auth-port.ts';

/** Who is asking, whatever the transport (HTTP cookie or socket handshake): token plus profile. */
export interface Identity extends AuthIdentity {
  activated: boolean;
  hasProfile: boolean;
  firstName: string;
  lastName: string;
}

/**
 * Who acted and from where (the client address the api saw, as for rate limits): what the audit log
 * records of a person. Here, beside Identity, so that the HTTP layer can build it without knowing the
 * audit-log module.
 */
export interface AuditActor {
  userId: string | null;
  email: string;
  ip: string;
}
