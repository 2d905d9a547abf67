import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalAuth } from '../api/src/platform/auth/local-auth.ts';
import { createPool } from '../api/src/platform/db/pool.ts';
import { repoRoot } from '../api/src/platform/paths.ts';
import { uniqueEmail } from '../test/support/factories.ts';
import '../test/support/provided-context.ts';
import { freePort } from '../test/support/free-port.ts';
import { testDatabaseUrl } from '../test/support/file-database.ts';
import { testConfig } from '../test/support/config.ts';

const pool = createPool(testDatabaseUrl(), 2);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-admin-'));
afterAll(async () => {
  await pool.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function runAdmin(args: string[], env: Record<string, string | undefined> = {}) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, ...env };
  delete childEnv.SUPABASE_URL;
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete childEnv[key];
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/admin.ts', ...args],
      { cwd: repoRoot, env: childEnv, timeout: 110_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const withDatabase = () => ({ DATABASE_URL: testDatabaseUrl() });

async function accountOf(email: string) {
  const { rows } = await pool.query(
    `select a.id, a.raw_app_meta_data as app, p.activated, p.first_name
     from auth.users a left join public.users p on p.user_id = a.id where lower(a.email) = $1`,
    [email],
  );
  return rows[0];
}

describe('npm run admin', () => {
  it('when the e-mail is new, then an admin with an activated profile is created and can sign in', async () => {
    const email = uniqueEmail('tool-admin');
    const result = await runAdmin(['create', '--email', email, '--password', 'admin-tool-pass'], withDatabase());
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`created admin ${email}`);
    expect(await accountOf(email)).toMatchObject({ app: expect.objectContaining({ admin: true }), activated: true });
    const auth = createLocalAuth(pool, 'any-secret-will-do-for-sign-in-0123456789', testConfig.passwordCost);
    expect((await auth.signIn(email, 'admin-tool-pass')).identity.admin).toBe(true);
  });

  it('when the e-mail belongs to a pending user, then they are promoted, activated and signed out everywhere', async () => {
    const auth = createLocalAuth(pool, 'promote-test-secret-0123456789abcdef', testConfig.passwordCost);
    const email = uniqueEmail('tool-promote');
    const user = await auth.signUp(email, 'owner-password', {});
    await pool.query(
      `insert into public.users (user_id, first_name, last_name, email, activated) values ($1, 'Pat', 'Pending', $2, false)`,
      [user.id, email],
    );
    const session = await auth.signIn(email, 'owner-password');
    const result = await runAdmin(['create', '--email', email.toUpperCase()], withDatabase());
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('sessions were ended');
    expect(await accountOf(email)).toMatchObject({
      app: expect.objectContaining({ admin: true }),
      activated: true,
      first_name: 'Pat',
    });
    await expect(auth.verifyAccessToken(session.accessToken)).rejects.toMatchObject({ code: 'unauthenticated' });
    expect((await auth.signIn(email, 'owner-password')).identity.admin).toBe(true);
  });

  it('when the arguments are wrong, then it explains the usage and changes nothing', async () => {
    const email = uniqueEmail('tool-bad');
    const cases: [string[], string][] = [
      [[], 'No command given.'],
      [['delete', '--email', email], 'Unknown command "delete"'],
      [['create'], '--email is required.'],
      [['create', '--email', 'not-an-address', '--password', 'long-enough'], 'valid e-mail'],
      [['create', '--email', email, '--password', 'short'], 'at least 8 characters'],
      [['create', '--email', email], '--password is required'],
      [['create', '--email', email, '--pasword', 'typo-typo'], "Unknown option '--pasword'"],
    ];
    const results = await Promise.all(cases.map(([args]) => runAdmin(args, withDatabase())));
    results.forEach((result, i) => {
      const [args, message] = cases[i]!;
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain(message);
      expect(result.stderr).toContain('Usage: npm run admin -- create');
    });
    expect(await accountOf(email)).toBeUndefined();
  });

  it(
    'when no DATABASE_URL is set and nothing runs, then it starts the embedded Postgres itself',
    { timeout: 120_000 },
    async () => {
      const port = await freePort();
      const email = uniqueEmail('tool-embedded');
      const embeddedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-admin-embedded-'));
      try {
        const env = { DATABASE_URL: undefined, DATA_DIR: embeddedDir, EMBEDDED_DATABASE_PORT: String(port) };
        const result = await runAdmin(['create', '--email', email, '--password', 'embedded-pass'], env);
        expect(result.stderr).toBe('');
        expect(result.stdout).toContain('starting the embedded Postgres');
        expect(result.code).toBe(0);
        const again = await runAdmin(['create', '--email', email], env);
        expect(again.stdout).toContain('is already an admin');
      } finally {
        fs.rmSync(embeddedDir, { recursive: true, force: true });
      }
    },
  );
});
