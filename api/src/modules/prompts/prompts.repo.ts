import type { Prompt, PromptTemplateId, PromptVersion } from '../../contracts/admin.ts';
import type { Db } from '../../platform/db/pool.ts';

const promptColumns = `p.prompt_id as "promptId", p.body, p.updated_at as "updatedAt",
  (select v.created_by_email from public.prompt_versions v where v.prompt_id = p.prompt_id
   order by v.prompt_version_id desc limit 1) as "updatedByEmail"`;

const versionColumns = `prompt_version_id as "promptVersionId", prompt_id as "promptId", body,
  created_by_email as "createdByEmail", restored_from as "restoredFrom", created_at as "createdAt"`;

export async function listPrompts(db: Db): Promise<Prompt[]> {
  const { rows } = await db.query<Prompt>(`select ${promptColumns} from public.prompts p`);
  return rows;
}

export async function findPrompt(db: Db, promptId: PromptTemplateId): Promise<Prompt | null> {
  const { rows } = await db.query<Prompt>(`select ${promptColumns} from public.prompts p where p.prompt_id = $1`, [
    promptId,
  ]);
  return rows[0] ?? null;
}

export interface SavedBy {
  userId: string;
  email: string;
}

/** Writes the body (merge-write, as the spec's document store did) and keeps it as a new version. */
export async function savePromptVersion(
  db: Db,
  promptId: PromptTemplateId,
  body: string,
  by: SavedBy,
  restoredFrom: number | null,
): Promise<PromptVersion> {
  await db.query(
    `insert into public.prompts (prompt_id, body, updated_at, updated_by) values ($1, $2, now(), $3)
     on conflict (prompt_id) do update set body = excluded.body, updated_at = now(), updated_by = excluded.updated_by`,
    [promptId, body, by.userId],
  );
  const { rows } = await db.query<PromptVersion>(
    `insert into public.prompt_versions (prompt_id, body, created_by, created_by_email, restored_from)
     values ($1, $2, $3, $4, $5) returning ${versionColumns}`,
    [promptId, body, by.userId, by.email, restoredFrom],
  );
  return rows[0]!;
}

export async function listVersions(db: Db, promptId: PromptTemplateId): Promise<PromptVersion[]> {
  const { rows } = await db.query<PromptVersion>(
    `select ${versionColumns} from public.prompt_versions where prompt_id = $1
     order by prompt_version_id desc limit 200`,
    [promptId],
  );
  return rows;
}

export async function findVersion(
  db: Db,
  promptId: PromptTemplateId,
  promptVersionId: number,
): Promise<PromptVersion | null> {
  const { rows } = await db.query<PromptVersion>(
    `select ${versionColumns} from public.prompt_versions where prompt_id = $1 and prompt_version_id = $2`,
    [promptId, promptVersionId],
  );
  return rows[0] ?? null;
}
