/**
 * A person as the follow-up answers name them, as JSON (`{ userId, name }`): first and last name,
 * else the e-mail address; null when `idColumn` is. `alias` is a joined public.users row. The
 * follow-up list (the call log's) and the follow-up history (the follow-ups module's) share it.
 */
export const personSql = (alias: string, idColumn: string) =>
  `case when ${idColumn} is null then null else json_build_object('userId', ${idColumn}, 'name',
     coalesce(nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.email)) end`;
