import type { AuthIdentity } from '../auth/auth-port.ts';

/** Who is asking, whatever the transport (HTTP cookie or socket handshake): token plus profile. */
export interface Identity extends AuthIdentity {
  activated: boolean;
  hasProfile: boolean;
  firstName: string;
  lastName: string;
}
