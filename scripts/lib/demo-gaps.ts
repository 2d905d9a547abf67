import type { Pool } from '../../api/src/platform/db/pool.ts';
import { createStorage } from '../../api/src/platform/storage/create-storage.ts';
import { scriptedCallId } from './call-fixtures.ts';
import { callObjectPaths } from '../../api/src/contracts/call-objects.ts';

/** Calls whose receptionist could not answer: the worker finds the gaps in them like in any call. */
const gapCalls: { hoursAgo: number; turns: [string, string][] }[] = [
  {
    hoursAgo: 5,
    turns: [
      ['u', 'Is there a shuttle to the airport in the morning?'],
      ['a', "I'm sorry, I don't have information about an airport shuttle. Shall I take a message for the front desk?"],
    ],
  },
  {
    hoursAgo: 29,
    turns: [
      ['u', 'Do you have an airport shuttle bus?'],
      ['a', "I'm not sure about that; I'll pass your question on to our front desk team."],
    ],
  },
  {
    hoursAgo: 52,
    turns: [
      ['u', 'Can I get a shuttle to the airport on Sunday?'],
      ['a', "I don't know whether the shuttle runs on Sundays, sorry."],
    ],
  },
  {
    hoursAgo: 8,
    turns: [
      ['u', 'Does the spa do couples massages on weekends?'],
      ['a', 'I have no information about couples massages. Shall I take a message for our spa team?'],
    ],
  },
  {
    hoursAgo: 75,
    turns: [
      ['u', 'Do you offer a couples massage at the spa?'],
      ['a', "I'm afraid I can't confirm that; someone from reception will call you back."],
    ],
  },
  {
    hoursAgo: 31,
    turns: [
      ['u', 'Is there a charger for electric cars in the garage?'],
      ['a', "I'm sorry, I don't have that information."],
    ],
  },
];

/** Stores the gap calls' transcripts; the worker ingests them and records the gaps (issue #14). */
export async function seedDemoGaps(
  pool: Pool,
  settings: { dataDir: string; authJwtSecret: string; publicUrl: string },
  hotelId: string,
): Promise<void> {
  const { storage } = createStorage(settings, pool);
  const now = Date.now();
  for (const call of gapCalls) {
    const callId = scriptedCallId('demo-gap', 'frontdesk', new Date(now - call.hoursAgo * 3600 * 1000));
    const items = [
      { role: 'assistant', content: ['Good day, Harbor View Hotel, how can I help?'] },
      ...call.turns.map(([role, text]) => ({ role: role === 'a' ? 'assistant' : 'user', content: [text] })),
    ];
    await storage.put(
      'calls',
      callObjectPaths(hotelId, callId).transcript,
      Buffer.from(JSON.stringify(items)),
      'application/json',
    );
  }
}
