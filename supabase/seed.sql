-- Demo data for local runs (never applied when NODE_ENV=production). Idempotent.
-- Accounts are created by the start script through the auth adapter (passwords are bcrypt-hashed
-- there); this file holds hotels, prompt templates and reviews.

insert into public.hotels (hotel_id, name, address, role, location, website, facility_owner, phone_number,
  last_active, profile_picture, google_place_id, assistant_name) values
  ('5b8f2a61-3c1e-4d7a-9f10-2a6c4e8b1d01', 'Harbor View Hotel', '12 Quay Street, Portsmouth PO1 3AB', 'Boutique Hotel',
   'Portsmouth, United Kingdom', 'https://harborview.example.com', 'Margaret Ellis', '+44 23 9200 1100',
   now() - interval '2 hours', '', 'ChIJN1t_tDeuEmsRUsoyG83frY4', 'Aria'),
  ('5b8f2a61-3c1e-4d7a-9f10-2a6c4e8b1d02', 'Alpine Lodge Zermatt', 'Bahnhofstrasse 41, 3920 Zermatt', 'Mountain Lodge',
   'Zermatt, Switzerland', 'https://alpinelodge.example.com', 'Lukas Brunner', '+41 27 966 2200',
   now() - interval '1 day', '', '', 'Nora'),
  ('5b8f2a61-3c1e-4d7a-9f10-2a6c4e8b1d03', 'Sunset Palms Resort', '800 Ocean Drive, Miami Beach, FL 33139', 'Resort',
   'Miami Beach, United States', 'https://sunsetpalms.example.com', 'Carla Mendes', '+1 305 555 0142',
   now() - interval '3 days', '', 'ChIJEcHIDqKw2YgRZU-t3XHylv8', 'Sofia')
on conflict (hotel_id) do nothing;

-- Each demo hotel on its own clock (call times, days and CSV exports follow it).
update public.hotels h set timezone = z.zone
from (values ('5b8f2a61-3c1e-4d7a-9f10-2a6c4e8b1d01'::uuid, 'Europe/London'),
             ('5b8f2a61-3c1e-4d7a-9f10-2a6c4e8b1d02'::uuid, 'Europe/Zurich'),
             ('5b8f2a61-3c1e-4d7a-9f10-2a6c4e8b1d03'::uuid, 'America/New_York')) z(hotel_id, zone)
where h.hotel_id = z.hotel_id and h.timezone = 'UTC';

insert into public.prompts (prompt_id, body) values
  ('base_personality', 'You are {{assistant_name}}, the voice receptionist of {{hotel_name}} in {{hotel_location}}. You are warm, calm and efficient, and you speak like an experienced front-desk colleague: short sentences, one question at a time, no jargon. Answer in the language the caller uses. Never invent facts about the hotel: when the hotel information does not cover a question, say so and offer to take a message for the staff. Never read out card numbers or passwords, and never ask for a full card number on the phone.'),
  ('friendly_greeting', 'Greet the caller within one sentence: "Thank you for calling {{hotel_name}}, this is {{assistant_name}}. How can I help you today?" If the caller gives their name, use it once in your next answer. At night (22:00 to 06:00 local time) add that the front desk is staffed by you and that you can help with most requests.'),
  ('clarifying_questions', 'When a request is ambiguous, ask exactly one short clarifying question before acting. Confirm dates by repeating weekday and date ("Friday the 14th of March?"), confirm numbers of guests and rooms, and spell back names and e-mail addresses letter by letter when they will be stored. Do not ask for information you already have.'),
  ('make_reservation', 'To make a reservation collect, in this order: arrival date, departure date, number of adults and children, room type preference, the guest''s full name, a phone number and an e-mail address. Check availability through the PMS tool before quoting a rate. Quote the total price including taxes and say whether breakfast is included. Do not confirm until the guest says yes to the full summary.'),
  ('booking_confirmation', 'After the guest agrees, create the booking through the PMS tool and read back the confirmation number in groups of three characters. Tell the guest a confirmation e-mail is on its way to the address they gave, and mention check-in from 15:00 and check-out until 11:00 unless the hotel information says otherwise.'),
  ('update_reservation', 'To change a reservation first find it (see lookup_reservation). Then ask what should change: dates, room type, number of guests or special requests. Check availability and any price difference through the PMS tool, state the new total, and only apply the change after the guest confirms. Read back the updated details.'),
  ('lookup_reservation', 'To find a reservation ask for the confirmation number; if the guest does not have it, ask for the last name and the arrival date. Never disclose a reservation''s details until the caller has given two matching details (for example last name and arrival date, or confirmation number and e-mail).'),
  ('service_assistance', 'For requests during a stay (towels, pillows, room cleaning, a wake-up call, a taxi, restaurant bookings) confirm the room number and the guest''s last name, log the request for the staff with the time it is needed, and tell the guest when to expect it. For anything involving safety or health, tell the guest you are connecting them to the duty manager immediately.'),
  ('complaint_resolution', 'When a guest complains, listen first and acknowledge the problem in one sentence without arguing or blaming. Apologise sincerely, ask what would make it right, and log the complaint with the room number, the issue and the guest''s wish. Promise a follow-up from the duty manager and say when. Never promise refunds or compensation yourself.'),
  ('helpful_information', 'Answer questions about amenities, opening hours, parking, breakfast, the spa, pets, accessibility, directions and local recommendations from the hotel information only. Keep directions to three steps at most and offer to send them by text message. When recommending restaurants or sights, give two options with a one-line reason each.'),
  ('ending_conversation', 'Before ending, summarise what was agreed or logged in one sentence and ask whether there is anything else. Close with: "Thank you for calling {{hotel_name}}. We look forward to welcoming you." If the caller asked for a human, say that a colleague will call back and give a realistic time frame.')
on conflict (prompt_id) do nothing;

insert into public.prompt_versions (prompt_id, body, created_by_email)
select p.prompt_id, p.body, 'seed'
from public.prompts p
where not exists (select 1 from public.prompt_versions v where v.prompt_id = p.prompt_id);

-- Harbor View is on Google: its guests were offered the link (two opened it).
insert into public.reviews (review_id, hotel_id, rating, feedback, created_at, google_offered, google_opened_at) values
  ('0c1d2e3f-0000-4000-8000-000000000001', '5b8f2a61-3c1e-4d7a-9f10-2a6c4e8b1d01', 5, 'Booked by phone at midnight and the assistant sorted everything in two minutes. Lovely harbour view.', now() - interval '6 days', true, now() - interval '6 days'),
  ('0c1d2e3f-0000-4000-8000-000000000002', '5b8f2a61-3c1e-4d7a-9f10-2a6c4e8b1d01', 4, 'Great breakfast, the room was a little small.', now() - interval '4 days', true, now() - interval '4 days'),
  ('0c1d2e3f-0000-4000-8000-000000000003', '5b8f2a61-3c1e-4d7a-9f10-2a6c4e8b1d01', 2, 'Heating was noisy at night. Staff moved us the next day.', now() - interval '2 days', true, null),
  ('0c1d2e3f-0000-4000-8000-000000000004', '5b8f2a61-3c1e-4d7a-9f10-2a6c4e8b1d02', 5, 'The ski storage and the sauna were perfect after a long day.', now() - interval '3 days', false, null),
  ('0c1d2e3f-0000-4000-8000-000000000005', '5b8f2a61-3c1e-4d7a-9f10-2a6c4e8b1d02', 3, '', now() - interval '1 day', false, null)
on conflict (review_id) do nothing;
-- The seeded reviews are history: their alerts, if any, were dealt with long ago.
update public.reviews set alert_pending = false
where review_id::text like '0c1d2e3f-0000-4000-8000-%' and alert_pending;
