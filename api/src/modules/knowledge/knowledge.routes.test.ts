import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createUser, signedInAgent, type TestUser } from '../../../../test/support/factories.ts';
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

const maxBytes = 5_242_880;

function upload(agent: BrowserAgent, data: Buffer, filename: string, fields: Record<string, string> = {}) {
  let req = agent.post('/api/form/upload').attach('file', data, { filename, contentType: 'text/plain' });
  for (const [name, value] of Object.entries({ is_general: 'true', hotel_id: '', ...fields })) {
    req = req.field(name, value);
  }
  return req;
}

async function fileRows(name: string) {
  const { rows } = await app.deps.pool.query(
    'select status, size_bytes from public.knowledge_files where file_name = $1',
    [name],
  );
  return rows;
}

const unique = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}`;

describe('POST /api/form/upload', () => {
  it('when an admin uploads a general .txt file, then it is stored, recorded as queued and queued', async () => {
    const name = `${unique('general')}.txt`;
    const res = await upload(admin, Buffer.from('Breakfast is served from 7 to 10.\n'), name);
    expect(res.status).toBe(202);
    expect(res.body.file).toMatchObject({ fileName: name, isGeneral: true, hotelId: null, status: 'queued' });
    const id = res.body.file.knowledgeFileId;
    expect((await app.deps.storage.get('knowledge', `general/${id}.txt`)).toString()).toContain('Breakfast');
    expect(await app.deps.queues.knowledgeFile.getJob(id)).toBeTruthy();
  });

  it('when the file is exactly 5,242,880 bytes, then it is accepted', async () => {
    const name = `${unique('exact')}.txt`;
    const res = await upload(admin, Buffer.alloc(maxBytes, 'a'), name);
    expect(res.status).toBe(202);
    expect(res.body.file.sizeBytes).toBe(maxBytes);
  });

  it('when the file is one byte over 5,242,880, then it answers 413 and records nothing', async () => {
    const name = `${unique('over')}.txt`;
    const res = await upload(admin, Buffer.alloc(maxBytes + 1, 'a'), name);
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('File size must be less than 5MB');
    expect(await fileRows(name)).toEqual([]);
  });

  it('when the body is far larger than allowed, then it answers 413 without reading it all', async () => {
    const name = `${unique('huge')}.txt`;
    const res = await upload(admin, Buffer.alloc(maxBytes * 2, 'a'), name).catch((e: Error) => e);
    // The server may close the connection once it has answered; the answer it sent is a 413.
    if (!(res instanceof Error)) expect(res.status).toBe(413);
    expect(await fileRows(name)).toEqual([]);
  });

  it('when the extension is upper case .TXT, then it is accepted (see docs/decisions)', async () => {
    const name = `${unique('UPPER')}.TXT`;
    const res = await upload(admin, Buffer.from('Late check-out until 13:00 on request.'), name);
    expect(res.status).toBe(202);
  });

  it.each([['notes.txt.exe'], ['notes.pdf'], ['notes'], ['txt']])(
    'when the name is %s, then it answers 400 "Only .txt files are allowed"',
    async (filename) => {
      const res = await upload(admin, Buffer.from('hello'), filename);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Only .txt files are allowed');
    },
  );

  it('when a binary file is renamed .txt, then it answers 400 and records nothing', async () => {
    const name = `${unique('binary')}.txt`;
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    const res = await upload(admin, png, name);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/UTF-8 text/);
    expect(await fileRows(name)).toEqual([]);
  });

  it('when the bytes are not valid UTF-8, then it answers 400', async () => {
    const res = await upload(admin, Buffer.from([0x48, 0x69, 0xc3, 0x28, 0x20, 0xff]), `${unique('latin')}.txt`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('The file must be UTF-8 text.');
  });

  it('when the file is empty, then it answers 400', async () => {
    const res = await upload(admin, Buffer.alloc(0), `${unique('empty')}.txt`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('The file is empty.');
  });

  it('when the file part is missing, then it answers 400', async () => {
    const res = await admin.post('/api/form/upload').field('is_general', 'true').field('hotel_id', '');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Attach the file in the "file" field.');
  });

  it('when the body is not multipart, then it answers 415', async () => {
    const res = await admin.post('/api/form/upload').send({ file: 'x' });
    expect(res.status).toBe(415);
  });

  it('when hotel_id names an unknown hotel, then it answers 404 and records nothing', async () => {
    const name = `${unique('nohotel')}.txt`;
    const res = await upload(admin, Buffer.from('hi there'), name, {
      is_general: 'false',
      hotel_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Hotel not found.');
    expect(await fileRows(name)).toEqual([]);
  });

  it('when hotel_id is not a uuid or is missing for a hotel file, then it answers 400', async () => {
    const bad = await upload(admin, Buffer.from('hi'), 'a1.txt', { is_general: 'false', hotel_id: 'nope' });
    const missing = await upload(admin, Buffer.from('hi'), 'a2.txt', { is_general: 'false', hotel_id: '' });
    const general = await upload(admin, Buffer.from('hi'), 'a3.txt', {
      hotel_id: '00000000-0000-4000-8000-000000000000',
    });
    const flag = await upload(admin, Buffer.from('hi'), 'a4.txt', { is_general: 'maybe' });
    expect([bad.status, missing.status, general.status, flag.status]).toEqual([400, 400, 400, 400]);
  });

  it('when an owner or an anonymous visitor uploads, then it answers 403 or 401', async () => {
    const owner = await signedInAgent(app, await createUser(app.deps.auth, app.deps.pool));
    expect((await upload(owner, Buffer.from('x'), 'x.txt')).status).toBe(403);
    const anon = await signedInAgent(app, await createUser(app.deps.auth, app.deps.pool));
    await anon.post('/api/auth/sign-out');
    expect((await upload(anon, Buffer.from('x'), 'x.txt')).status).toBe(401);
  });
});

describe('knowledge files', () => {
  it('when a hotel file is uploaded, then it is listed for that hotel, downloadable and deletable', async () => {
    const hotel = await createHotel(app.deps.pool);
    const res = await upload(admin, Buffer.from('Pets are welcome.'), 'pets.txt', {
      is_general: 'false',
      hotel_id: hotel.id,
    });
    expect(res.status).toBe(202);
    const id = res.body.file.knowledgeFileId;
    const list = await admin.get(`/api/admin/knowledge-files?hotelId=${hotel.id}`);
    expect(list.body.files.map((f: { knowledgeFileId: string }) => f.knowledgeFileId)).toEqual([id]);
    const general = await admin.get('/api/admin/knowledge-files');
    expect(general.body.files.some((f: { knowledgeFileId: string }) => f.knowledgeFileId === id)).toBe(false);

    const download = await admin.get(`/api/admin/knowledge-files/${id}/download`);
    expect(download.status).toBe(200);
    expect(download.text).toBe('Pets are welcome.');
    expect(download.headers['content-disposition']).toContain('pets.txt');

    await app.deps.pool.query(
      `insert into public.knowledge_chunks (knowledge_file_id, hotel_id, chunk_index, content) values ($1, $2, 0, 'x')`,
      [id, hotel.id],
    );
    expect((await admin.delete(`/api/admin/knowledge-files/${id}`)).status).toBe(204);
    const chunks = await app.deps.pool.query('select 1 from public.knowledge_chunks where knowledge_file_id = $1', [
      id,
    ]);
    expect(chunks.rowCount).toBe(0);
    expect(await app.deps.storage.stat('knowledge', `${hotel.id}/${id}.txt`)).toBeNull();
    expect((await admin.get(`/api/admin/knowledge-files/${id}/download`)).status).toBe(404);
  });
});
