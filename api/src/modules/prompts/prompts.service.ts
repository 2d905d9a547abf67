import { promptTemplateIds, type Prompt, type PromptTemplateId } from '../../contracts/admin.ts';
import { recordAudit, type AuditActor } from '../audit-log/index.ts';
import { withTransaction, type Pool } from '../../platform/db/pool.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { findPrompt, findVersion, listPrompts, listVersions, savePromptVersion, type SavedBy } from './prompts.repo.ts';

const empty = (promptId: PromptTemplateId): Prompt => ({ promptId, body: '', updatedAt: null, updatedByEmail: null });

export function createPromptsService(pool: Pool) {
  const get = async (promptId: PromptTemplateId): Promise<Prompt> =>
    (await findPrompt(pool, promptId)) ?? empty(promptId);

  return {
    /** All eleven templates in tab order; one never saved reads as an empty body. */
    async list(): Promise<Prompt[]> {
      const stored = new Map((await listPrompts(pool)).map((p) => [p.promptId, p]));
      return promptTemplateIds.map((id) => stored.get(id) ?? empty(id));
    },

    get,

    /** The new version and its audit entry commit together. */
    async save(promptId: PromptTemplateId, body: string, by: SavedBy, actor: AuditActor) {
      const version = await withTransaction(pool, async (tx) => {
        const saved = await savePromptVersion(tx, promptId, body, by, null);
        await recordAudit(tx, actor, { action: 'prompt.changed', subject: promptId });
        return saved;
      });
      return { prompt: await get(promptId), version };
    },

    versions: (promptId: PromptTemplateId) => listVersions(pool, promptId),

    /** Makes an old version current again, recorded as a new version that points at it. */
    async restore(promptId: PromptTemplateId, promptVersionId: number, by: SavedBy, actor: AuditActor) {
      const version = await withTransaction(pool, async (tx) => {
        const old = await findVersion(tx, promptId, promptVersionId);
        if (!old) throw new AppError('not_found', 'Version not found.');
        const saved = await savePromptVersion(tx, promptId, old.body, by, old.promptVersionId);
        await recordAudit(tx, actor, {
          action: 'prompt.changed',
          subject: promptId,
          details: { restoredVersion: promptVersionId },
        });
        return saved;
      });
      return { prompt: await get(promptId), version };
    },
  };
}
