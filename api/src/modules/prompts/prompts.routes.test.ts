import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInAgent, type TestUser } from '../../../../test/support/factories.ts';
import { createTestApp, type BrowserAgent, type TestApp } from '../../../../test/support/test-app.ts';

let app: TestApp;
let admin: BrowserAgent;
let adminUser: TestUser;
beforeAll(async () => {
  app = createTestApp();
  adminUser = await createUser(app.deps.auth, app.deps.pool, { admin: true });
  admin = await signedInAgent(app, adminUser, true);
});
afterAll(() => app.close());

const marker = () => `v-${Math.random().toString(36).slice(2, 10)}`;

describe('prompt templates', () => {
  it('when listed, then all eleven templates come in tab order', async () => {
    const res = await admin.get('/api/admin/prompts');
    expect(res.status).toBe(200);
    expect(res.body.prompts.map((p: { promptId: string }) => p.promptId)).toEqual([
      'base_personality',
      'friendly_greeting',
      'clarifying_questions',
      'make_reservation',
      'booking_confirmation',
      'update_reservation',
      'lookup_reservation',
      'service_assistance',
      'complaint_resolution',
      'helpful_information',
      'ending_conversation',
    ]);
  });

  it('when an admin saves a prompt, then the body changes and a version records who and when', async () => {
    const body = `Greet warmly. ${marker()}`;
    const res = await admin.put('/api/admin/prompts/friendly_greeting').send({ body });
    expect(res.status).toBe(200);
    expect(res.body.prompt).toMatchObject({ promptId: 'friendly_greeting', body, updatedByEmail: adminUser.email });
    expect(res.body.version).toMatchObject({ body, createdByEmail: adminUser.email, restoredFrom: null });
    expect(Date.parse(res.body.version.createdAt)).not.toBeNaN();

    const fetched = await admin.get('/api/admin/prompts/friendly_greeting');
    expect(fetched.body.prompt.body).toBe(body);
    const versions = await admin.get('/api/admin/prompts/friendly_greeting/versions');
    expect(versions.body.versions[0]).toMatchObject({ promptVersionId: res.body.version.promptVersionId, body });
  });

  it('when an old version is restored, then it is current again and the restore is a new version', async () => {
    const first = `First ${marker()}`;
    const second = `Second ${marker()}`;
    const v1 = (await admin.put('/api/admin/prompts/ending_conversation').send({ body: first })).body.version;
    await admin.put('/api/admin/prompts/ending_conversation').send({ body: second });

    const res = await admin.post(`/api/admin/prompts/ending_conversation/versions/${v1.promptVersionId}/restore`);
    expect(res.status).toBe(200);
    expect(res.body.prompt.body).toBe(first);
    expect(res.body.version).toMatchObject({ body: first, restoredFrom: v1.promptVersionId });
    const versions = (await admin.get('/api/admin/prompts/ending_conversation/versions')).body.versions;
    expect(versions.slice(0, 3).map((v: { body: string }) => v.body)).toEqual([first, second, first]);
  });

  it('when two templates are saved in turn, then each numbers its versions 1, 2, 3 on its own', async () => {
    const count = async (id: string) =>
      (await admin.get(`/api/admin/prompts/${id}/versions`)).body.versions.length as number;
    const before = { a: await count('lookup_reservation'), b: await count('service_assistance') };
    const a1 = (await admin.put('/api/admin/prompts/lookup_reservation').send({ body: `A ${marker()}` })).body.version;
    const b1 = (await admin.put('/api/admin/prompts/service_assistance').send({ body: `B ${marker()}` })).body.version;
    const a2 = (await admin.put('/api/admin/prompts/lookup_reservation').send({ body: `A ${marker()}` })).body.version;
    expect([a1.versionNumber, a2.versionNumber]).toEqual([before.a + 1, before.a + 2]);
    expect(b1.versionNumber).toBe(before.b + 1);
    const restored = await admin.post(`/api/admin/prompts/lookup_reservation/versions/${a1.promptVersionId}/restore`);
    expect(restored.body.version).toMatchObject({ versionNumber: before.a + 3, restoredFromNumber: before.a + 1 });
    const listed = (await admin.get('/api/admin/prompts/lookup_reservation/versions')).body.versions;
    expect(listed.slice(0, 3).map((v: { versionNumber: number }) => v.versionNumber)).toEqual([
      before.a + 3,
      before.a + 2,
      before.a + 1,
    ]);
  });

  it('when a body uses a placeholder that does not exist, then 400 names it and nothing is saved', async () => {
    const before = (await admin.get('/api/admin/prompts/helpful_information')).body.prompt?.body;
    const res = await admin
      .put('/api/admin/prompts/helpful_information')
      .send({ body: 'Welcome to {{hotel_name}} in {{ hotel_city }}, ask {{assistant}}.' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Unknown placeholders: {{hotel_city}}, {{assistant}}.');
    const after = (await admin.get('/api/admin/prompts/helpful_information')).body.prompt?.body;
    expect(after).toBe(before);
    const ok = await admin.put('/api/admin/prompts/helpful_information').send({ body: 'At {{ hotel_name }} we…' });
    expect(ok.status).toBe(200);
  });

  it('when the id, the version or the body is wrong, then it answers 4xx and changes nothing', async () => {
    expect((await admin.get('/api/admin/prompts/not_a_prompt')).status).toBe(400);
    expect((await admin.put('/api/admin/prompts/not_a_prompt').send({ body: 'x' })).status).toBe(400);
    expect((await admin.put('/api/admin/prompts/make_reservation').send({ body: 42 })).status).toBe(400);
    expect((await admin.put('/api/admin/prompts/make_reservation').send({ body: 'x'.repeat(100_001) })).status).toBe(
      400,
    );
    expect((await admin.post('/api/admin/prompts/make_reservation/versions/999999999/restore')).status).toBe(404);
    expect((await admin.post('/api/admin/prompts/make_reservation/versions/abc/restore')).status).toBe(400);
  });

  it('when a version of another template is restored under this id, then it answers 404', async () => {
    const v = (await admin.put('/api/admin/prompts/service_assistance').send({ body: marker() })).body.version;
    const res = await admin.post(`/api/admin/prompts/complaint_resolution/versions/${v.promptVersionId}/restore`);
    expect(res.status).toBe(404);
  });
});
