import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueIp } from '../../../test/support/client-ip.ts';
import { listen } from '../../../test/support/calls.ts';
import { listRoutes, type ListedRoute } from '../../../test/support/route-list.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { publicPages } from '../contracts/public-pages.ts';
import {
  buildWorld,
  fakeWebApp,
  openSocket,
  roles,
  securityEnv,
  type AckResult,
  type Role,
  type World,
} from '../../../test/support/security-world.ts';

type Expect = Record<Role, number>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface Probe {
  method: Method;
  path: (w: World) => string;
  body?: (w: World) => unknown;
  /** Ends or rotates the session: each role gets a session of its own for this probe. */
  freshSession?: boolean;
}

interface Row {
  /** `METHOD pattern` exactly as listRoutes reports it. */
  route: string;
  probes: Probe[];
  expect: Expect;
}

const every = (status: number): Expect => Object.fromEntries(roles.map((r) => [r, status])) as Expect;
const signedOut = { anonymous: 401, agent: 401, badAgent: 401 };
const adminOnly = (status: number): Expect => ({
  ...signedOut,
  pending: 403,
  ownerA: 403,
  managerA: 403,
  frontDeskA: 403,
  ownerB: 403,
  admin: status,
});
/** What every member of hotel A's team may do: calls, follow-ups, reviews, insights. */
const hotelA = (status: number): Expect => ({
  ...signedOut,
  pending: 403,
  ownerA: status,
  managerA: status,
  frontDeskA: status,
  ownerB: 403,
  admin: status,
});
/** Hotel A's PMS key, settings, guest data and team: owner and manager, never the front desk. */
const hotelAManage = (status: number): Expect => ({ ...hotelA(status), frontDeskA: 403 });
const activated = (status: number): Expect => ({
  ...signedOut,
  pending: 403,
  ownerA: status,
  managerA: status,
  frontDeskA: status,
  ownerB: status,
  admin: status,
});
const agentOnly = (status: number): Expect => ({ ...every(401), agent: status });

const get = (path: Probe['path']): Probe => ({ method: 'get', path });
const send = (method: Method, path: Probe['path'], body: Probe['body'] = () => ({})): Probe => ({
  method,
  path,
  body,
});
const id = () => randomUUID();
const A = (w: World) => w.hotelA.id;

/**
 * Every endpoint of the app × every kind of caller. Statuses for allowed callers are what a
 * harmless probe gets (an empty body answers 400, an unknown id 404); the point is who gets past
 * the guards, and that nobody gets a 5xx.
 */
const table: Row[] = [
  // Pages: every page answers; what it shows is decided by its loader (the dashboard's sends a
  // signed-out visitor to /login from inside the page, which the fake web here does not).
  {
    route: 'GET /^\\/(?!api\\/|socket\\.io\\/).*/',
    probes: [get(() => '/'), get(() => '/dashboard/home'), get(() => '/admin'), get(() => '/favicon.svg')],
    expect: every(200),
  },
  // A page's form posts to its route's action (decision 082): only with this site's Origin, which
  // these probes do not send (web-hardening.test.ts posts with and without it).
  {
    route: 'POST /^\\/(?!api\\/|socket\\.io\\/).*/',
    probes: publicPages.map(({ path }) => send('post', () => path)),
    expect: every(403),
  },
  { route: 'USE /assets', probes: [get(() => '/assets/app.js')], expect: every(200) },
  { route: 'GET /sw.js', probes: [get(() => '/sw.js')], expect: every(200) },
  { route: 'GET /robots.txt', probes: [get(() => '/robots.txt')], expect: every(200) },
  { route: 'GET /sitemap.xml', probes: [get(() => '/sitemap.xml')], expect: every(200) },
  { route: 'USE /admin/queues', probes: [get(() => '/admin/queues')], expect: adminOnly(200) },
  { route: 'GET /healthz', probes: [get(() => '/healthz')], expect: every(200) },
  { route: 'GET /readyz', probes: [get(() => '/readyz')], expect: every(200) },
  // The short review link is public: it redirects (to 'Hotel Not Found' for an unknown slug).
  { route: 'GET /r/:slug', probes: [get(() => '/r/no-such-hotel')], expect: every(302) },
  // Nobody here holds METRICS_TOKEN; the token itself is checked below.
  { route: 'GET /metrics', probes: [get(() => '/metrics')], expect: every(404) },

  // Auth: public by nature.
  { route: 'POST /api/auth/sign-up', probes: [send('post', () => '/api/auth/sign-up')], expect: every(400) },
  { route: 'POST /api/auth/sign-in', probes: [send('post', () => '/api/auth/sign-in')], expect: every(400) },
  {
    route: 'POST /api/auth/admin/sign-in',
    probes: [send('post', () => '/api/auth/admin/sign-in')],
    expect: every(400),
  },
  {
    route: 'POST /api/auth/refresh',
    probes: [{ ...send('post', () => '/api/auth/refresh'), freshSession: true }],
    expect: { ...signedOut, pending: 200, ownerA: 200, managerA: 200, frontDeskA: 200, ownerB: 200, admin: 200 },
  },
  {
    route: 'POST /api/auth/sign-out',
    probes: [{ ...send('post', () => '/api/auth/sign-out'), freshSession: true }],
    expect: every(204),
  },
  { route: 'GET /api/auth/session', probes: [get(() => '/api/auth/session')], expect: every(200) },
  {
    route: 'POST /api/auth/forgot-password',
    probes: [send('post', () => '/api/auth/forgot-password')],
    expect: every(400),
  },
  {
    route: 'POST /api/auth/reset-password',
    probes: [send('post', () => '/api/auth/reset-password')],
    expect: every(400),
  },
  {
    route: 'POST /api/auth/two-step',
    probes: [send('post', () => '/api/auth/two-step')],
    expect: every(400),
  },
  {
    route: 'POST /api/auth/confirm-email',
    probes: [send('post', () => '/api/auth/confirm-email')],
    expect: every(400),
  },
  {
    route: 'POST /api/invitations/preview',
    probes: [send('post', () => '/api/invitations/preview')],
    expect: every(400),
  },
  {
    route: 'POST /api/invitations/accept',
    probes: [send('post', () => '/api/invitations/accept')],
    expect: every(400),
  },

  // The signed-in person's own account (issue #19).
  { route: 'GET /api/account', probes: [get(() => '/api/account')], expect: activated(200) },
  { route: 'PUT /api/account', probes: [send('put', () => '/api/account')], expect: activated(400) },
  {
    route: 'POST /api/account/password',
    probes: [send('post', () => '/api/account/password')],
    expect: activated(400),
  },
  { route: 'POST /api/account/email', probes: [send('post', () => '/api/account/email')], expect: activated(400) },
  { route: 'GET /api/account/two-step', probes: [get(() => '/api/account/two-step')], expect: activated(200) },
  {
    route: 'POST /api/account/two-step/setup',
    probes: [send('post', () => '/api/account/two-step/setup')],
    expect: activated(400),
  },
  {
    route: 'POST /api/account/two-step/confirm',
    probes: [send('post', () => '/api/account/two-step/confirm')],
    expect: activated(400),
  },
  {
    route: 'POST /api/account/two-step/disable',
    probes: [send('post', () => '/api/account/two-step/disable')],
    expect: activated(400),
  },
  { route: 'GET /api/account/sessions', probes: [get(() => '/api/account/sessions')], expect: activated(200) },
  {
    route: 'DELETE /api/account/sessions/:sessionId',
    probes: [send('delete', () => `/api/account/sessions/${id()}`)],
    expect: activated(404),
  },
  {
    route: 'POST /api/account/sign-out-everywhere',
    probes: [{ ...send('post', () => '/api/account/sign-out-everywhere'), freshSession: true }],
    expect: activated(204),
  },

  // Public site and guest review page.
  { route: 'GET /api/public/config', probes: [get(() => '/api/public/config')], expect: every(200) },
  { route: 'GET /api/demo-audio', probes: [get(() => '/api/demo-audio')], expect: every(404) },
  { route: 'POST /api/demo-requests', probes: [send('post', () => '/api/demo-requests')], expect: every(400) },
  // Anonymous analytics beacons: the empty body is refused alike for everyone.
  { route: 'POST /api/events', probes: [send('post', () => '/api/events')], expect: every(400) },
  { route: 'GET /api/public/hotels/:hotelId', probes: [get((w) => `/api/public/hotels/${A(w)}`)], expect: every(200) },
  {
    // Public, like the review itself; a review id that was never offered Google is 404.
    route: 'POST /api/reviews/:reviewId/google-opened',
    probes: [send('post', () => `/api/reviews/${id()}/google-opened`)],
    expect: every(404),
  },
  {
    route: 'POST /api/reviews',
    probes: [
      send(
        'post',
        () => '/api/reviews',
        (w) => ({ hotelId: A(w), rating: 4, feedback: 'matrix' }),
      ),
    ],
    expect: every(201),
  },
  {
    route: 'GET /api/storage/v1/object/public/:bucket/*path',
    probes: [get(() => '/api/storage/v1/object/public/hotel-pictures/none.png')],
    expect: every(404),
  },
  {
    route: 'GET /api/storage/v1/object/sign/:bucket/*path',
    probes: [get((w) => `/api/storage/v1/object/sign/calls/hotels/${A(w)}/recordings/x.ogg?expires=1&token=x`)],
    expect: every(403),
  },

  // Owner dashboard.
  { route: 'GET /api/me/hotels', probes: [get(() => '/api/me/hotels')], expect: activated(200) },
  { route: 'GET /api/me/hotels/overview', probes: [get(() => '/api/me/hotels/overview')], expect: activated(200) },
  {
    route: 'GET /api/check-pms-key',
    probes: [get((w) => `/api/check-pms-key?uid=${A(w)}`)],
    expect: hotelAManage(200),
  },
  {
    route: 'POST /api/set-pms-key',
    probes: [
      send(
        'post',
        () => '/api/set-pms-key',
        // Mews without MEWS_CLIENT_TOKEN: past the guards, refused before any PMS request.
        (w) => ({ hotel_id: A(w), provider: 'mews', pms_key: 'pms-key-matrix' }),
      ),
    ],
    expect: hotelAManage(400),
  },
  {
    route: 'POST /api/check-pms-connection',
    probes: [
      send(
        'post',
        () => '/api/check-pms-connection',
        (w) => ({ hotel_id: A(w) }),
      ),
    ],
    // Hotel A has no verified key to check.
    expect: hotelAManage(400),
  },
  {
    route: 'GET /api/hotels/:hotelId/call-logs/:callId/tool-calls',
    probes: [get((w) => `/api/hotels/${A(w)}/call-logs/${w.callId}/tool-calls`)],
    expect: hotelA(200),
  },
  {
    route: 'GET /api/hotels/:hotelId/call-logs/:callId/bookings',
    probes: [get((w) => `/api/hotels/${A(w)}/call-logs/${w.callId}/bookings`)],
    expect: hotelA(200),
  },
  {
    route: 'GET /api/hotels/:hotelId/call-logs',
    probes: [
      get((w) => `/api/hotels/${A(w)}/call-logs`),
      get((w) => `/api/hotels/${A(w)}/call-logs?since=2020-01-01T00:00:00Z`),
    ],
    expect: hotelA(200),
  },
  {
    route: 'GET /api/hotels/:hotelId/call-logs/languages',
    probes: [get((w) => `/api/hotels/${A(w)}/call-logs/languages`)],
    expect: hotelA(200),
  },
  {
    route: 'GET /api/hotels/:hotelId/call-logs/export.csv',
    probes: [get((w) => `/api/hotels/${A(w)}/call-logs/export.csv`)],
    expect: hotelAManage(200),
  },
  {
    route: 'GET /api/hotels/:hotelId/call-logs/:callId',
    probes: [get((w) => `/api/hotels/${A(w)}/call-logs/${w.callId}`)],
    expect: hotelA(200),
  },
  {
    route: 'GET /api/hotels/:hotelId/call-logs/:callId/caller-thread',
    probes: [get((w) => `/api/hotels/${A(w)}/call-logs/${w.callId}/caller-thread`)],
    expect: hotelA(200),
  },
  {
    route: 'GET /api/hotels/:hotelId/call-logs/:callId/caller-guest',
    probes: [get((w) => `/api/hotels/${A(w)}/call-logs/${w.callId}/caller-guest`)],
    expect: hotelA(200),
  },
  {
    route: 'POST /api/hotels/:hotelId/call-logs/:callId/callback-number',
    probes: [send('post', (w) => `/api/hotels/${A(w)}/call-logs/${w.callId}/callback-number`)],
    // The world's call is not flagged for a callback: its team hears so; an admin is on no
    // hotel's team and never gets the number (decision 085).
    expect: { ...hotelA(409), admin: 403 },
  },
  {
    route: 'GET /api/hotels/:hotelId/review-page-stats',
    probes: [get((w) => `/api/hotels/${A(w)}/review-page-stats?from=2026-01-01&to=2026-01-31`)],
    expect: hotelA(200),
  },
  {
    route: 'GET /api/hotels/:hotelId/call-stats',
    probes: [get((w) => `/api/hotels/${A(w)}/call-stats`)],
    expect: hotelA(200),
  },
  {
    route: 'GET /api/hotels/:hotelId/insights',
    probes: [get((w) => `/api/hotels/${A(w)}/insights?from=2025-03-01&to=2025-03-31`)],
    expect: hotelA(200),
  },
  {
    route: 'GET /api/hotels/:hotelId/insights/revenue',
    probes: [get((w) => `/api/hotels/${A(w)}/insights/revenue?from=2025-03-01&to=2025-03-31`)],
    expect: hotelA(200),
  },
  {
    route: 'GET /api/hotels/:hotelId/insights/export.csv',
    probes: [get((w) => `/api/hotels/${A(w)}/insights/export.csv?from=2025-03-01&to=2025-03-07`)],
    expect: hotelA(200),
  },
  {
    route: 'GET /api/hotels/:hotelId/insights/settings',
    probes: [get((w) => `/api/hotels/${A(w)}/insights/settings`)],
    expect: hotelA(200),
  },
  {
    route: 'PUT /api/hotels/:hotelId/insights/settings',
    probes: [
      send(
        'put',
        (w) => `/api/hotels/${A(w)}/insights/settings`,
        () => ({ timeZone: 'UTC', frontDeskOpens: 8, frontDeskCloses: 20 }),
      ),
    ],
    expect: hotelAManage(200),
  },
  {
    route: 'GET /api/hotels/:hotelId/follow-ups',
    probes: [get((w) => `/api/hotels/${A(w)}/follow-ups?from=2026-01-01&to=2026-01-31`)],
    expect: hotelA(200),
  },
  {
    route: 'POST /api/hotels/:hotelId/follow-ups/:callId/handled',
    probes: [send('post', (w) => `/api/hotels/${A(w)}/follow-ups/${w.callId}/handled`)],
    // The world's call needs no follow-up: found for hotel A's people, refused to everyone else.
    expect: hotelA(404),
  },
  {
    route: 'DELETE /api/hotels/:hotelId/follow-ups/:callId/handled',
    probes: [send('delete', (w) => `/api/hotels/${A(w)}/follow-ups/${w.callId}/handled`)],
    expect: hotelA(404),
  },
  {
    route: 'GET /api/hotels/:hotelId/follow-ups/assignees',
    probes: [get((w) => `/api/hotels/${A(w)}/follow-ups/assignees`)],
    expect: hotelA(200),
  },
  {
    route: 'GET /api/hotels/:hotelId/follow-ups/:callId/activity',
    probes: [get((w) => `/api/hotels/${A(w)}/follow-ups/${w.callId}/activity`)],
    expect: hotelA(404),
  },
  {
    route: 'PUT /api/hotels/:hotelId/follow-ups/:callId/assignee',
    probes: [
      send(
        'put',
        (w) => `/api/hotels/${A(w)}/follow-ups/${w.callId}/assignee`,
        () => ({ assigneeId: null }),
      ),
    ],
    expect: hotelA(404),
  },
  {
    route: 'POST /api/hotels/:hotelId/follow-ups/:callId/comments',
    probes: [
      send(
        'post',
        (w) => `/api/hotels/${A(w)}/follow-ups/${w.callId}/comments`,
        () => ({ text: 'probe' }),
      ),
    ],
    expect: hotelA(404),
  },
  {
    route: 'GET /api/hotels/:hotelId/reviews',
    probes: [get((w) => `/api/hotels/${A(w)}/reviews`)],
    expect: hotelA(200),
  },
  {
    route: 'GET /api/hotels/:hotelId/knowledge-gaps',
    probes: [get((w) => `/api/hotels/${A(w)}/knowledge-gaps`)],
    expect: hotelA(200),
  },
  {
    route: 'POST /api/hotels/:hotelId/knowledge-gaps/:gapId/answer',
    probes: [send('post', (w) => `/api/hotels/${A(w)}/knowledge-gaps/${id()}/answer`)],
    expect: hotelAManage(400),
  },
  {
    route: 'GET /api/hotels/:hotelId/alert-settings',
    probes: [get((w) => `/api/hotels/${A(w)}/alert-settings`)],
    expect: hotelA(200),
  },
  {
    route: 'PUT /api/hotels/:hotelId/alert-settings',
    probes: [send('put', (w) => `/api/hotels/${A(w)}/alert-settings`)],
    expect: hotelA(400),
  },
  {
    route: 'PUT /api/hotels/:hotelId/alert-settings/weekly-digest',
    probes: [send('put', (w) => `/api/hotels/${A(w)}/alert-settings/weekly-digest`)],
    expect: hotelA(400),
  },
  {
    route: 'PUT /api/hotels/:hotelId/alert-settings/devices/:pushSubscriptionId',
    probes: [send('put', (w) => `/api/hotels/${A(w)}/alert-settings/devices/${id()}`)],
    expect: hotelA(400),
  },
  {
    route: 'GET /api/hotels/:hotelId/alert-settings/daily-summary-preview',
    probes: [get((w) => `/api/hotels/${A(w)}/alert-settings/daily-summary-preview`)],
    expect: hotelA(200),
  },
  {
    route: 'GET /api/hotels/:hotelId/weekly-digest/preview',
    probes: [get((w) => `/api/hotels/${A(w)}/weekly-digest/preview`)],
    expect: hotelA(200),
  },
  { route: 'GET /api/me/notifications', probes: [get(() => '/api/me/notifications')], expect: activated(200) },
  {
    route: 'POST /api/me/notifications/read',
    probes: [send('post', () => '/api/me/notifications/read')],
    expect: activated(200),
  },
  // The VAPID public key is public by nature; devices are each person's own (decision 094).
  { route: 'GET /api/push/public-key', probes: [get(() => '/api/push/public-key')], expect: every(200) },
  {
    route: 'GET /api/me/push-subscriptions',
    probes: [get(() => '/api/me/push-subscriptions')],
    expect: activated(200),
  },
  {
    route: 'POST /api/me/push-subscriptions',
    probes: [send('post', () => '/api/me/push-subscriptions')],
    expect: activated(400),
  },
  {
    route: 'POST /api/me/push-subscriptions/test',
    probes: [send('post', () => '/api/me/push-subscriptions/test')],
    expect: activated(200),
  },
  {
    route: 'DELETE /api/me/push-subscriptions/:pushSubscriptionId',
    probes: [send('delete', () => `/api/me/push-subscriptions/${id()}`)],
    expect: activated(404),
  },
  // The signed token is the authority, never a session: a made-up one is refused for everyone.
  { route: 'GET /api/alerts/unsubscribe', probes: [get(() => '/api/alerts/unsubscribe?token=x')], expect: every(400) },
  {
    route: 'POST /api/alerts/unsubscribe',
    probes: [send('post', () => '/api/alerts/unsubscribe?token=x')],
    expect: every(400),
  },
  {
    route: 'GET /api/hotels/:hotelId/reviews/summary',
    probes: [get((w) => `/api/hotels/${A(w)}/reviews/summary`)],
    expect: hotelA(200),
  },
  {
    route: 'PUT /api/hotels/:hotelId/reviews/:reviewId/handling',
    probes: [
      send(
        'put',
        (w) => `/api/hotels/${A(w)}/reviews/${id()}/handling`,
        () => ({ note: 'Called the guest.' }),
      ),
    ],
    // No such review of hotel A.
    expect: hotelA(404),
  },

  // Voice agents and providers: a token or a signature, never a session.
  {
    route: 'GET /api/agent/hotels/:hotelId/context',
    probes: [get((w) => `/api/agent/hotels/${A(w)}/context`)],
    expect: agentOnly(200),
  },
  {
    route: 'GET /api/agent/hotels/:hotelId/knowledge',
    probes: [get((w) => `/api/agent/hotels/${A(w)}/knowledge?q=breakfast`)],
    expect: agentOnly(200),
  },
  {
    route: 'POST /api/agent/hotels/:hotelId/tools/:tool',
    probes: [
      send(
        'post',
        (w) => `/api/agent/hotels/${A(w)}/tools/check_availability`,
        () => ({ call_id: 'matrix', arrival_date: '2031-01-01', departure_date: '2031-01-02' }),
      ),
    ],
    // Hotel A has no PMS connected: the agent gets the spoken fallback.
    expect: agentOnly(200),
  },
  {
    route: 'POST /api/webhooks/retell/tools',
    probes: [send('post', () => '/api/webhooks/retell/tools')],
    expect: every(401),
  },
  {
    route: 'POST /api/webhooks/vapi/tools',
    probes: [send('post', () => '/api/webhooks/vapi/tools')],
    expect: every(401),
  },
  {
    route: 'POST /api/webhooks/elevenlabs/tools/:tool',
    probes: [send('post', () => '/api/webhooks/elevenlabs/tools/check_availability')],
    expect: every(401),
  },
  { route: 'POST /api/ingest/calls', probes: [send('post', () => '/api/ingest/calls')], expect: every(401) },
  {
    route: 'POST /api/webhooks/elevenlabs',
    probes: [send('post', () => '/api/webhooks/elevenlabs')],
    expect: every(401),
  },
  { route: 'POST /api/webhooks/retell', probes: [send('post', () => '/api/webhooks/retell')], expect: every(401) },
  { route: 'POST /api/webhooks/vapi', probes: [send('post', () => '/api/webhooks/vapi')], expect: every(401) },

  // Admin area.
  { route: 'POST /api/form/upload', probes: [send('post', () => '/api/form/upload')], expect: adminOnly(415) },
  {
    route: 'GET /api/admin/knowledge-files',
    probes: [get(() => '/api/admin/knowledge-files')],
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/knowledge-files/:fileId/preview',
    probes: [get(() => `/api/admin/knowledge-files/${id()}/preview`)],
    expect: adminOnly(404),
  },
  {
    route: 'GET /api/admin/knowledge-files/:fileId/download',
    probes: [get(() => `/api/admin/knowledge-files/${id()}/download`)],
    expect: adminOnly(404),
  },
  {
    route: 'POST /api/admin/knowledge-files/:fileId/retry',
    probes: [send('post', () => `/api/admin/knowledge-files/${id()}/retry`)],
    expect: adminOnly(404),
  },
  {
    route: 'DELETE /api/admin/knowledge-files/:fileId',
    probes: [send('delete', () => `/api/admin/knowledge-files/${id()}`)],
    expect: adminOnly(404),
  },
  { route: 'GET /api/admin/prompts', probes: [get(() => '/api/admin/prompts')], expect: adminOnly(200) },
  {
    route: 'GET /api/admin/prompts/:promptId',
    probes: [get(() => '/api/admin/prompts/base_personality')],
    expect: adminOnly(200),
  },
  {
    route: 'PUT /api/admin/prompts/:promptId',
    probes: [send('put', () => '/api/admin/prompts/base_personality')],
    expect: adminOnly(400),
  },
  {
    route: 'GET /api/admin/prompts/:promptId/versions',
    probes: [get(() => '/api/admin/prompts/base_personality/versions')],
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/prompts/:promptId/versions/:versionId/restore',
    probes: [send('post', () => '/api/admin/prompts/base_personality/versions/999999999/restore')],
    expect: adminOnly(404),
  },
  { route: 'GET /api/admin/hotels', probes: [get(() => '/api/admin/hotels')], expect: adminOnly(200) },
  { route: 'POST /api/admin/hotels', probes: [send('post', () => '/api/admin/hotels')], expect: adminOnly(400) },
  {
    route: 'GET /api/admin/hotels/:hotelId',
    probes: [get((w) => `/api/admin/hotels/${A(w)}`)],
    expect: adminOnly(200),
  },
  {
    route: 'PATCH /api/admin/hotels/:hotelId',
    probes: [send('patch', () => `/api/admin/hotels/${id()}`)],
    expect: adminOnly(404),
  },
  {
    route: 'POST /api/admin/hotels/:hotelId/picture',
    probes: [send('post', (w) => `/api/admin/hotels/${A(w)}/picture`)],
    expect: adminOnly(415),
  },
  {
    route: 'POST /api/admin/hotels/:hotelId/owners',
    probes: [send('post', (w) => `/api/admin/hotels/${A(w)}/owners`)],
    expect: adminOnly(400),
  },
  {
    route: 'DELETE /api/admin/hotels/:hotelId/owners/:userId',
    probes: [send('delete', (w) => `/api/admin/hotels/${w.hotelB.id}/owners/${id()}`)],
    expect: adminOnly(404),
  },
  {
    route: 'GET /api/admin/hotels/:hotelId/agent-credential',
    probes: [get((w) => `/api/admin/hotels/${A(w)}/agent-credential`)],
    expect: adminOnly(200),
  },
  {
    // An unknown hotel: rotating hotel A's credential would lock the agent role out of the rows below.
    route: 'POST /api/admin/hotels/:hotelId/agent-credential',
    probes: [send('post', () => `/api/admin/hotels/${id()}/agent-credential`)],
    expect: adminOnly(404),
  },
  {
    route: 'GET /api/admin/hotels/:hotelId/agent-tools',
    probes: [get((w) => `/api/admin/hotels/${A(w)}/agent-tools`)],
    expect: adminOnly(200),
  },
  { route: 'GET /api/admin/applications', probes: [get(() => '/api/admin/applications')], expect: adminOnly(200) },
  {
    route: 'POST /api/admin/applications/:userId/activate',
    probes: [send('post', () => `/api/admin/applications/${id()}/activate`)],
    expect: adminOnly(404),
  },
  {
    route: 'POST /api/admin/applications/:userId/reject',
    probes: [send('post', () => `/api/admin/applications/${id()}/reject`)],
    expect: adminOnly(404),
  },
  { route: 'GET /api/admin/users', probes: [get(() => '/api/admin/users')], expect: adminOnly(200) },
  {
    route: 'POST /api/admin/users/:userId/deactivate',
    probes: [send('post', () => `/api/admin/users/${id()}/deactivate`)],
    expect: adminOnly(404),
  },
  {
    route: 'POST /api/admin/users/:userId/activate',
    probes: [send('post', () => `/api/admin/users/${id()}/activate`)],
    expect: adminOnly(404),
  },
  {
    route: 'PUT /api/admin/users/:userId/admin',
    probes: [send('put', () => `/api/admin/users/${id()}/admin`)],
    expect: adminOnly(400),
  },
  // Guests' data (decision 016).
  { route: 'DELETE /api/me/account', probes: [send('delete', () => '/api/me/account')], expect: activated(400) },
  {
    route: 'DELETE /api/admin/hotels/:hotelId',
    probes: [send('delete', () => `/api/admin/hotels/${id()}`)],
    expect: adminOnly(400),
  },
  { route: 'GET /api/admin/audit-events', probes: [get(() => '/api/admin/audit-events')], expect: adminOnly(200) },
  {
    route: 'GET /api/hotels/:hotelId/privacy',
    probes: [get((w) => `/api/hotels/${A(w)}/privacy`)],
    expect: hotelAManage(200),
  },
  {
    route: 'PUT /api/hotels/:hotelId/privacy',
    probes: [send('put', (w) => `/api/hotels/${A(w)}/privacy`)],
    expect: hotelAManage(400),
  },
  {
    route: 'GET /api/hotels/:hotelId/erasure',
    probes: [get((w) => `/api/hotels/${A(w)}/erasure`)],
    expect: hotelAManage(400),
  },
  {
    route: 'POST /api/hotels/:hotelId/erasure',
    probes: [send('post', (w) => `/api/hotels/${A(w)}/erasure`)],
    expect: hotelAManage(400),
  },
  {
    route: 'POST /api/hotels/:hotelId/exports',
    probes: [send('post', (w) => `/api/hotels/${A(w)}/exports`)],
    expect: hotelAManage(200),
  },
  // A hotel's team (issue #19).
  {
    route: 'GET /api/hotels/:hotelId/team',
    probes: [get((w) => `/api/hotels/${A(w)}/team`)],
    expect: hotelAManage(200),
  },
  {
    route: 'POST /api/hotels/:hotelId/team/invitations',
    probes: [send('post', (w) => `/api/hotels/${A(w)}/team/invitations`)],
    expect: hotelAManage(400),
  },
  {
    route: 'POST /api/hotels/:hotelId/team/invitations/:invitationId/resend',
    probes: [send('post', (w) => `/api/hotels/${A(w)}/team/invitations/${id()}/resend`)],
    expect: hotelAManage(404),
  },
  {
    route: 'DELETE /api/hotels/:hotelId/team/invitations/:invitationId',
    probes: [send('delete', (w) => `/api/hotels/${A(w)}/team/invitations/${id()}`)],
    expect: hotelAManage(404),
  },
  {
    route: 'PUT /api/hotels/:hotelId/team/members/:userId/role',
    probes: [send('put', (w) => `/api/hotels/${A(w)}/team/members/${id()}/role`)],
    expect: hotelAManage(400),
  },
  {
    route: 'DELETE /api/hotels/:hotelId/team/members/:userId',
    probes: [send('delete', (w) => `/api/hotels/${A(w)}/team/members/${id()}`)],
    expect: hotelAManage(404),
  },
  { route: 'GET /api/exports/download', probes: [get(() => '/api/exports/download')], expect: every(400) },
  { route: 'GET /api/admin/outbox', probes: [get(() => '/api/admin/outbox')], expect: adminOnly(200) },
  { route: 'GET /api/admin/knowledge-gaps', probes: [get(() => '/api/admin/knowledge-gaps')], expect: adminOnly(200) },
  {
    route: 'GET /api/admin/analytics',
    probes: [get(() => '/api/admin/analytics?from=2026-01-01&to=2026-01-31')],
    expect: adminOnly(200),
  },
  { route: 'GET /api/admin/operations', probes: [get(() => '/api/admin/operations')], expect: adminOnly(200) },
  { route: 'GET /api/admin/demo-requests', probes: [get(() => '/api/admin/demo-requests')], expect: adminOnly(200) },
  {
    route: 'PUT /api/admin/demo-requests/:demoRequestId/handled',
    probes: [send('put', () => `/api/admin/demo-requests/${id()}/handled`)],
    expect: adminOnly(404),
  },
];

type SocketExpect = Record<Role, string>;

/** Without a socket there is no event: refused roles keep their handshake outcome in every row. */
const handshake: SocketExpect = {
  anonymous: 'unauthenticated',
  pending: 'forbidden',
  ownerA: 'connected',
  managerA: 'connected',
  frontDeskA: 'connected',
  ownerB: 'connected',
  admin: 'connected',
  agent: 'unauthenticated',
  badAgent: 'unauthenticated',
};

/** The handshake, then every client event, per role (hotel events name hotel A). */
const socketTable: Record<string, SocketExpect> = {
  handshake,
  'hotel:join': { ...handshake, ownerA: 'ok', managerA: 'ok', frontDeskA: 'ok', ownerB: 'forbidden', admin: 'ok' },
  'hotel:leave': { ...handshake, ownerA: 'ok', managerA: 'ok', frontDeskA: 'ok', ownerB: 'ok', admin: 'ok' },
  'admin:join': {
    ...handshake,
    ownerA: 'forbidden',
    managerA: 'forbidden',
    frontDeskA: 'forbidden',
    ownerB: 'forbidden',
    admin: 'ok',
  },
};

let app: TestApp;
let world: World;
let routes: ListedRoute[];
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-matrix-web-'));

beforeAll(async () => {
  app = createTestApp({ env: securityEnv, web: fakeWebApp(webDir) });
  world = await buildWorld(app);
  routes = listRoutes(app.app);
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('authorization matrix over HTTP', () => {
  it('when the running router is listed, then every route has a row and every row a route', () => {
    const listed = routes.map((r) => `${r.method} ${r.path}`);
    const rows = table.map((r) => r.route);
    expect(
      listed.filter((r) => !rows.includes(r)),
      'routes without a row in the matrix',
    ).toEqual([]);
    expect(
      rows.filter((r) => !listed.includes(r)),
      'rows for routes that no longer exist',
    ).toEqual([]);
  });

  it('when every role calls every route, then each gets the status of its row and never a 5xx', async () => {
    const got: string[] = [];
    const want: string[] = [];
    // Session-ending probes run last, each on a session of its own.
    const ordered = [...table].sort(
      (a, b) => Number(!!a.probes[0]?.freshSession) - Number(!!b.probes[0]?.freshSession),
    );
    for (const row of ordered) {
      for (const probe of row.probes) {
        for (const role of roles) {
          const caller = await world.caller(role, probe.freshSession);
          const path = probe.path(world);
          let req = request(app.app)[probe.method](path).set(caller.headers).set('x-forwarded-for', uniqueIp());
          if (probe.body) req = req.send(probe.body(world) as object);
          const res = await req;
          got.push(`${role} ${probe.method.toUpperCase()} ${path} → ${res.status}`);
          want.push(`${role} ${probe.method.toUpperCase()} ${path} → ${row.expect[role]}`);
        }
      }
    }
    // Signing out everywhere ended the cached sessions too; later tests sign in again.
    world.forgetSessions();
    expect(got).toEqual(want);
    // Several hundred requests one after another (each role's probes in order, since some end
    // sessions or change what later rows see): well under a minute alone, more on a shared machine.
  }, 120_000);

  it('when the scraper sends METRICS_TOKEN, then /metrics answers', async () => {
    const res = await request(app.app).get('/metrics').set('authorization', `Bearer ${securityEnv.METRICS_TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/http_request_duration_seconds/);
  });

  it('when owner B names hotel A in a body or query, then hotel A is untouched', async () => {
    const ownerB = await world.caller('ownerB');
    const before = await app.deps.pool.query('select key_hash from public.pms_keys where hotel_id = $1', [A(world)]);
    const res = await request(app.app)
      .post('/api/set-pms-key')
      .set(ownerB.headers)
      .send({ hotel_id: A(world), provider: 'mews', pms_key: 'stolen', uid: ownerB.user!.id });
    expect(res.status).toBe(403);
    const after = await app.deps.pool.query('select key_hash from public.pms_keys where hotel_id = $1', [A(world)]);
    expect(after.rows).toEqual(before.rows);
  });
});

describe('authorization matrix over Socket.IO', () => {
  it('when the server lists its client events, then each has a row', async () => {
    const port = await listen(app);
    const { socket } = await openSocket(port, await world.caller('admin'));
    const server = [...app.io.sockets.sockets.values()].find((s) => s.id === socket.id);
    // Socket.IO's own listeners are not client events.
    const reserved = new Set(['error', 'disconnect', 'disconnecting']);
    const events = (server?.eventNames() ?? []).map(String).filter((e) => !reserved.has(e));
    socket.close();
    expect(events.length).toBeGreaterThan(0);
    expect(
      events.filter((e) => !(e in socketTable)),
      'socket events without a row',
    ).toEqual([]);
  });

  it('when every role opens a socket and sends every event, then each gets the outcome of its row', async () => {
    const port = await listen(app);
    const got: string[] = [];
    const want: string[] = [];
    for (const role of roles) {
      for (const [event, expected] of Object.entries(socketTable)) {
        const { socket, outcome } = await openSocket(port, await world.caller(role));
        let result: string = outcome;
        if (outcome === 'connected' && event !== 'handshake') {
          const ack = await new Promise<AckResult>((resolve) => {
            if (event === 'admin:join') socket.emit(event, resolve);
            else socket.emit(event, A(world), resolve);
          });
          result = ack.ok ? 'ok' : ack.error.code;
        }
        socket.close();
        got.push(`${role} ${event} → ${result}`);
        want.push(`${role} ${event} → ${expected[role]}`);
      }
    }
    expect(got).toEqual(want);
  });

  it('when owner B joins hotel A anyway and a call event is sent there, then owner B hears nothing', async () => {
    const port = await listen(app);
    const b = await openSocket(port, await world.caller('ownerB'));
    const a = await openSocket(port, await world.caller('ownerA'));
    const heardB: unknown[] = [];
    b.socket.on('call:upserted', (c) => heardB.push(c));
    const refused = await new Promise<AckResult>((resolve) => b.socket.emit('hotel:join', A(world), resolve));
    expect(refused.ok).toBe(false);
    const joined = await new Promise<AckResult>((resolve) => a.socket.emit('hotel:join', A(world), resolve));
    expect(joined.ok).toBe(true);
    const heardA = new Promise((resolve) => a.socket.once('call:upserted', resolve));
    app.io.to(`hotel:${A(world)}`).emit('call:upserted', { callId: 'probe' } as never);
    await heardA;
    // A round trip on B's socket after A heard the event: anything addressed to B has arrived by now.
    await new Promise((resolve) => b.socket.emit('hotel:leave', A(world), resolve));
    expect(heardB).toEqual([]);
    a.socket.close();
    b.socket.close();
  });

  it.each(['websocket', 'polling'] as const)(
    'when an owner opens a %s socket from another origin, then only the product’s own origin (or no browser at all) connects',
    async (transport) => {
      const port = await listen(app);
      const ownerA = await world.caller('ownerA');
      const origins = [undefined, app.config.publicUrl, 'http://evil.example', 'null', 'http://localhost:8001'];
      const got: string[] = [];
      for (const origin of origins) {
        const headers = origin ? { ...ownerA.headers, origin } : ownerA.headers;
        const { socket, outcome } = await openSocket(port, { ...ownerA, headers }, transport);
        const joined =
          outcome === 'connected'
            ? await new Promise<AckResult>((resolve) => socket.emit('hotel:join', A(world), resolve))
            : undefined;
        socket.close();
        got.push(`${origin} → ${joined?.ok ? 'joined' : 'refused'}`);
      }
      expect(got).toEqual([
        'undefined → joined',
        `${app.config.publicUrl} → joined`,
        'http://evil.example → refused',
        'null → refused',
        'http://localhost:8001 → refused',
      ]);
    },
  );
});
