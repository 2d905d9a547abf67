import type { Pool } from '../../api/src/platform/db/pool.ts';
import type { CallResolution, CallTopic, FollowUpReason } from '../../api/src/contracts/index.ts';
import { detectLanguage } from '../../worker/src/classifier/call-language.ts';
import { classifierVersion } from '../../worker/src/classifier/classify-call.ts';

type Turn = { role: 'assistant' | 'user'; text: string };

interface Template {
  weight: number;
  room: string;
  turns: Turn[];
  resolution: CallResolution;
  topics: CallTopic[];
  sentiment: 'positive' | 'neutral' | 'negative';
  reasons: FollowUpReason[];
  /** What the voice platform would have written up; the callback reveal shows it beside the number. */
  summary?: string;
  seconds: [min: number, max: number];
}

const a = (text: string): Turn => ({ role: 'assistant', text });
const u = (text: string): Turn => ({ role: 'user', text });

/** Kinds of call a small hotel gets, with how often: the demo's months of history are drawn from them. */
const templates: Template[] = [
  {
    weight: 18,
    room: 'frontdesk',
    turns: [
      a('Good evening, how can I help?'),
      u('Do you have a double room for two nights from Friday?'),
      a('Yes, 149 euros per night. Shall I reserve it?'),
      u('Yes please, that is perfect.'),
      a('Your reservation is confirmed.'),
    ],
    resolution: 'booking_made',
    topics: ['availability', 'rooms_and_rates'],
    sentiment: 'positive',
    reasons: [],
    seconds: [90, 240],
  },
  {
    weight: 8,
    room: 'frontdesk',
    turns: [
      a('Hello, how can I help?'),
      u('I need to cancel my booking for next week.'),
      a('Your booking has been cancelled. Anything else?'),
      u('No, thank you.'),
    ],
    resolution: 'booking_changed',
    topics: ['booking_changes'],
    sentiment: 'neutral',
    reasons: [],
    seconds: [60, 150],
  },
  {
    weight: 16,
    room: 'lobby',
    turns: [
      a('Hello, you have reached the hotel.'),
      u('What time is breakfast served?'),
      a('Breakfast is from seven to half past ten.'),
      u('Great, thanks.'),
    ],
    resolution: 'question_answered',
    topics: ['breakfast_and_restaurant'],
    sentiment: 'positive',
    reasons: [],
    seconds: [30, 90],
  },
  {
    weight: 12,
    room: 'lobby',
    turns: [
      a('Hi, how can I help?'),
      u('Is there parking at the hotel and how much is it?'),
      a('We have a garage at 18 euros per night.'),
    ],
    resolution: 'question_answered',
    topics: ['parking_and_transport', 'rooms_and_rates'],
    sentiment: 'neutral',
    reasons: [],
    seconds: [30, 100],
  },
  {
    weight: 10,
    room: 'frontdesk',
    turns: [
      a('Hi, how can I help?'),
      u('How do I get to the hotel from the central station?'),
      a('Take tram four towards the harbour.'),
    ],
    resolution: 'question_answered',
    topics: ['directions'],
    sentiment: 'neutral',
    reasons: [],
    seconds: [40, 120],
  },
  {
    weight: 8,
    room: 'lobby',
    turns: [
      a('Hello, how can I help?'),
      u('Can I check out late on Sunday, around two?'),
      a('I have noted your request and the front desk will confirm it.'),
    ],
    resolution: 'request_for_staff',
    topics: ['check_in_out'],
    sentiment: 'neutral',
    reasons: [],
    seconds: [40, 120],
  },
  {
    weight: 5,
    room: 'room-214',
    turns: [
      a('Good evening, how can I help?'),
      u('The air conditioning in my room is broken and it is very noisy. This is unacceptable.'),
      a('I am sorry. I will pass this on and someone will come up.'),
    ],
    resolution: 'complaint',
    topics: ['amenities', 'complaint'],
    sentiment: 'negative',
    reasons: ['complaint', 'negative_sentiment'],
    seconds: [60, 200],
  },
  {
    weight: 4,
    room: 'frontdesk',
    turns: [
      a('Hello, how can I help?'),
      u('I was charged twice on my invoice, can someone call me back?'),
      a('I will let the team know and they will call you back today.'),
    ],
    resolution: 'request_for_staff',
    topics: ['billing'],
    sentiment: 'negative',
    reasons: ['callback_requested', 'negative_sentiment'],
    summary: 'The guest was charged twice on their invoice and asked to be called back today to sort it out.',
    seconds: [60, 180],
  },
  {
    weight: 3,
    room: 'frontdesk',
    turns: [
      a('Hello, how can I help?'),
      u('I would like to speak to the manager about a group booking.'),
      a('Of course, I will transfer you now.'),
    ],
    resolution: 'transferred',
    topics: ['availability'],
    sentiment: 'neutral',
    reasons: ['callback_requested', 'transferred'],
    summary:
      'The caller wants to discuss a group booking with the manager and asked for a call back if the transfer misses them.',
    seconds: [30, 90],
  },
  {
    weight: 3,
    room: 'lobby',
    turns: [
      a('Hello, how can I help?'),
      u('I think I left my phone charger in room 12.'),
      a('I have noted it and housekeeping will get back to you.'),
    ],
    resolution: 'request_for_staff',
    topics: ['lost_and_found'],
    sentiment: 'neutral',
    reasons: [],
    seconds: [40, 110],
  },
  {
    weight: 6,
    room: 'spa',
    turns: [
      a('Hola, ¿en qué puedo ayudarle?'),
      u('¿A qué hora abre la piscina?'),
      a('La piscina abre a las siete de la mañana.'),
      u('Perfecto, gracias.'),
    ],
    resolution: 'question_answered',
    topics: ['amenities'],
    sentiment: 'positive',
    reasons: [],
    seconds: [30, 80],
  },
  {
    weight: 4,
    room: 'frontdesk',
    turns: [
      a('Guten Tag, wie kann ich helfen?'),
      u('Ich möchte ein Doppelzimmer für das Wochenende buchen.'),
      a('Gerne, die Reservierung ist bestätigt.'),
    ],
    resolution: 'booking_made',
    topics: ['availability', 'rooms_and_rates'],
    sentiment: 'positive',
    reasons: [],
    seconds: [80, 200],
  },
  {
    weight: 3,
    room: 'frontdesk',
    turns: [],
    resolution: 'missed_or_failed',
    topics: [],
    sentiment: 'neutral',
    reasons: ['missed_or_failed'],
    seconds: [0, 0],
  },
];

/** Days of history per demo hotel, and calls on an ordinary day. */
const historyDays = 150;
const callsPerDay = 14;

/**
 * Months of varied calls for the demo hotels, generated in one SQL statement per hotel (not one
 * request per call) so a fresh `npm start` shows real-looking insights at once. The rows carry the
 * analysis of their template (as the classifier derives it) marked with the classifier's current
 * version and the language detected from the template, so the worker has nothing to re-derive at
 * its first start (which would touch every row and send open call logs a flood of changes); the
 * rollup triggers count them as they go in. Deterministic: the same seed gives the same calls.
 */
export async function seedDemoHistory(pool: Pool, hotelIds: string[], now = new Date()): Promise<number> {
  const weights = templates.map((t) => t.weight);
  const withLanguage = templates.map((t) => ({ ...t, language: detectLanguage(t.turns) }));
  const total = weights.reduce((s, w) => s + w, 0);
  let inserted = 0;
  for (const [h, hotelId] of hotelIds.entries()) {
    await pool.query('select setseed($1)', [0.17 + h / 10]);
    const { rowCount } = await pool.query(
      `with t as (
         select (ord - 1)::int as i, value as tpl,
                sum((value ->> 'weight')::int) over (order by ord) as upto
         from jsonb_array_elements($2::jsonb) with ordinality as x(value, ord)
       ),
       slots as (
         select d, n,
                -- Most calls between 8 and 22, some at night; a busier weekend.
                date_trunc('day', $4::timestamptz) - make_interval(days => d)
                  + make_interval(hours => (case when random() < 0.85 then 8 + floor(random() * 14) else floor(random() * 24) end)::int,
                                  mins => floor(random() * 60)::int, secs => n) as started_at,
                floor(random() * $3)::int + 1 as pick, random() as r
         from generate_series(1, $5::int) d,
              generate_series(1, $6::int + (case when extract(isodow from $4::timestamptz - make_interval(days => d)) >= 6 then 4 else 0 end)) n
         where random() < 0.8
       ),
       calls as (
         select s.*, t.tpl from slots s join lateral (select tpl from t where t.upto >= s.pick order by t.upto limit 1) t on true
       )
       insert into public.call_logs (hotel_id, call_id, room_name, status, started_at, ended_at, duration_seconds,
         transcript, transcript_text, turn_count, provider, summary, sentiment, sentiment_source, resolution,
         resolution_source, topics, topics_source, classifier_version, follow_up_reasons, failure_reason, updated_at,
         language, language_source, caller_number, cost_amount, cost_currency, cost_parts)
       select $1, 'hist_' || (tpl ->> 'room') || '_' || to_char(started_at at time zone 'UTC', 'YYYYMMDD_HH24MISS') || '_' || n,
         tpl ->> 'room',
         case when tpl ->> 'resolution' = 'missed_or_failed' then 'failed' else 'ended' end,
         started_at,
         started_at + make_interval(secs => dur), case when tpl ->> 'resolution' = 'missed_or_failed' then null else dur end,
         tpl -> 'turns', coalesce((select string_agg(x ->> 'text', E'\\n') from jsonb_array_elements(tpl -> 'turns') x), ''),
         jsonb_array_length(tpl -> 'turns'), 'ingest', tpl ->> 'summary',
         case when tpl ->> 'resolution' = 'missed_or_failed' then null else tpl ->> 'sentiment' end,
         case when tpl ->> 'resolution' = 'missed_or_failed' then null else 'auto' end,
         tpl ->> 'resolution', case when tpl ->> 'resolution' = 'missed_or_failed' then 'provider' else 'auto' end,
         array(select jsonb_array_elements_text(tpl -> 'topics')),
         case when jsonb_array_length(tpl -> 'topics') > 0 then 'auto' end, $7::int,
         -- Older follow-ups were dealt with long ago: only the last fortnight's stay open.
         case when started_at > $4::timestamptz - interval '14 days' or r < 0.3
              then array(select jsonb_array_elements_text(tpl -> 'reasons')) else '{}' end,
         case when tpl ->> 'resolution' = 'missed_or_failed' then 'Missed: caller hung up before the agent answered' end,
         -- Last changed when the call ended, as a real call's row: a live catch-up after the seed
         -- then reads only what changed since, not the whole history.
         least(started_at + make_interval(secs => dur), $4::timestamptz),
         tpl ->> 'language', case when tpl ->> 'language' is not null then 'auto' end,
         -- A caller's number in the range Ofcom keeps for drama (020 7946 0000-0999), from the call's
         -- own start, so the seed's random draws stay as they were.
         '+44 20 7946 ' || lpad(((extract(epoch from started_at)::bigint + n) % 1000)::text, 4, '0'),
         -- What the platform reported the call cost (decision 092), at Vapi's documented rates per
         -- minute (speech 4.6 ¢, LLM 2 ¢, platform 5 ¢, telephony 0.85 ¢); every seventh call and
         -- every missed one reported none ("not reported"). No further random draw.
         case when c.has_cost then round(c.dur / 60 * 0.1245, 4) end,
         case when c.has_cost then 'USD' end,
         case when c.has_cost then jsonb_build_array(
           jsonb_build_object('part', 'speech', 'amount', round(c.dur / 60 * 0.046, 4)),
           jsonb_build_object('part', 'llm', 'amount', round(c.dur / 60 * 0.02, 4)),
           jsonb_build_object('part', 'platform', 'amount', round(c.dur / 60 * 0.05, 4)),
           jsonb_build_object('part', 'telephony', 'amount', round(c.dur / 60 * 0.0085, 4))) end
       from (select c.*, ((c.tpl -> 'seconds' ->> 0)::int + floor(c.r * ((c.tpl -> 'seconds' ->> 1)::int - (c.tpl -> 'seconds' ->> 0)::int)))::numeric as dur,
                    c.n % 7 <> 0 and c.tpl ->> 'resolution' <> 'missed_or_failed' as has_cost
             from calls c) c
       on conflict (hotel_id, call_id) do nothing`,
      [hotelId, JSON.stringify(withLanguage), total, now, historyDays, callsPerDay, classifierVersion],
    );
    inserted += rowCount ?? 0;
  }
  return inserted;
}
