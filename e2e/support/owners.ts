import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { signIngestBody } from '../../api/src/platform/http/signatures.ts';
import { createLocalAuth } from '../../api/src/platform/auth/local-auth.ts';
import { repoRoot } from '../../api/src/platform/paths.ts';
import type { Stack } from './stack.ts';
import { testConfig } from '../../test/support/config.ts';

/** Fixed so tests can sign ingest and provider requests; the shared stack of the browser tests runs with them. */
export const ingestEnv = {
  INGEST_HMAC_SECRET: 'e2e-ingest-secret-0123456789abcdef',
  ELEVENLABS_WEBHOOK_SECRET: 'e2e-elevenlabs-secret-0123456789',
  RETELL_API_KEY: 'e2e-retell-key-0123456789',
  VAPI_WEBHOOK_SECRET: 'e2e-vapi-secret-0123456789',
};

/** The browser tests' PMS (started by global-setup): a Cloudbeds double that refuses keys starting "refused". */
export const e2ePms = { propertyId: 'e2e-property', refusedPrefix: 'refused' };

export interface TestOwner {
  id: string;
  email: string;
  password: string;
  firstName: string;
  hotels: { id: string; name: string; assistantName: string }[];
}

/** An activated owner of fresh hotels of their own, so tests never share state with the demo data. */
export async function createOwner(
  stack: Stack,
  hotels: { name: string; assistantName?: string }[],
  firstName = 'Tessa',
): Promise<TestOwner> {
  const auth = createLocalAuth(stack.pool, stack.env.AUTH_JWT_SECRET!, testConfig.passwordCost);
  const email = `e2e-owner-${randomUUID().slice(0, 8)}@test.hotelvoice.dev`;
  const password = 'e2e-owner-password';
  const user = await auth.createUser(email, password, false);
  await stack.pool.query(
    `insert into public.users (user_id, first_name, last_name, email, activated) values ($1, $2, 'Tester', $3, true)`,
    [user.id, firstName, email],
  );
  const created = [];
  for (const hotel of hotels) {
    const assistantName = hotel.assistantName ?? 'Aria';
    const { rows } = await stack.pool.query<{ hotel_id: string }>(
      `insert into public.hotels (name, assistant_name) values ($1, $2) returning hotel_id`,
      [hotel.name, assistantName],
    );
    const id = rows[0]!.hotel_id;
    await stack.pool.query('insert into public.user_hotels (user_id, hotel_id) values ($1, $2)', [user.id, id]);
    created.push({ id, name: hotel.name, assistantName });
  }
  return { id: user.id, email, password, firstName, hotels: created };
}

/** Signs in through the real login page and waits for the dashboard. */
export async function signInWith(page: Page, owner: { email: string; password: string }): Promise<void> {
  // The login page is prerendered HTML: wait for its scripts, so the click reaches the hydrated form.
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard/home');
}

export interface SentCall {
  callId: string;
  turns: { role: 'assistant' | 'user'; text: string; offset?: number }[];
  recording?: string;
  /** Sent as the transcript document's `metadata.caller_number`. */
  callerNumber?: string;
  /** The ingest API's optional `analysis` part (`end_reason`, `summary` …). */
  analysis?: Record<string, unknown>;
}

/**
 * Hands a call to the real pipeline the way a voice agent does: a signed multipart POST to
 * /api/ingest/calls. Storage, the worker and Socket.IO take it from there.
 */
export async function sendCall(stack: Stack, hotelId: string, call: SentCall): Promise<void> {
  const boundary = `----hv${randomUUID()}`;
  const items = call.turns.map((t) => ({
    role: t.role,
    content: [t.text],
    ...(t.offset !== undefined && { offset: t.offset }),
  }));
  const transcript = JSON.stringify(
    call.callerNumber ? { items, metadata: { caller_number: call.callerNumber } } : items,
  );
  const parts: Buffer[] = [];
  const field = (name: string, value: string) =>
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const file = (name: string, filename: string, type: string, bytes: Buffer) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  };
  field('hotel_id', hotelId);
  field('call_id', call.callId);
  file('transcript', `${call.callId}.json`, 'application/json', Buffer.from(transcript));
  if (call.analysis) field('analysis', JSON.stringify(call.analysis));
  if (call.recording) {
    const bytes = await fs.readFile(path.join(repoRoot, 'scripts', 'fixtures', 'calls', call.recording));
    file('recording', `${call.callId}.ogg`, 'audio/ogg', bytes);
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(parts);
  const res = await fetch(`${stack.baseUrl}/api/ingest/calls`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-hotelvoice-signature': signIngestBody(stack.env.INGEST_HMAC_SECRET!, body),
    },
    body,
  });
  if (res.status !== 202) throw new Error(`ingest failed: ${res.status} ${await res.text()}`);
}
