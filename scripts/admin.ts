/**
 * `npm run admin -- create --email <address> --password <password>`: makes a new admin, or makes
 * an existing account an admin (its sessions end so the claim applies at once), and makes sure
 * the account has an activated profile so the dashboard opens. Works in both modes: with
 * SUPABASE_URL it goes through Supabase Auth, otherwise through the local auth tables. With no
 * DATABASE_URL it uses the embedded Postgres, starting it itself when `npm start` is not running.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { z } from 'zod';
import { loadConfig, type AppConfig } from '../api/src/config.ts';
import { signUpBody } from '../api/src/contracts/auth.ts';
import { createLocalAuth } from '../api/src/platform/auth/local-auth.ts';
import { createSupabaseAuth } from '../api/src/platform/auth/supabase-auth.ts';
import { startEmbeddedPostgres, type RunningEmbedded } from '../api/src/platform/db/embedded.ts';
import { migrate } from '../api/src/platform/db/migrate.ts';
import { createPool, type Pool } from '../api/src/platform/db/pool.ts';
import { EMBEDDED_DATABASE_PORT } from '../api/src/platform/env-schema.ts';

const usage = `Usage: npm run admin -- create --email <address> [--password <password>] [--first-name <name>] [--last-name <name>]

  Creates an admin account, or makes the existing account with that e-mail an admin.
  --password is required for a new account; given for an existing one, it replaces its password.
  --first-name and --last-name name the profile (default: Admin User).`;

class UsageError extends Error {}

const input = z.object({
  email: signUpBody.shape.email,
  password: signUpBody.shape.password.optional(),
  firstName: z.string().trim().min(1).max(100).optional(),
  lastName: z.string().trim().min(1).max(100).optional(),
});

function readArguments(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return null;
  if (positionals[0] !== 'create' || positionals.length > 1) {
    throw new UsageError(positionals[0] ? `Unknown command "${positionals.join(' ')}".` : 'No command given.');
  }
  if (!values.email) throw new UsageError('--email is required.');
  const checked = input.safeParse({
    email: values.email,
    password: values.password,
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  if (!checked.success)
    throw new UsageError(checked.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n'));
  return checked.data;
}

/** The database to use, and how to let go of it. */
async function openDatabase(config: AppConfig): Promise<{ pool: Pool; embedded?: RunningEmbedded }> {
  if (process.env.DATABASE_URL) return { pool: createPool(process.env.DATABASE_URL, 2) };
  if (config.supabase) {
    throw new Error(
      'SUPABASE_URL is set but DATABASE_URL is not: set it to the project database, where profiles live.',
    );
  }
  const port = Number(process.env.EMBEDDED_DATABASE_PORT ?? EMBEDDED_DATABASE_PORT);
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/hotelvoice`;
  if (await answers(url)) return { pool: createPool(url, 2) }; // `npm start` is running it
  console.log(`[admin] starting the embedded Postgres in ${config.dataDir}`);
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port, database: 'hotelvoice' });
  const pool = createPool(embedded.url, 2);
  await migrate(pool);
  return { pool, embedded };
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function main(): Promise<void> {
  const args = readArguments(process.argv.slice(2));
  if (!args) return console.log(usage);
  const config = loadConfig(process.env);
  const { pool, embedded } = await openDatabase(config);
  try {
    const auth = config.supabase
      ? createSupabaseAuth(config.supabase)
      : createLocalAuth(pool, config.authJwtSecret, config.localAuthPasswordCost);
    const existing = await auth.findUserByEmail(args.email);
    let userId: string;
    if (existing) {
      userId = existing.id;
      if (args.password) await auth.setPassword(userId, args.password);
      if (!existing.admin) await auth.setAdmin(userId, true);
      console.log(
        existing.admin
          ? `[admin] ${args.email} is already an admin${args.password ? '; password replaced and open sessions ended' : ''}`
          : `[admin] made ${args.email} an admin; their open sessions were ended${args.password ? ' and the password replaced' : ''}`,
      );
    } else {
      if (!args.password) throw new UsageError(`No account uses ${args.email}: --password is required to create it.`);
      userId = (await auth.createUser(args.email, args.password, true)).id;
      console.log(`[admin] created admin ${args.email}`);
    }
    // An activated profile, so the admin passes the same checks as everyone else on sign-in.
    await pool.query(
      `insert into public.users (user_id, first_name, last_name, email, activated, activated_at)
       values ($1, coalesce($2, 'Admin'), coalesce($3, 'User'), $4, true, now())
       on conflict (user_id) do update set activated = true,
         activated_at = coalesce(public.users.activated_at, now()), rejected_at = null, deactivated_at = null,
         first_name = coalesce($2, public.users.first_name), last_name = coalesce($3, public.users.last_name),
         updated_at = now()`,
      [userId, args.firstName ?? null, args.lastName ?? null, args.email],
    );
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`[admin] ${error.message}\n\n${usage}`);
      process.exit(2);
    }
    console.error(`[admin] failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
