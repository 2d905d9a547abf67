import { hashAgentToken, newAgentToken } from '../../api/src/modules/agent-credentials/agent-credential-token.ts';
import { replaceAgentCredential } from '../../api/src/modules/agent-credentials/agent-credentials.repo.ts';
import type { Db } from '../../api/src/platform/db/pool.ts';

/** Gives the hotel a new agent credential, as an admin's "Create credential" does, and returns the token. */
export async function issueAgentCredential(db: Db, hotelId: string): Promise<string> {
  const token = newAgentToken();
  await replaceAgentCredential(db, hotelId, hashAgentToken(token), null);
  return token;
}
