import type { Prompt, PromptTemplateId, PromptVersion } from '../../contracts/admin.ts';
import type { Db } from '../../platform/db/pool.ts';

const promptColumns = `p.prompt_id as "promptId", p.body, p.updated_at as "updatedAt",
  (select v.created_by_email from public.prompt_versions v where v.prompt_id = p.prompt_id
   order by v.prompt_version_id desc limit 1) as "updatedByEmail"`;

/** A version's place in its own template's history: 1, 2, 3… (ids are shared by all templates). */
const numberOf = (versionId: string) => `(select count(*)::int from public.prompt_versions w
   where w.prompt_id = v.prompt_id and w.prompt_version_id <= ${versionId})`;

const versionColumns = `v.prompt_version_id as "promptVersionId", v.prompt_id as "promptId", v.body,
  v.created_by_email as "createdByEmail", v.restored_from as "restoredFrom", v.created_at as "createdAt",
  ${numberOf('v.prompt_version_id')} as "versionNumber",
  case when v.restored_from is null then null else ${numberOf('v.restored_from')} end as "restoredFromNumber"`;

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
  const { rows } = await db.query<{ id: number }>(
    `insert into public.prompt_versions (prompt_id, body, created_by, created_by_email, restored_from)
     values ($1, $2, $3, $4, $5) returning prompt_version_id as id`,
    [promptId, body, by.userId, by.email, restoredFrom],
  );
  // Read back in a new statement: a statement's own insert is invisible to its subqueries.
  return (await findVersion(db, promptId, Number(rows[0]!.id)))!;
}

export async function listVersions(db: Db, promptId: PromptTemplateId): Promise<PromptVersion[]> {
  const { rows } = await db.query<PromptVersion>(
    `select ${versionColumns} from public.prompt_versions v where v.prompt_id = $1
     order by v.prompt_version_id desc limit 200`,
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
    `select ${versionColumns} from public.prompt_versions v where v.prompt_id = $1 and v.prompt_version_id = $2`,
    [promptId, promptVersionId],
  );
  return rows[0] ?? null;
}
