import { createECDH } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const caught = (work: () => unknown): string => {
  try {
    work();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected loadConfig to throw');
};

/** A VAPID key pair as `npx web-push generate-vapid-keys` prints it. */
const vapid = createECDH('prime256v1');
vapid.generateKeys();
const vapidPrivateKey = vapid.getPrivateKey().toString('base64url');
const vapidPublicKey = vapid.getPublicKey().toString('base64url');

describe('api config', () => {
  it('when a local run has no VAPID key, then one is generated into the local secrets and its public half served', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-config-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir }).push.vapid;
      expect(fs.existsSync(path.join(dataDir, 'secrets', 'vapid-private-key'))).toBe(true);
      expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
      expect(loadConfig({ DATA_DIR: dataDir }).push.vapid.publicKey).toBe(first.publicKey);
      expect(first.subject).toBe('mailto:no-reply@hotelvoice.dev');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('when several values are wrong, then one error lists every bad key', () => {
    const message = caught(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db.example/app', LOG_LEVEL: 'loud' }),
    );
    expect(message.split('\n')[0]).toBe('Invalid environment:');
    expect(message).toMatch(/^ {2}PORT: /m);
    expect(message).toMatch(/^ {2}DATABASE_URL: /m);
    expect(message).toMatch(/^ {2}LOG_LEVEL: /m);
  });

  it('when production starts without its secrets, then the error names each missing one', () => {
    const message = caught(() => loadConfig({ NODE_ENV: 'production' }));
    for (const key of [
      'DATABASE_URL',
      'PMS_ENCRYPTION_KEY',
      'INGEST_HMAC_SECRET',
      'CSRF_SECRET',
      'ALERTS_SIGNING_SECRET',
      'VAPID_PRIVATE_KEY',
      'AUTH_JWT_SECRET',
    ]) {
      expect(message).toContain(`${key}: required in production`);
    }
  });

  it("when production would hash passwords below GoTrue's cost, then it refuses to start; tests may go as low as 4", () => {
    expect(caught(() => loadConfig({ NODE_ENV: 'production', LOCAL_AUTH_PASSWORD_COST: '4' }))).toContain(
      'LOCAL_AUTH_PASSWORD_COST: at least 10 in production',
    );
    expect(caught(() => loadConfig({ LOCAL_AUTH_PASSWORD_COST: '3' }))).toMatch(/^ {2}LOCAL_AUTH_PASSWORD_COST: /m);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-config-'));
    try {
      expect(
        loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOCAL_AUTH_PASSWORD_COST: '4' }).localAuthPasswordCost,
      ).toBe(4);
      expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }).localAuthPasswordCost).toBe(10);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('when production runs on Supabase with every secret, then it loads and generates none of them locally', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-config-'));
    try {
      const config = loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        DATABASE_URL: 'postgres://app:pw@db.example:5432/postgres',
        SUPABASE_URL: 'https://project.supabase.co',
        SUPABASE_ANON_KEY: 'anon',
        SUPABASE_SERVICE_ROLE_KEY: 'service',
        PMS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
        INGEST_HMAC_SECRET: 'x'.repeat(32),
        CSRF_SECRET: 'z'.repeat(32),
        ALERTS_SIGNING_SECRET: 's'.repeat(32),
        VAPID_PRIVATE_KEY: vapidPrivateKey,
      });
      expect(config.supabase).toMatchObject({ url: 'https://project.supabase.co', anonKey: 'anon' });
      expect(config.production).toBe(true);
      expect(config.push.vapid.publicKey).toBe(vapidPublicKey);
      for (const name of ['pms-encryption-key', 'ingest-hmac-secret', 'csrf-secret', 'vapid-private-key']) {
        expect(fs.existsSync(path.join(dataDir, 'secrets', name)), name).toBe(false);
      }
      expect(config.pmsEncryptionKey).toEqual(Buffer.alloc(32, 7));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('when nothing sets HOST on a local run (demo data), then the api listens on loopback only; HOST or a non-demo run decides otherwise', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-config-'));
    try {
      expect(loadConfig({ DATA_DIR: dataDir }).host).toBe('127.0.0.1');
      expect(loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
      expect(loadConfig({ DATA_DIR: dataDir, SUPABASE_URL: 'https://p.supabase.co' }).host).toBeUndefined();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
