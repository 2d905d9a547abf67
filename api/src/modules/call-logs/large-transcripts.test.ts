import http from 'node:http';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { CallLogListItem } from '../../contracts/call-logs.ts';
import { cookieHeader, listen } from '../../../../test/support/calls.ts';
import { eventually } from '../../../../test/support/eventually.ts';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { createTestApp, type BrowserAgent, type TestApp } from '../../../../test/support/test-app.ts';
import { searchedChars } from './call-logs.repo.ts';

// Issue 30, finding 10: what a search or an export costs must not grow with the size of transcripts.

let app: TestApp;
let owner: BrowserAgent;
let ownerId: string;

type Turn = { role: string; text: string };

async function insertCall(hotelId: string, callId: string, startedAt: string, turns: Turn[]) {
  await app.deps.pool.query(
    `insert into public.call_logs (hotel_id, call_id, room_name, started_at, ended_at, transcript, transcript_text, turn_count)
     values ($1, $2, 'lobby', $3, $3::timestamptz + interval '1 minute', $4, $5, $6)`,
    [hotelId, callId, startedAt, JSON.stringify(turns), turns.map((t) => t.text).join('\n'), turns.length],
  );
}

async function hotelOfOwner(): Promise<string> {
  const hotelId = (await createHotel(app.deps.pool)).id;
  await linkUserToHotel(app.deps.pool, ownerId, hotelId);
  return hotelId;
}

/** Talk that holds none of the searched words: `chars` characters of it. */
const filler = (chars: number) => 'and so on '.repeat(Math.ceil(chars / 10)).slice(0, chars);

/** Connections of the app's pool handed out and not yet back. */
const checkedOut = () => app.deps.pool.totalCount - app.deps.pool.idleCount;

beforeAll(async () => {
  app = createTestApp();
  const user = await createUser(app.deps.auth, app.deps.pool);
  ownerId = user.id;
  owner = await signedInAgent(app, user);
});
afterAll(() => app.close());

describe('search of long transcripts', () => {
  it('when the best matching turn lies past the searched text, then the snippet is a matching turn within it', async () => {
    const hotelId = await hotelOfOwner();
    const turns: Turn[] = [
      { role: 'assistant', text: 'Hello, front desk.' },
      { role: 'user', text: 'Is the sauna open late?' },
      ...[1, 2, 3].map((i) => ({ role: i % 2 ? 'assistant' : 'user', text: filler(100_000) })),
      // Its words stand closer together: a better match, though past the first 256 KiB.
      { role: 'user', text: 'Can I use the sauna late at night?' },
    ];
    await insertCall(hotelId, 'long-turns_lobby_20250401_100000', '2025-04-01T10:00:00Z', turns);

    const res = await owner.get(`/api/hotels/${hotelId}/call-logs?q=${encodeURIComponent('sauna late')}`);
    expect(res.body.items.map((c: CallLogListItem) => c.callId)).toEqual(['long-turns_lobby_20250401_100000']);
    expect(res.body.items[0].snippet).toEqual({
      turn: 1,
      parts: [
        { text: 'Is the ', match: false },
        { text: 'sauna', match: true },
        { text: ' open ', match: false },
        { text: 'late', match: true },
        { text: '?', match: false },
      ],
    });
    // The search reads the same first 256 KiB (decision 013): a word said only after it is not found.
    const night = await owner.get(`/api/hotels/${hotelId}/call-logs?q=night`);
    expect(night.body.items).toEqual([]);
  });

  it('when one turn runs past the searched text, then its snippet comes from the part within it', async () => {
    const hotelId = await hotelOfOwner();
    const text = [
      'Is the sauna open?',
      filler(100_000),
      'It closes late.',
      filler(searchedChars),
      'Only here the sauna late pass is sold.',
    ].join(' ');
    await insertCall(hotelId, 'long-turn_lobby_20250401_110000', '2025-04-01T11:00:00Z', [{ role: 'user', text }]);

    const res = await owner.get(`/api/hotels/${hotelId}/call-logs?q=${encodeURIComponent('sauna late')}`);
    const { snippet } = res.body.items[0];
    expect(snippet.turn).toBe(0);
    const shown = snippet.parts.map((p: { text: string }) => p.text).join('');
    expect(shown).not.toContain('pass');
    expect(snippet.parts.filter((p: { match: boolean }) => p.match).length).toBeGreaterThan(0);
  });
});

describe('CSV export of large transcripts', () => {
  const calls = 40;
  // One-letter roles and words: no digits or words for the card redaction to read, so this test is
  // about streaming 12 MB, not about redacting it.
  const turnsOf = (i: number): Turn[] => [
    { role: 'a', text: `${'x '.repeat(100_000 + i)}y` },
    { role: 'b', text: `${'z '.repeat(50_000)}w` },
  ];
  const callIdOf = (i: number) => `big${String.fromCharCode(97 + (i % 26))}${i}_lobby_20250402_100000`;
  let hotelId: string;

  beforeAll(async () => {
    hotelId = await hotelOfOwner();
    for (let i = 0; i < calls; i++) {
      await insertCall(hotelId, callIdOf(i), new Date(Date.UTC(2025, 3, 2, 10, i)).toISOString(), turnsOf(i));
    }
  });

  /**
   * Starts the download and stops reading past the first call's row (300 KB): 12 MB cannot all wait
   * in the sockets' buffers, so the calls not sent yet are still in the database.
   */
  async function pausedDownload() {
    const req = http.get({
      host: '127.0.0.1',
      port: await listen(app),
      path: `/api/hotels/${hotelId}/call-logs/export.csv`,
      headers: { cookie: await cookieHeader(owner) },
    });
    onTestFinished(() => void req.destroy());
    const [res] = (await once(req, 'response')) as [http.IncomingMessage];
    expect(res.statusCode).toBe(200);
    const chunks: Buffer[] = [];
    let received = 0;
    await new Promise<void>((resolve) =>
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        received += chunk.length;
        if (received - chunk.length < 400_000 && received >= 400_000) {
          res.pause();
          resolve();
        }
      }),
    );
    return { req, res, chunks };
  }

  it('when the client pauses midway, then the rest waits behind one cursor and comes whole, newest first, once it reads on', async () => {
    const { res, chunks } = await pausedDownload();
    expect(checkedOut()).toBe(1);

    res.resume();
    await once(res, 'end');
    const lines = Buffer.concat(chunks).toString('utf8').split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(calls + 2);
    expect(lines[0]).toMatch(/^call_id,hotel,/);
    for (let n = 0; n < calls; n++) {
      const i = calls - 1 - n;
      const [first, second] = turnsOf(i);
      const line = lines[n + 1]!;
      expect(line.startsWith(`${callIdOf(i)},`)).toBe(true);
      expect(line.endsWith(`,"a: ${first!.text}\nb: ${second!.text}"`)).toBe(true);
    }
    await eventually(async () => (checkedOut() === 0 ? true : undefined), 'the cursor connection back in the pool');
  });

  it('when the client leaves midway, then the cursor is closed and its connection comes back', async () => {
    const { req } = await pausedDownload();
    expect(checkedOut()).toBe(1);

    req.destroy();
    await eventually(async () => (checkedOut() === 0 ? true : undefined), 'the cursor connection back in the pool');
    const next = await owner.get(`/api/hotels/${hotelId}/call-logs?limit=1`);
    expect(next.body.items).toHaveLength(1);
  });
});
