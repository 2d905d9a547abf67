import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let plain: TestApp;
let proxied: TestApp;
beforeAll(() => {
  plain = createTestApp({ env: { TRY_PHONE_NUMBER: '+1 (555) 123-9876' } });
  proxied = createTestApp({ env: { DEMO_AUDIO_PROVIDER_KEY: 'sk-secret-demo-key', DEMO_CONVERSATION_ID: 'conv_1' } });
});
afterAll(async () => {
  await plain.close();
  await proxied.close();
});

describe('GET /api/public/config', () => {
  it('when no provider is configured, then it answers the phone number and the bundled audio', async () => {
    const res = await request(plain.app).get('/api/public/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      tryPhoneNumber: '+1 (555) 123-9876',
      demoAudioUrl: '/demo/demo-call.mp3',
      demoAudioProxied: false,
    });
  });

  it('when a provider key is configured, then it points at the proxy and never reveals the key', async () => {
    const res = await request(proxied.app).get('/api/public/config');
    expect(res.body).toMatchObject({ demoAudioUrl: '/api/demo-audio', demoAudioProxied: true });
    expect(JSON.stringify(res.body)).not.toContain('sk-secret-demo-key');
  });
});

describe('GET /api/demo-audio', () => {
  it('when no provider is configured, then it answers 404', async () => {
    const res = await request(plain.app).get('/api/demo-audio');
    expect(res.status).toBe(404);
  });
});
