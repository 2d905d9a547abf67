import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../../test/support/provided-context.ts';
import {
  callIdPattern,
  callIdMaxLength,
  callIdOfPathSql,
  callObjectPath,
  callObjectPathSqlPattern,
  parseCallObjectPath,
} from './call-objects.ts';
import { testDatabaseUrl } from '../../../test/support/file-database.ts';

const callIdChar = fc.constantFrom(...'abcXYZ019._-'.split(''), '/', ' ', 'é', ':', '\\');
const callIdLike = fc.oneof(
  fc.string({ unit: callIdChar, minLength: 0, maxLength: 210 }),
  fc.string({ unit: fc.constantFrom(...'abc019._-'.split('')), minLength: 195, maxLength: 205 }),
);
const hotelLike = fc.oneof(
  fc.uuid({ version: 4 }),
  fc.constantFrom('not-a-uuid', '', 'ABCDEF00-0000-4000-8000-000000000000'),
);
const pathLike = fc.oneof(
  fc
    .tuple(
      hotelLike,
      callIdLike,
      fc.constantFrom('transcripts', 'recordings', 'facts', 'other'),
      fc.constantFrom('json', 'ogg', 'txt', 'started.json', 'analysis.json', 'bogus.json'),
    )
    .map(([hotel, id, folder, ext]) => `hotels/${hotel}/${folder}/${id}.${ext}`),
  fc.string({ maxLength: 80 }),
);

describe('call object paths', () => {
  let db: pg.Client;
  beforeAll(async () => {
    db = new pg.Client({ connectionString: testDatabaseUrl() });
    await db.connect();
  });
  afterAll(() => db?.end());

  it('when a path is written, then reading it back gives the same call and kind', () => {
    fc.assert(
      fc.property(
        fc.uuid({ version: 4 }),
        fc.stringMatching(callIdPattern),
        fc.constantFrom('transcript', 'recording'),
        (hotelId, callId, kind) => {
          expect(parseCallObjectPath(callObjectPath(hotelId, callId, kind as 'transcript' | 'recording'))).toEqual({
            hotelId,
            callId,
            kind,
          });
        },
      ),
    );
  });

  it('when any name is tested, then the SQL pattern and length check (with a uuid hotel) agree with the parser', async () => {
    const samples = fc.sample(pathLike, 400);
    const { rows } = await db.query<{ name: string; matches: boolean }>(
      `select name, name ~ $2 and length(${callIdOfPathSql('name')}) <= $3 as matches from unnest($1::text[]) as name`,
      [samples, callObjectPathSqlPattern, callIdMaxLength],
    );
    const uuid = /^hotels\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\//;
    for (const row of rows) {
      // The SQL join on hotels stands for the uuid check.
      expect({ name: row.name, matches: row.matches && uuid.test(row.name) }).toEqual({
        name: row.name,
        matches: parseCallObjectPath(row.name) !== null,
      });
    }
  });

  it('when a call id is stored, then the call_logs check accepts exactly what callIdPattern accepts', async () => {
    const { rows } = await db.query<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint
       where conrelid = 'public.call_logs'::regclass and pg_get_constraintdef(oid) like '%call_id ~%'`,
    );
    expect(rows).toHaveLength(1);
    const checkPattern = /~ '([^']+)'/.exec(rows[0]!.definition)![1]!;
    expect(checkPattern).toBe(callIdPattern.source);
    const samples = fc.sample(callIdLike, 300);
    const checked = await db.query<{ id: string; ok: boolean }>(
      `select id, id ~ $2 as ok from unnest($1::text[]) as id`,
      [samples, checkPattern],
    );
    for (const row of checked.rows) expect(row).toEqual({ id: row.id, ok: callIdPattern.test(row.id) });
  });
});
