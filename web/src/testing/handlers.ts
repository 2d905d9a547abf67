import { http, HttpResponse, type HttpHandler } from 'msw';
// The api's own request schemas, to refuse what the api refuses. Tests only: the rule keeps zod out
// of the app's bundle, which this file is never part of.
// eslint-disable-next-line no-restricted-imports
import {
  activateBody,
  answerKnowledgeGapBody,
  changeRoleBody,
  checkPmsKeyQuery,
  confirmTwoStepBody,
  assignFollowUpBody,
  followUpCommentBody,
  followUpListQuery,
  inviteMemberBody,
  setPmsKeyBody,
  startTwoStepBody,
} from '@hotelvoice/api/contracts';
import type {
  Activation,
  Application,
  AppNotification,
  CallbackNumber,
  CallBooking,
  CallBookings,
  CallerGuest,
  CallerThread,
  CallLanguages,
  CallLogDetail,
  CallLogListItem,
  CallLogPage,
  DashboardHotel,
  FollowUpActivity,
  FollowUpActivityList,
  FollowUpAssignees,
  FollowUpItem,
  FollowUpPage,
  FollowUpState,
  HotelTeam,
  Insights,
  InsightsSettings,
  KnowledgeGap,
  NotificationList,
  PmsKeyStatus,
  PmsToolCall,
  ReviewPageStats,
  ReviewSummary,
  RevenueInsights,
  TeamInvitation,
  TeamMember,
  TwoStepSetup,
  TwoStepStatus,
} from '@hotelvoice/api/contracts';
import { callLogPageSize } from '@hotelvoice/api/contracts/call-log-page-size';
import { pmsProviderForms } from '@hotelvoice/api/contracts/constants';
import { AppError, forbidden } from '@hotelvoice/api/platform/errors/app-error';
import { toErrorBody } from '@hotelvoice/api/platform/errors/to-error-body';
import { frontDeskMember, makeInsights, makePmsStatus, makeRevenue, owner } from './fixtures.ts';

/**
 * MSW handlers that answer as the api does: the bodies are the contract types, request bodies are
 * checked with the api's own zod schemas, and refusals are rendered by the api's `toErrorBody`
 * (`{ error: { code, message, details } }` with the api's status). Each `…Api` holds its state, so a
 * change the page sends shows in what it reads next; `requests` records what the page sent.
 */

/** The CSRF token setup.ts puts in the page's cookie; state-changing requests must carry it. */
export const csrfToken = 'test-csrf-token';

export interface SentRequest {
  method: string;
  url: URL;
  body: unknown;
}

export class Recorder {
  readonly requests: SentRequest[] = [];

  async record(request: Request): Promise<SentRequest> {
    const text = await request.clone().text();
    const sent = {
      method: request.method,
      url: new URL(request.url),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    this.requests.push(sent);
    return sent;
  }

  /** The requests to a path (without its query), in the order sent. */
  to(method: string, pathname: string): SentRequest[] {
    return this.requests.filter((r) => r.method === method && r.url.pathname === pathname);
  }
}

/** The api's answer to a refusal (an AppError, or a ZodError from a schema), with its status. */
export function refusal(error: unknown): Response {
  const { status, body } = toErrorBody(error, true);
  return HttpResponse.json(body, { status });
}

/** Parses a body with the api's schema; a ZodError becomes the api's 400 validation_failed. */
interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export function parse<T>(schema: Schema<T>, body: unknown): { ok: true; value: T } | { ok: false; response: Response } {
  const result = schema.safeParse(body);
  return result.success ? { ok: true, value: result.data } : { ok: false, response: refusal(result.error) };
}

/** The api's CSRF check on every state-changing request. */
export function csrfRefusal(request: Request): Response | null {
  if (request.headers.get('x-csrf-token') === csrfToken) return null;
  return refusal(new AppError('csrf_failed', 'The CSRF token is missing or wrong.'));
}

const notFound = (message = 'Not found.') => refusal(new AppError('not_found', message));

/** `GET /api/me/hotels`: the signed-in person's hotels (render.tsx serves the ones it is given). */
export function hotelsApi(hotels: DashboardHotel[]): HttpHandler[] {
  return [http.get('/api/me/hotels', () => HttpResponse.json<{ hotels: DashboardHotel[] }>({ hotels }))];
}

// ---------------------------------------------------------------------------------------------
// Call logs

const newestFirst = (a: CallLogListItem, b: CallLogListItem) =>
  a.startedAt === b.startedAt ? b.callId.localeCompare(a.callId) : b.startedAt.localeCompare(a.startedAt);

const dayOn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );

/**
 * `GET /api/hotels/:hotelId/call-logs` (pages by cursor, the filters, `since` for catch-ups), its
 * `/languages`, a call's detail and its tool calls, for one hotel's calls.
 */
export function callLogApi(
  hotel: DashboardHotel,
  initial: CallLogListItem[],
  {
    details = [],
    toolCalls = [],
    bookings = [],
    callbackNumbers = {},
    guests = {},
  }: {
    details?: CallLogDetail[];
    toolCalls?: PmsToolCall[];
    /** The bookings every call's detail shows (decision 091). */
    bookings?: CallBooking[];
    /** The full numbers of flagged calls, by call id, as the callback reveal answers them. */
    callbackNumbers?: Record<string, string>;
    /** What the PMS says of each call's caller, by call id; nobody known unless said. */
    guests?: Record<string, CallerGuest>;
  } = {},
) {
  const recorder = new Recorder();
  const calls = new Map(initial.map((call) => [call.callId, call]));
  const detailOf = new Map(details.map((detail) => [detail.callId, detail]));
  const base = `/api/hotels/${hotel.id}/call-logs`;

  /** A caller's thread, as the api keys it: here the masked number stands for the stored one. */
  const threadOf = (callId: string) => {
    const number = calls.get(callId)?.callerNumber ?? detailOf.get(callId)?.callerNumber ?? null;
    return number ? [...calls.values()].filter((call) => call.callerNumber === number) : [];
  };

  function matching(params: URLSearchParams): CallLogListItem[] {
    const q = params.get('q')?.toLowerCase();
    const equal = (name: 'outcome' | 'sentiment' | 'resolution' | 'language', call: CallLogListItem) =>
      !params.get(name) || call[name] === params.get(name);
    return [...calls.values()]
      .filter((call) => !q || `${call.preview} ${call.summary ?? ''}`.toLowerCase().includes(q))
      .filter((call) => equal('outcome', call) && equal('sentiment', call) && equal('resolution', call))
      .filter((call) => equal('language', call))
      .filter((call) => !params.get('topic') || call.topics.includes(params.get('topic') as never))
      .filter((call) => params.get('followUp') !== 'open' || call.followUpReasons.length > 0)
      .filter((call) => !params.get('from') || dayOn(call.startedAt, hotel.timeZone) >= params.get('from')!)
      .filter((call) => !params.get('to') || dayOn(call.startedAt, hotel.timeZone) <= params.get('to')!)
      .filter((call) => !params.get('caller') || threadOf(params.get('caller')!).includes(call))
      .sort(newestFirst);
  }

  const handlers: HttpHandler[] = [
    http.get(`${base}/languages`, async ({ request }) => {
      await recorder.record(request);
      const counts = new Map<string, number>();
      for (const call of calls.values())
        if (call.language) counts.set(call.language, (counts.get(call.language) ?? 0) + 1);
      const languages = [...counts].map(([language, n]) => ({ language, calls: n })).sort((a, b) => b.calls - a.calls);
      return HttpResponse.json<CallLanguages>({ languages });
    }),
    http.get(`${base}/:callId/tool-calls`, async ({ request }) => {
      await recorder.record(request);
      return HttpResponse.json<{ toolCalls: PmsToolCall[] }>({ toolCalls });
    }),
    http.get(`${base}/:callId/bookings`, async ({ request }) => {
      await recorder.record(request);
      return HttpResponse.json<CallBookings>({ items: bookings });
    }),
    http.get(`${base}/:callId/caller-thread`, async ({ request, params }) => {
      await recorder.record(request);
      const callId = String(params.callId);
      const call = calls.get(callId) ?? detailOf.get(callId);
      if (!call) return notFound('Call not found.');
      const thread = threadOf(callId);
      return HttpResponse.json<CallerThread>({
        callId,
        callerLast4: call.callerNumber ? call.callerNumber.slice(-4) : null,
        earlierCalls: thread.filter((other) => other.startedAt < call.startedAt).length,
        totalCalls: Math.max(1, thread.length),
      });
    }),
    http.get(`${base}/:callId/caller-guest`, async ({ request, params }) => {
      await recorder.record(request);
      return HttpResponse.json<CallerGuest>(guests[String(params.callId)] ?? { lookup: 'not_found', guest: null });
    }),
    http.post(`${base}/:callId/callback-number`, async ({ request, params }) => {
      await recorder.record(request);
      const refused = csrfRefusal(request);
      if (refused) return refused;
      const callId = String(params.callId);
      const detail = detailOf.get(callId);
      if (!detail) return notFound('Call not found.');
      const number = callbackNumbers[callId];
      if (!detail.followUpReasons.includes('callback_requested') || !number)
        return refusal(
          new AppError('conflict', 'This call is not flagged for a callback, so its number stays hidden.'),
        );
      return HttpResponse.json<CallbackNumber>({ callId, callerNumber: number, summary: detail.summary });
    }),
    http.get(`${base}/:callId`, async ({ request, params }) => {
      await recorder.record(request);
      const detail = detailOf.get(String(params.callId));
      return detail ? HttpResponse.json<CallLogDetail>(detail) : notFound('Call not found.');
    }),
    http.get(base, async ({ request }) => {
      const { url } = await recorder.record(request);
      const since = url.searchParams.get('since');
      if (since) {
        const changed = [...calls.values()]
          .filter((call) => call.updatedAt > since)
          .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
        return HttpResponse.json<CallLogPage>({ items: changed, nextCursor: null });
      }
      const limit = Number(url.searchParams.get('limit') ?? callLogPageSize);
      const all = matching(url.searchParams);
      const cursor = url.searchParams.get('cursor');
      const start = cursor ? all.findIndex((call) => call.callId === cursor) + 1 : 0;
      const items = all.slice(start, start + limit);
      const more = start + limit < all.length;
      return HttpResponse.json<CallLogPage>({ items, nextCursor: more ? items.at(-1)!.callId : null });
    }),
  ];

  return {
    handlers,
    requests: recorder.requests,
    /** The list requests (first pages and next pages, not catch-ups), their query each. */
    listQueries: () =>
      recorder
        .to('GET', base)
        .map((r) => r.url.searchParams)
        .filter((params) => !params.has('since')),
    /** A call the api now holds (a new call or a changed one), as the worker would have stored it. */
    store(call: CallLogListItem) {
      calls.set(call.callId, call);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Insights and follow-ups

export function insightsApi(
  hotel: DashboardHotel,
  {
    followUps = [],
    figures = (from, to) => makeInsights(from, to),
    revenue = (from, to) => makeRevenue(hotel.id, from, to),
  }: {
    followUps?: FollowUpItem[];
    figures?: (from: string, to: string) => Insights;
    /** "Revenue from calls" of a period (decision 091). */
    revenue?: (from: string, to: string) => RevenueInsights;
  } = {},
) {
  const recorder = new Recorder();
  // Every follow-up, open or done; the signed-in person is the `owner` fixture.
  let all = [...followUps];
  const history = new Map<string, FollowUpActivity[]>();
  const members: FollowUpAssignees['members'] = [
    { userId: owner.id, name: `${owner.firstName} ${owner.lastName}`, role: 'owner' },
    { ...frontDeskMember, role: 'front_desk' },
  ];
  const me = members[0]!;
  const settings: InsightsSettings = {
    hotelId: hotel.id,
    timeZone: hotel.timeZone,
    frontDeskOpens: 7,
    frontDeskCloses: 22,
  };
  const base = `/api/hotels/${hotel.id}`;
  const find = (callId: unknown) => all.find((item) => item.callId === String(callId));
  const change = (callId: string, patch: Partial<FollowUpItem>) => {
    all = all.map((item) => (item.callId === callId ? { ...item, ...patch } : item));
    return find(callId)!;
  };
  const note = (callId: string, entry: Omit<FollowUpActivity, 'activityId' | 'createdAt' | 'actor'>) => {
    const entries = history.get(callId) ?? [];
    const added = {
      activityId: `activity-${entries.length + 1}`,
      createdAt: '2026-03-03T10:00:00.000Z',
      actor: { userId: me.userId, name: me.name },
      ...entry,
    };
    history.set(callId, [...entries, added]);
    return added;
  };
  const stateOf = (item: FollowUpItem): FollowUpState => ({
    hotelId: hotel.id,
    callId: item.callId,
    assignee: item.assignee,
    done: item.done,
  });
  const handlers: HttpHandler[] = [
    http.get(`${base}/insights/settings`, () => HttpResponse.json<InsightsSettings>(settings)),
    http.get(`${base}/insights/revenue`, async ({ request }) => {
      const { url } = await recorder.record(request);
      return HttpResponse.json<RevenueInsights>(
        revenue(url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? ''),
      );
    }),
    http.get(`${base}/insights`, async ({ request }) => {
      const { url } = await recorder.record(request);
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '';
      return HttpResponse.json<Insights>(figures(from, to));
    }),
    // The period's follow-ups (by the day each started, as the fixtures' zone is close to UTC) that
    // match the filters, a page at a time; the cursor is the offset, opaque to the app as the api's is.
    http.get(`${base}/follow-ups`, async ({ request }) => {
      const { url } = await recorder.record(request);
      const parsed = followUpListQuery.safeParse(Object.fromEntries(url.searchParams));
      if (!parsed.success) return refusal(parsed.error);
      const { from, to, cursor, limit, view, status } = parsed.data;
      const matching = all.filter(
        (item) =>
          item.startedAt.slice(0, 10) >= from &&
          item.startedAt.slice(0, 10) <= to &&
          (status === 'done') === (item.done !== null) &&
          (view === 'all' || (view === 'mine' ? item.assignee?.userId === me.userId : item.assignee === null)),
      );
      const start = cursor ? Number(cursor) : 0;
      const items = matching.slice(start, start + limit);
      const next = start + limit < matching.length ? String(start + limit) : null;
      return HttpResponse.json<FollowUpPage>({ items, total: matching.length, nextCursor: next });
    }),
    http.get(`${base}/follow-ups/assignees`, () => HttpResponse.json<FollowUpAssignees>({ members })),
    http.get(`${base}/follow-ups/:callId/activity`, ({ params }) => {
      if (!find(params.callId)) return notFound('No follow-up for that call.');
      return HttpResponse.json<FollowUpActivityList>({ items: history.get(String(params.callId)) ?? [] });
    }),
    http.put(`${base}/follow-ups/:callId/assignee`, async ({ request, params }) => {
      const { body } = await recorder.record(request);
      const refused = csrfRefusal(request);
      if (refused) return refused;
      const item = find(params.callId);
      if (!item) return notFound('No follow-up for that call.');
      const input = parse(assignFollowUpBody, body);
      if (!input.ok) return input.response;
      const member = members.find((m) => m.userId === input.value.assigneeId);
      if (input.value.assigneeId && !member)
        return refusal(new AppError('bad_request', "That person is not on this hotel's team."));
      const assignee = member ? { userId: member.userId, name: member.name } : null;
      note(item.callId, { kind: assignee ? 'assigned' : 'unassigned', assignee, body: null });
      return HttpResponse.json<FollowUpState>(stateOf(change(item.callId, { assignee })));
    }),
    http.post(`${base}/follow-ups/:callId/comments`, async ({ request, params }) => {
      const { body } = await recorder.record(request);
      const refused = csrfRefusal(request);
      if (refused) return refused;
      const item = find(params.callId);
      if (!item) return notFound('No follow-up for that call.');
      const input = parse(followUpCommentBody, body);
      if (!input.ok) return input.response;
      change(item.callId, { comments: item.comments + 1 });
      const added = note(item.callId, { kind: 'comment', assignee: null, body: input.value.text });
      return HttpResponse.json<FollowUpActivity>(added, { status: 201 });
    }),
    http.post(`${base}/follow-ups/:callId/handled`, async ({ request, params }) => {
      await recorder.record(request);
      const refused = csrfRefusal(request);
      if (refused) return refused;
      const item = find(params.callId);
      if (!item) return notFound('No follow-up for that call.');
      const done = item.done ?? { by: { userId: me.userId, name: me.name }, at: '2026-03-03T10:00:00.000Z' };
      return HttpResponse.json<FollowUpState>(stateOf(change(item.callId, { done })));
    }),
    http.delete(`${base}/follow-ups/:callId/handled`, async ({ request, params }) => {
      await recorder.record(request);
      const refused = csrfRefusal(request);
      if (refused) return refused;
      const item = find(params.callId);
      if (!item) return notFound('No follow-up for that call.');
      return HttpResponse.json<FollowUpState>(stateOf(change(item.callId, { done: null })));
    }),
  ];
  return {
    handlers,
    requests: recorder.requests,
    periods: () => recorder.to('GET', `${base}/insights`).map((r) => Object.fromEntries(r.url.searchParams)),
    followUpQueries: () => recorder.to('GET', `${base}/follow-ups`).map((r) => Object.fromEntries(r.url.searchParams)),
  };
}

// ---------------------------------------------------------------------------------------------
// Knowledge gaps

/** A hotel's review summary and review-page opens, as the api answers them. */
export function reviewStatsApi(hotel: DashboardHotel, summary: ReviewSummary, pageOpens: number): HttpHandler[] {
  const base = `/api/hotels/${hotel.id}`;
  return [
    http.get(`${base}/reviews/summary`, () => HttpResponse.json<ReviewSummary>(summary)),
    http.get(`${base}/review-page-stats`, ({ request }) => {
      const url = new URL(request.url);
      return HttpResponse.json<ReviewPageStats>({
        from: url.searchParams.get('from') ?? '',
        to: url.searchParams.get('to') ?? '',
        pageOpens,
      });
    }),
  ];
}

export function knowledgeGapApi(hotel: DashboardHotel, initial: KnowledgeGap[]) {
  const recorder = new Recorder();
  let gaps = [...initial];
  const base = `/api/hotels/${hotel.id}/knowledge-gaps`;
  const handlers: HttpHandler[] = [
    http.get(base, async ({ request }) => {
      await recorder.record(request);
      return HttpResponse.json<{ gaps: KnowledgeGap[] }>({ gaps });
    }),
    http.post(`${base}/:gapId/answer`, async ({ request, params }) => {
      const { body } = await recorder.record(request);
      const refused = csrfRefusal(request);
      if (refused) return refused;
      const parsed = parse(answerKnowledgeGapBody, body);
      if (!parsed.ok) return parsed.response;
      const gap = gaps.find((g) => g.knowledgeGapId === params.gapId);
      if (!gap) return notFound('Question not found.');
      const answered: KnowledgeGap = {
        ...gap,
        status: 'answered',
        answer: parsed.value.answer,
        answeredAt: new Date().toISOString(),
        answeredBy: `${owner.firstName} ${owner.lastName}`,
      };
      // The api's order: open gaps first, answered ones after.
      gaps = [...gaps.filter((g) => g !== gap), answered];
      return HttpResponse.json<{ gaps: KnowledgeGap[] }>({ gaps });
    }),
  ];
  return { handlers, requests: recorder.requests };
}

// ---------------------------------------------------------------------------------------------
// Alerts

/** The person's alerts, newest first (as given), in pages of `pageSize` with the api's opaque cursor. */
export function notificationApi(initial: AppNotification[], pageSize = 25) {
  const recorder = new Recorder();
  let notifications = [...initial];
  const list = (from = 0): NotificationList => {
    const end = from + pageSize;
    return {
      notifications: notifications.slice(from, end),
      unread: notifications.filter((n) => !n.readAt).length,
      nextCursor: end < notifications.length ? btoa(String(end)) : null,
    };
  };
  const handlers: HttpHandler[] = [
    http.get('/api/me/notifications', async ({ request }) => {
      await recorder.record(request);
      const cursor = new URL(request.url).searchParams.get('cursor');
      return HttpResponse.json<NotificationList>(list(cursor ? Number(atob(cursor)) : 0));
    }),
    http.post('/api/me/notifications/read', async ({ request }) => {
      const { body } = await recorder.record(request);
      const refused = csrfRefusal(request);
      if (refused) return refused;
      const ids = (body as { notificationIds?: string[] }).notificationIds;
      const now = new Date().toISOString();
      notifications = notifications.map((n) =>
        !ids || ids.includes(n.notificationId) ? { ...n, readAt: n.readAt ?? now } : n,
      );
      return HttpResponse.json<NotificationList>(list());
    }),
  ];
  return { handlers, requests: recorder.requests };
}

// ---------------------------------------------------------------------------------------------
// Team

export function teamApi(hotel: DashboardHotel, initial: HotelTeam) {
  const recorder = new Recorder();
  const team: HotelTeam = { members: [...initial.members], invitations: [...initial.invitations] };
  const base = `/api/hotels/${hotel.id}/team`;
  const handlers: HttpHandler[] = [
    http.get(base, async ({ request }) => {
      await recorder.record(request);
      return HttpResponse.json<HotelTeam>(team);
    }),
    http.post(`${base}/invitations`, async ({ request }) => {
      const { body } = await recorder.record(request);
      const refused = csrfRefusal(request);
      if (refused) return refused;
      const parsed = parse(inviteMemberBody, body);
      if (!parsed.ok) return parsed.response;
      if (team.members.some((m) => m.email === parsed.value.email)) {
        return refusal(new AppError('conflict', 'This person is already on the team.'));
      }
      const invitation: TeamInvitation = {
        invitationId: `invitation-${team.invitations.length + 1}`,
        email: parsed.value.email,
        role: parsed.value.role,
        invitedAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        expired: false,
      };
      team.invitations.push(invitation);
      return HttpResponse.json<{ invitationId: string }>({ invitationId: invitation.invitationId }, { status: 201 });
    }),
    http.put(`${base}/members/:userId/role`, async ({ request, params }) => {
      const { body } = await recorder.record(request);
      const refused = csrfRefusal(request);
      if (refused) return refused;
      const parsed = parse(changeRoleBody, body);
      if (!parsed.ok) return parsed.response;
      const member = team.members.find((m) => m.userId === params.userId);
      if (!member) return refusal(new AppError('not_found', 'No such member.'));
      member.role = parsed.value.role;
      // Listed as the api lists them: by role, then first name.
      const rank = (m: TeamMember) => ['owner', 'manager', 'front_desk'].indexOf(m.role);
      team.members.sort((a, b) => rank(a) - rank(b) || a.firstName.localeCompare(b.firstName));
      return HttpResponse.json({ ok: true });
    }),
  ];
  return { handlers, requests: recorder.requests };
}

// ---------------------------------------------------------------------------------------------
// PMS key

/**
 * `GET /api/check-pms-key`, `POST /api/set-pms-key` (a key in `refusedKeys` is refused by the PMS,
 * in the api's words) and `POST /api/check-pms-connection`.
 */
export function pmsApi(
  hotel: DashboardHotel,
  {
    status: initial = makePmsStatus(),
    refusedKeys = {},
  }: { status?: PmsKeyStatus; refusedKeys?: Record<string, string> } = {},
) {
  const recorder = new Recorder();
  let status = initial;
  const handlers: HttpHandler[] = [
    http.get('/api/check-pms-key', async ({ request }) => {
      const { url } = await recorder.record(request);
      const query = parse(checkPmsKeyQuery, Object.fromEntries(url.searchParams));
      if (!query.ok) return query.response;
      if (query.value.uid !== hotel.id) return refusal(forbidden());
      return HttpResponse.json<PmsKeyStatus>(status);
    }),
    http.post('/api/set-pms-key', async ({ request }) => {
      const { body } = await recorder.record(request);
      const refused = csrfRefusal(request);
      if (refused) return refused;
      const parsed = parse(setPmsKeyBody, body);
      if (!parsed.ok) return parsed.response;
      const { provider, pms_key: key, property_id: propertyId } = parsed.value;
      const name = pmsProviderForms[provider].name;
      if (provider === 'cloudbeds' && !propertyId) {
        return refusal(new AppError('bad_request', 'Cloudbeds needs the property ID as well as the API key.'));
      }
      const reason = refusedKeys[key];
      if (reason) {
        return refusal(
          new AppError('bad_request', `${name} refused this key: ${reason} The key was not saved.`, { reason }),
        );
      }
      const now = new Date().toISOString();
      status = {
        ...status,
        has_key: true,
        provider,
        property_id: propertyId,
        key_hash: `sha256:${key.slice(-4)}`,
        connection: 'connected',
        last_updated: now,
        verified_at: now,
        checked_at: now,
        last_error: null,
      };
      return HttpResponse.json<{ status: 'success' }>({ status: 'success' });
    }),
    http.post('/api/check-pms-connection', async ({ request }) => {
      await recorder.record(request);
      const refused = csrfRefusal(request);
      if (refused) return refused;
      return HttpResponse.json<PmsKeyStatus>(status);
    }),
  ];
  return { handlers, requests: recorder.requests, saves: () => recorder.to('POST', '/api/set-pms-key') };
}

// ---------------------------------------------------------------------------------------------
// Two-step sign-in

/** The api's words for a wrong code (api/src/modules/two-step/two-step.service.ts, wrongCodeMessage). */
export const wrongCodeMessage = 'That code is not right. Enter the current code from your authenticator app.';

export function twoStepApi({
  password,
  code,
  setup,
  recoveryCodes,
}: {
  /** The person's current password: set-up starts only with it. */
  password: string;
  /** The one code the authenticator shows now. */
  code: string;
  setup: TwoStepSetup;
  recoveryCodes: string[];
}) {
  const recorder = new Recorder();
  let status: TwoStepStatus = { enabled: false, required: false, recoveryCodesLeft: 0 };
  let started = false;
  const handlers: HttpHandler[] = [
    http.get('/api/account/two-step', async ({ request }) => {
      await recorder.record(request);
      return HttpResponse.json<TwoStepStatus>(status);
    }),
    http.post('/api/account/two-step/setup', async ({ request }) => {
      const { body } = await recorder.record(request);
      const refused = csrfRefusal(request);
      if (refused) return refused;
      const parsed = parse(startTwoStepBody, body);
      if (!parsed.ok) return parsed.response;
      if (parsed.value.password !== password) {
        return refusal(
          new AppError('bad_request', 'Your current password is not right.', { reason: 'wrong_password' }),
        );
      }
      started = true;
      return HttpResponse.json<TwoStepSetup>(setup);
    }),
    http.post('/api/account/two-step/confirm', async ({ request }) => {
      const { body } = await recorder.record(request);
      const refused = csrfRefusal(request);
      if (refused) return refused;
      const parsed = parse(confirmTwoStepBody, body);
      if (!parsed.ok) return parsed.response;
      if (!started || parsed.value.code.replace(/\s/g, '') !== code) {
        return refusal(new AppError('bad_request', wrongCodeMessage, { reason: 'wrong_code' }));
      }
      status = { enabled: true, required: false, recoveryCodesLeft: recoveryCodes.length };
      return HttpResponse.json<{ recoveryCodes: string[] }>({ recoveryCodes });
    }),
  ];
  return { handlers, requests: recorder.requests };
}

// ---------------------------------------------------------------------------------------------
// Admin: applications

/**
 * `GET /api/admin/applications` and the activation, which refuses the owner role where the hotel
 * has an owner, as the api does. `hotels` are the hotels the picker can offer.
 */
export function applicationsApi(
  initial: Application[],
  hotels: { hotelId: string; name: string; ownerName: string | null }[],
) {
  const recorder = new Recorder();
  const applications = [...initial];
  const handlers: HttpHandler[] = [
    http.get('/api/admin/applications', () => HttpResponse.json<{ applications: Application[] }>({ applications })),
    http.post('/api/admin/applications/:userId/activate', async ({ request, params }) => {
      const { body } = await recorder.record(request);
      const refused = csrfRefusal(request);
      if (refused) return refused;
      const parsed = parse(activateBody, body);
      if (!parsed.ok) return parsed.response;
      const index = applications.findIndex((a) => a.userId === params.userId);
      if (index < 0) return notFound('User not found.');
      const linked = [];
      for (const { hotelId, role } of parsed.value.hotels) {
        const hotel = hotels.find((h) => h.hotelId === hotelId);
        if (!hotel) return notFound('Hotel not found.');
        if (role === 'owner' && hotel.ownerName) {
          return refusal(
            new AppError(
              'bad_request',
              `${hotel.name} already has an owner, ${hotel.ownerName}. Choose manager or front desk.`,
            ),
          );
        }
        linked.push({ hotelId, name: hotel.name, role, ownerTold: hotel.ownerName });
      }
      const [application] = applications.splice(index, 1);
      return HttpResponse.json<{ activation: Activation }>({
        activation: {
          firstName: application!.firstName,
          lastName: application!.lastName,
          hotels: linked,
          welcomeMailQueued: true,
        },
      });
    }),
  ];
  return { handlers, requests: recorder.requests };
}
