import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../test/support/factories.ts';
import { browserAgent, createTestApp, type BrowserAgent, type TestApp } from '../../../test/support/test-app.ts';

let app: TestApp;
let owner: BrowserAgent;
let anonymous: BrowserAgent;
const id = randomUUID();

/** Every admin endpoint of the admin area; each must refuse owners and anonymous visitors. */
const endpoints: [method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string][] = [
  ['post', '/api/form/upload'],
  ['get', '/api/admin/knowledge-files'],
  ['get', `/api/admin/knowledge-files/${id}/download`],
  ['delete', `/api/admin/knowledge-files/${id}`],
  ['get', '/api/admin/prompts'],
  ['get', '/api/admin/prompts/base_personality'],
  ['put', '/api/admin/prompts/base_personality'],
  ['get', '/api/admin/prompts/base_personality/versions'],
  ['post', '/api/admin/prompts/base_personality/versions/1/restore'],
  ['get', '/api/admin/hotels'],
  ['post', '/api/admin/hotels'],
  ['get', `/api/admin/hotels/${id}`],
  ['patch', `/api/admin/hotels/${id}`],
  ['post', `/api/admin/hotels/${id}/picture`],
  ['post', `/api/admin/hotels/${id}/owners`],
  ['delete', `/api/admin/hotels/${id}/owners/${id}`],
  ['get', '/api/admin/applications'],
  ['post', `/api/admin/applications/${id}/activate`],
  ['post', `/api/admin/applications/${id}/reject`],
  ['get', '/api/admin/users'],
  ['post', `/api/admin/users/${id}/deactivate`],
  ['post', `/api/admin/users/${id}/activate`],
  ['put', `/api/admin/users/${id}/admin`],
  ['get', '/api/admin/outbox'],
  ['get', '/api/admin/demo-requests'],
  ['put', `/api/admin/demo-requests/${id}/handled`],
];

beforeAll(async () => {
  app = createTestApp();
  const user = await createUser(app.deps.auth, app.deps.pool);
  const hotel = await createHotel(app.deps.pool);
  await linkUserToHotel(app.deps.pool, user.id, hotel.id);
  owner = await signedInAgent(app, user);
  anonymous = await browserAgent(app.app);
});
afterAll(() => app.close());

describe('admin endpoints', () => {
  it.each(endpoints)('when an owner calls %s %s, then it answers 403', async (method, path) => {
    const res = await owner[method](path).send({});
    expect(res.status).toBe(403);
  });

  it.each(endpoints)('when an anonymous visitor calls %s %s, then it answers 401', async (method, path) => {
    const res = await anonymous[method](path).send({});
    expect(res.status).toBe(401);
  });
});

describe('demo request inbox', () => {
  it('when requests exist, then admins see them newest first and can mark one handled and back', async () => {
    const admin = await signedInAgent(app, await createUser(app.deps.auth, app.deps.pool, { admin: true }), true);
    const { rows } = await app.deps.pool.query<{ demo_request_id: string }>(
      `insert into public.demo_requests (name, email, hotel, message, created_at) values
       ('Old', 'old@example.com', 'Old Inn', 'hi', now() - interval '2 hours'),
       ('New', 'new@example.com', 'New Inn', 'hello', now() - interval '1 hour')
       returning demo_request_id`,
    );
    const ids = rows.map((r) => r.demo_request_id);
    const list = (await admin.get('/api/admin/demo-requests')).body.demoRequests.filter(
      (r: { demoRequestId: string }) => ids.includes(r.demoRequestId),
    );
    expect(list.map((r: { name: string }) => r.name)).toEqual(['New', 'Old']);

    const requestId = rows[0]!.demo_request_id;
    const handled = await admin.put(`/api/admin/demo-requests/${requestId}/handled`).send({ handled: true });
    expect(handled.body.demoRequest.handledAt).not.toBeNull();
    const reopened = await admin.put(`/api/admin/demo-requests/${requestId}/handled`).send({ handled: false });
    expect(reopened.body.demoRequest.handledAt).toBeNull();
    expect((await admin.put(`/api/admin/demo-requests/${randomUUID()}/handled`).send({})).status).toBe(404);
  });
});
