import type {
  AppNotification,
  CallLogDetail,
  CallLogListItem,
  DashboardHotel,
  FollowUpItem,
  HotelTeam,
  Insights,
  InsightsTotals,
  KnowledgeGap,
  PmsKeyStatus,
  RevenueInsights,
  SessionUser,
  TranscriptItem,
} from '@hotelvoice/api/contracts';
import { callResolutions, callTopics } from '@hotelvoice/api/contracts/call-vocabulary';

/**
 * Realistic data in the api's own shapes (the contract types), for the MSW handlers and the
 * assertions. Each maker returns a fresh object; `overrides` change what a test is about.
 */

/** A front-desk member of the owner's team (follow-ups are assigned to them). */
export const frontDeskMember = { userId: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Tom Berger' };

export const owner: SessionUser = {
  id: '0b5f4a1e-6a43-4c7a-9a39-2f0b1f0c1d01',
  email: 'maria.keller@seeblick-hotel.example',
  firstName: 'Maria',
  lastName: 'Keller',
  admin: false,
  activated: true,
};

export const seeblick: DashboardHotel = {
  id: '5d0c9a52-8a1e-4c11-b1a2-6f3e7a9d2b10',
  name: 'Hotel Seeblick',
  assistantName: 'Lena',
  googlePlaceId: 'ChIJ-seeblick-place',
  timeZone: 'Europe/Berlin',
  callsToday: 4,
  role: 'owner',
  reviewSlug: 'seeblick',
};

export const alpenhof: DashboardHotel = {
  id: '9e7b3c40-2d5f-4b8a-8c61-0a4e5f6b7c20',
  name: 'Alpenhof Garni',
  assistantName: 'Max',
  googlePlaceId: '',
  timeZone: 'Europe/Vienna',
  callsToday: 0,
  role: 'manager',
  reviewSlug: 'alpenhof',
};

/** A call as the list and `call:upserted` carry it: an ended booking call of Hotel Seeblick. */
export function makeCall(overrides: Partial<CallLogListItem> = {}): CallLogListItem {
  const startedAt = overrides.startedAt ?? '2026-03-02T08:15:00.000Z';
  return {
    hotelId: seeblick.id,
    callId: 'call-0001',
    roomName: 'seeblick-inbound-0001',
    status: 'ended',
    startedAt,
    endedAt: new Date(Date.parse(startedAt) + 142_000).toISOString(),
    durationSeconds: 142,
    durationEstimated: false,
    turnCount: 6,
    hasRecording: true,
    preview: 'Do you have a double room free this weekend?',
    failureReason: null,
    provider: 'elevenlabs',
    callerNumber: '•••• 4417',
    summary: null,
    outcome: 'success',
    sentiment: 'positive',
    endReason: 'user_hangup',
    transferred: false,
    voicemail: false,
    recordingPending: false,
    recordingError: null,
    resolution: 'booking_made',
    resolutionSource: 'provider',
    sentimentSource: 'provider',
    topics: ['availability', 'rooms_and_rates'],
    topicsSource: 'auto',
    followUpReasons: [],
    language: 'en',
    languageSource: 'provider',
    awaitingReport: false,
    updatedAt: new Date(Date.parse(startedAt) + 150_000).toISOString(),
    booking: null,
    ...overrides,
  };
}

/** `count` calls, newest first, one every 20 minutes before `newest`, each with its own words. */
export function makeCalls(count: number, newest = '2026-03-02T16:00:00.000Z'): CallLogListItem[] {
  return Array.from({ length: count }, (_, i) => {
    const startedAt = new Date(Date.parse(newest) - i * 20 * 60_000).toISOString();
    return makeCall({
      callId: `call-${String(count - i).padStart(4, '0')}`,
      startedAt,
      preview: `Guest question number ${count - i}`,
    });
  });
}

export const bookingTranscript: TranscriptItem[] = [
  { role: 'assistant', text: 'Good morning, Hotel Seeblick, this is Lena. How can I help?', offset: 0 },
  { role: 'user', text: 'Do you have a double room free this weekend?', offset: 4.2 },
  { role: 'assistant', text: 'Let me check. Yes, we have a lake-view double for 189 euros a night.', offset: 9.8 },
  { role: 'user', text: 'Lovely, please book it for Friday and Saturday.', offset: 21.5 },
  { role: 'assistant', text: 'Done. You will get a confirmation by e-mail.', offset: 30 },
];

export function makeCallDetail(overrides: Partial<CallLogDetail> = {}): CallLogDetail {
  return {
    ...makeCall(),
    summary: 'The caller booked a lake-view double room for Friday and Saturday.',
    transcript: bookingTranscript,
    recordingUrl: 'http://localhost:3000/recordings/call-0001.mp3',
    recordingDownloadUrl: 'http://localhost:3000/recordings/call-0001.mp3?download=call-0001.mp3',
    structuredData: null,
    recordingDeletedAfterDays: null,
    metadata: {
      transcriptSize: 812,
      transcriptCreated: '2026-03-02T08:17:30.000Z',
      recordingSize: 1_150_000,
      recordingCreated: '2026-03-02T08:17:40.000Z',
      recordingContentType: 'audio/mpeg',
      recordingOriginalSize: 1_150_000,
    },
    ...overrides,
  };
}

const zeroBy = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

function totals(overrides: Partial<InsightsTotals>): InsightsTotals {
  return {
    calls: 0,
    seconds: 0,
    averageSeconds: null,
    afterHoursCalls: 0,
    followUps: 0,
    averageRating: null,
    reviews: 0,
    ...overrides,
  };
}

/** The insights answer for a period of days, with a week's worth of calls. */
export function makeInsights(from: string, to: string, overrides: Partial<Insights> = {}): Insights {
  return {
    hotelId: seeblick.id,
    timeZone: seeblick.timeZone,
    frontDeskOpens: 7,
    frontDeskCloses: 22,
    from,
    to,
    previousFrom: from,
    previousTo: to,
    granularity: 'day',
    totals: totals({
      calls: 48,
      seconds: 48 * 150,
      averageSeconds: 150,
      afterHoursCalls: 12,
      followUps: 3,
      averageRating: 4.6,
      reviews: 9,
    }),
    previous: totals({
      calls: 40,
      seconds: 40 * 150,
      averageSeconds: 150,
      afterHoursCalls: 8,
      followUps: 5,
      averageRating: 4.2,
      reviews: 7,
    }),
    series: [{ label: from, start: `${from}T00:00:00+01:00`, end: `${from}T23:59:59+01:00`, calls: 48, seconds: 7200 }],
    heatmap: [{ weekday: 1, hour: 9, calls: 5 }],
    outcomes: { ...zeroBy(callResolutions), booking_made: 20, question_answered: 25, complaint: 3 },
    sentiments: { positive: 30, neutral: 15, negative: 3, unknown: 0 },
    topics: { ...zeroBy(callTopics), availability: 22, parking_and_transport: 6 },
    ...overrides,
  };
}

/** "Revenue from calls" of a period: 6 bookings worth 1,788 EUR, 5 the period before. */
export function makeRevenue(
  hotelId: string,
  from: string,
  to: string,
  overrides: Partial<RevenueInsights> = {},
): RevenueInsights {
  return {
    hotelId,
    currency: 'EUR',
    from,
    to,
    previousFrom: from,
    previousTo: to,
    current: { amount: 1788, bookings: 6, averageAmount: 298, afterHoursBookings: 2 },
    previous: { amount: 1290, bookings: 5, averageAmount: 258, afterHoursBookings: 1 },
    ...overrides,
  };
}

export function makeFollowUp(overrides: Partial<FollowUpItem> = {}): FollowUpItem {
  return {
    ...makeCall({
      callId: 'call-0042',
      preview: 'The heating in room 12 does not work',
      outcome: 'failure',
      sentiment: 'negative',
      resolution: 'complaint',
      followUpReasons: ['complaint', 'callback_requested'],
    }),
    reasons: ['complaint', 'callback_requested'],
    assignee: null,
    done: null,
    comments: 0,
    ...overrides,
  };
}

export function makeGap(overrides: Partial<KnowledgeGap> = {}): KnowledgeGap {
  return {
    knowledgeGapId: '7a2f5c1e-3b4d-4e6f-8a9b-0c1d2e3f4a51',
    hotelId: seeblick.id,
    hotelName: seeblick.name,
    question: 'Can I charge my electric car at the hotel?',
    count: 4,
    firstSeen: '2026-02-20T10:00:00.000Z',
    lastSeen: '2026-03-01T18:30:00.000Z',
    status: 'open',
    answer: null,
    answeredAt: null,
    answeredBy: null,
    examples: [
      {
        callId: 'call-0031',
        turnIndex: 3,
        question: 'Is there a charger for electric cars?',
        signal: 'did_not_know',
        askedAt: '2026-03-01T18:30:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function makeNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    notificationId: 'notification-1',
    hotelId: seeblick.id,
    hotelName: seeblick.name,
    reason: 'complaint',
    subjectId: 'call-0042',
    title: 'Complaint on a call',
    detail: 'The heating in room 12 does not work',
    createdAt: '2026-03-02T07:50:00.000Z',
    readAt: null,
    ...overrides,
  };
}

export function makeTeam(): HotelTeam {
  return {
    members: [
      {
        userId: owner.id,
        firstName: owner.firstName,
        lastName: owner.lastName,
        email: owner.email,
        role: 'owner',
        joinedAt: '2025-11-03T09:00:00.000Z',
      },
      {
        userId: '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e02',
        firstName: 'Jonas',
        lastName: 'Brandt',
        email: 'jonas.brandt@seeblick-hotel.example',
        role: 'front_desk',
        joinedAt: '2026-01-12T09:00:00.000Z',
      },
    ],
    invitations: [
      {
        invitationId: 'invitation-1',
        email: 'sara.huber@seeblick-hotel.example',
        role: 'manager',
        invitedAt: '2026-02-28T10:00:00.000Z',
        expiresAt: '2026-03-07T10:00:00.000Z',
        expired: false,
      },
    ],
  };
}

export function makePmsStatus(overrides: Partial<PmsKeyStatus> = {}): PmsKeyStatus {
  return {
    status: 'success',
    has_key: false,
    last_updated: null,
    key_hash: null,
    provider: null,
    property_id: null,
    connection: 'none',
    verified_at: null,
    checked_at: null,
    last_error: null,
    ...overrides,
  };
}
