import { createPmsAdapter } from './create-pms-adapter.ts';
import type { PmsSettings } from './pms-config.ts';
import { PmsError } from './pms-error.ts';
import type { PmsCredentials } from './pms-port.ts';

export type PmsKeyCheck =
  | { ok: true; propertyName: string; currency: string | null }
  /** refused: the PMS said no to the key (do not store it); unreachable: it did not answer usefully. */
  | { ok: false; refused: boolean; reason: string };

/** One cheap authenticated read with the credentials, as the save, the daily check and the retry after failures use. */
export async function checkPmsKey(credentials: PmsCredentials, settings: PmsSettings): Promise<PmsKeyCheck> {
  try {
    const adapter = createPmsAdapter(credentials, settings, settings.checkTimeoutMs);
    return { ok: true, ...(await adapter.verify()) };
  } catch (error) {
    if (!(error instanceof PmsError)) throw error;
    const refused = error.kind === 'refused' || error.kind === 'rejected' || error.kind === 'not_found';
    return { ok: false, refused, reason: error.message };
  }
}
