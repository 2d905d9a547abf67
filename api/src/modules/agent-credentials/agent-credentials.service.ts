import type { AgentCredentialStatus, IssuedAgentCredential } from '../../contracts/agent-credential.ts';
import { recordAudit, type AuditActor } from '../audit-log/index.ts';
import { withTransaction, type Pool } from '../../platform/db/pool.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import { hashAgentToken, looksLikeAgentToken, newAgentToken } from './agent-credential-token.ts';
import { hotelOfAgentCredential, readAgentCredentialStatus, replaceAgentCredential } from './agent-credentials.repo.ts';

/** Each hotel's voice-agent credential: issued (created or rotated) by an admin, kept as a hash. */
export function createAgentCredentialsService(db: Pool, hotels: HotelsService) {
  const knownHotel = async (hotelId: string) => {
    if (!(await hotels.exists(hotelId))) throw notFound('Hotel not found.');
  };

  return {
    /** The hotel a presented token opens, or null; nothing shaped otherwise is looked up. */
    hotelOfToken: async (token: string): Promise<string | null> =>
      looksLikeAgentToken(token) ? hotelOfAgentCredential(db, hashAgentToken(token)) : null,

    async status(hotelId: string): Promise<AgentCredentialStatus> {
      await knownHotel(hotelId);
      return readAgentCredentialStatus(db, hotelId);
    },

    /** A new token for the hotel; the one before (if any) is refused from the commit on. Audited. */
    async issue(hotelId: string, actor: AuditActor): Promise<IssuedAgentCredential> {
      await knownHotel(hotelId);
      const token = newAgentToken();
      const { replaced } = await withTransaction(db, async (tx) => {
        const done = await replaceAgentCredential(tx, hotelId, hashAgentToken(token), actor.userId);
        await recordAudit(tx, actor, {
          action: done.replaced ? 'agent_credential.rotated' : 'agent_credential.created',
          hotelId,
        });
        return done;
      });
      return { token, rotated: replaced, credential: await readAgentCredentialStatus(db, hotelId) };
    },
  };
}

export type AgentCredentialsService = ReturnType<typeof createAgentCredentialsService>;
