import type { Pool } from '../../api/src/platform/db/pool.ts';
import { classifierVersion } from '../../worker/src/classifier/classify-call.ts';
import type { Inventory } from '../../test/support/doubles/pms-inventory.ts';

/**
 * A guest who called Harbor View four times over the past weeks and has a stay booked: the demo's
 * caller thread ("3 earlier calls from this number") and the guest the PMS knows behind the number
 * (decision 093). A mobile number from the range Ofcom keeps for drama (07700 900000-900999), apart
 * from the history's 020 7946 numbers, so the thread is exactly these calls.
 */
export const returningGuest = {
  phone: '+44 7700 900461',
  firstName: 'Priya',
  lastName: 'Shah',
  email: 'priya.shah@example.com',
  /** King Room in the demo PMS's inventory. */
  roomTypeId: '102',
  /** Her stay starts this many days after the demo PMS starts, for this many nights. */
  arrivesInDays: 9,
  nights: 3,
};

type Turn = { role: 'assistant' | 'user'; text: string };
const a = (text: string): Turn => ({ role: 'assistant', text });
const u = (text: string): Turn => ({ role: 'user', text });

/** Her calls, oldest first, each some days before the seed. */
const returningCalls: {
  daysAgo: number;
  seconds: number;
  resolution: string;
  topics: string[];
  summary: string;
  turns: Turn[];
}[] = [
  {
    daysAgo: 26,
    seconds: 118,
    resolution: 'question_answered',
    topics: ['availability', 'rooms_and_rates'],
    summary: 'The caller asked what a King Room costs for three nights in December and whether it has a harbour view.',
    turns: [
      a('Good afternoon, Harbor View Hotel, how can I help?'),
      u('Hi, what would a King Room cost for three nights in December?'),
      a('It is 149 euros per night, and our King Rooms look over the harbour.'),
      u('Lovely, I will think about it and call back.'),
    ],
  },
  {
    daysAgo: 18,
    seconds: 204,
    resolution: 'booking_made',
    topics: ['availability', 'rooms_and_rates'],
    summary: 'The caller booked a King Room for three nights in December.',
    turns: [
      a('Good morning, Harbor View Hotel, how can I help?'),
      u('I called last week about a King Room in December. I would like to book it now.'),
      a('Of course. Your King Room for three nights is confirmed.'),
      u('Wonderful, thank you.'),
    ],
  },
  {
    daysAgo: 9,
    seconds: 96,
    resolution: 'question_answered',
    topics: ['parking_and_transport'],
    summary: 'The caller, who has a booking, asked whether the hotel has parking and what it costs.',
    turns: [
      a('Hello, Harbor View Hotel, how can I help?'),
      u('I have a booking in December. Can I park at the hotel?'),
      a('Yes, our garage is 18 euros per night.'),
    ],
  },
  {
    daysAgo: 1,
    seconds: 132,
    resolution: 'request_for_staff',
    topics: ['check_in_out'],
    summary: 'The caller asked to check in early on the day she arrives; the front desk will confirm.',
    turns: [
      a('Good evening, Harbor View Hotel, how can I help?'),
      u('My train arrives at ten in the morning. Could I check in early?'),
      a('I have noted your request for an early check-in; the front desk will confirm it.'),
      u('Thank you so much.'),
    ],
  },
];

/** Her calls at the hotel, as the pipeline would have stored them; nothing is added when they are there. */
export async function seedReturningCaller(pool: Pool, hotelId: string, now = new Date()): Promise<void> {
  for (const call of returningCalls) {
    const startedAt = new Date(now.getTime() - call.daysAgo * 86_400_000);
    const stamp = startedAt.toISOString().replace(/[-:]/g, '').replace('T', '_').slice(0, 15);
    await pool.query(
      `insert into public.call_logs (hotel_id, call_id, room_name, status, started_at, ended_at, duration_seconds,
         transcript, transcript_text, turn_count, provider, summary, sentiment, sentiment_source, resolution,
         resolution_source, topics, topics_source, classifier_version, follow_up_reasons, language, language_source,
         caller_number, updated_at)
       values ($1, $2, 'frontdesk', 'ended', $3, $3::timestamptz + make_interval(secs => $4), $4, $5, $6, $7, 'ingest', $8,
         'positive', 'auto', $9, 'auto', $10, 'auto', $11, '{}', 'en', 'auto', $12, $3::timestamptz + make_interval(secs => $4))
       on conflict (hotel_id, call_id) do nothing`,
      [
        hotelId,
        `returning_frontdesk_${stamp}`,
        startedAt,
        call.seconds,
        JSON.stringify(call.turns),
        call.turns.map((turn) => turn.text).join('\n'),
        call.turns.length,
        call.summary,
        call.resolution,
        call.topics,
        classifierVersion,
        returningGuest.phone,
      ],
    );
  }
}

/** Her stay in a PMS double's inventory: the demo PMS and the browser tests' PMS both know her. */
export function bookReturningGuest(inventory: Inventory, today = new Date()) {
  const day = (days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const booked = inventory.book({
    roomTypeId: returningGuest.roomTypeId,
    firstName: returningGuest.firstName,
    lastName: returningGuest.lastName,
    email: returningGuest.email,
    phone: returningGuest.phone,
    arrival: day(returningGuest.arrivesInDays),
    departure: day(returningGuest.arrivesInDays + returningGuest.nights),
    adults: 2,
    children: 0,
    externalId: 'demo-returning-guest',
  });
  if (typeof booked === 'string') throw new Error(`The returning guest's stay could not be booked: ${booked}`);
  return booked;
}
