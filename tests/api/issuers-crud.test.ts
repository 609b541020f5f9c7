import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_ID_LENGTH, ID_PATTERN } from '../../src/shared/ids';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

describe('/oauth/issuers', () => {
  it('creates an issuer with a generated id and reads it back', async () => {
    const created = await admin.api('POST', '/oauth/issuers', { name: 'Generated One', host: 'gen.example.com' });
    expect(created.status).toBe(201);
    expect(created.body.id).toHaveLength(GENERATED_ID_LENGTH);
    expect(created.body.id).toMatch(ID_PATTERN);

    const fetched = await admin.api('GET', `/oauth/issuers/${created.body.id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual({ id: created.body.id, name: 'Generated One', host: 'gen.example.com' });
  });

  it('generates an id when the id arrives empty and keeps a given one', async () => {
    const empty = await admin.api('POST', '/oauth/issuers', { id: '', name: 'Empty Id', host: 'e.example.com' });
    expect(empty.status).toBe(201);
    expect(empty.body.id).toHaveLength(GENERATED_ID_LENGTH);

    const given = await admin.api('POST', '/oauth/issuers', { id: 'my.issuer-1', name: 'Given Id', host: 'g.example.com' });
    expect(given.status).toBe(201);
    expect(given.body.id).toBe('my.issuer-1');
  });

  it('updates an issuer, refuses to change its id, and 404s unknown ones', async () => {
    await admin.api('POST', '/oauth/issuers', { id: 'upd', name: 'Before', host: 'b.example.com' });
    const updated = await admin.api('PUT', '/oauth/issuers/upd', { name: 'After', host: 'a.example.com', path: '/p' });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ id: 'upd', name: 'After', host: 'a.example.com', path: '/p' });

    const sameId = await admin.api('PUT', '/oauth/issuers/upd', { id: 'upd', name: 'After', host: 'a.example.com' });
    expect(sameId.status).toBe(200);

    const changed = await admin.api('PUT', '/oauth/issuers/upd', { id: 'other', name: 'After', host: 'a.example.com' });
    expect(changed.status).toBe(422);
    expect(changed.body.validationErrors).toEqual([expect.objectContaining({ fieldPath: 'id', message: 'ID cannot be changed.' })]);
    expect((await admin.api('GET', '/oauth/issuers/upd')).body.name).toBe('After');

    const missing = await admin.api('PUT', '/oauth/issuers/nope', { name: 'X', host: 'x.example.com' });
    expect(missing.status).toBe(404);
    expect(missing.body.resultId).toBeTruthy();
  });

  it('rejects duplicate ids and names (case-insensitive), but lets an issuer keep its own name', async () => {
    await admin.api('POST', '/oauth/issuers', { id: 'uniq', name: 'Unique Name', host: 'u.example.com' });

    const dupId = await admin.api('POST', '/oauth/issuers', { id: 'uniq', name: 'Other Name', host: 'u.example.com' });
    expect(dupId.status).toBe(422);
    expect(dupId.body.validationErrors[0].fieldPath).toBe('id');

    const dupName = await admin.api('POST', '/oauth/issuers', { name: 'unique NAME', host: 'u.example.com' });
    expect(dupName.status).toBe(422);
    expect(dupName.body.validationErrors).toEqual([
      expect.objectContaining({ fieldPath: 'name', message: "Name 'unique NAME' is already in use." }),
    ]);

    const keepOwn = await admin.api('PUT', '/oauth/issuers/uniq', { name: 'UNIQUE name', host: 'u.example.com' });
    expect(keepOwn.status).toBe(200);

    await admin.api('POST', '/oauth/issuers', { id: 'uniq2', name: 'Second', host: 'u.example.com' });
    const steal = await admin.api('PUT', '/oauth/issuers/uniq2', { name: 'unique name', host: 'u.example.com' });
    expect(steal.status).toBe(422);
    expect(steal.body.validationErrors[0].fieldPath).toBe('name');
  });

  it('lists issuers sorted by name, ignoring case', async () => {
    await admin.api('POST', '/oauth/issuers', { name: 'aardvark', host: 'z.example.com' });
    await admin.api('POST', '/oauth/issuers', { name: 'Zebra', host: 'a.example.com' });
    const list = await admin.api('GET', '/oauth/issuers');
    expect(list.status).toBe(200);
    const names: string[] = list.body.items.map((i: { name: string }) => i.name);
    expect(names[0]).toBe('aardvark');
    expect(names.at(-1)).toBe('Zebra');
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names).toEqual(expect.arrayContaining(['EMEA Issuer', 'Americas Issuer', 'Partner Issuer']));
  });

  it('deletes an issuer, then answers 404 for it', async () => {
    await admin.api('POST', '/oauth/issuers', { id: 'gone', name: 'Gone', host: 'g.example.com' });
    const deleted = await admin.api('DELETE', '/oauth/issuers/gone');
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await admin.api('GET', '/oauth/issuers/gone')).status).toBe(404);
    expect((await admin.api('DELETE', '/oauth/issuers/gone')).status).toBe(404);
  });
});

describe('/oauth/issuers a page at a time', () => {
  it('answers the whole list without totalItems, and a page, filtered and sorted, with it', async () => {
    for (const name of ['Paged Alpha', 'paged beta', 'Paged Gamma']) {
      expect((await admin.api('POST', '/oauth/issuers', { name, host: 'paged.example.com' })).status).toBe(201);
    }
    const whole = await admin.api('GET', '/oauth/issuers');
    expect(whole.status).toBe(200);
    expect(Object.keys(whole.body)).toEqual(['items']);

    const first = await admin.api('GET', '/oauth/issuers?filter=PAGED&page=1&numberPerPage=2');
    expect(first.status).toBe(200);
    expect(first.body.totalItems).toBe(3);
    expect(first.body.items.map((issuer: { name: string }) => issuer.name)).toEqual(['Paged Alpha', 'paged beta']);
    const last = await admin.api('GET', '/oauth/issuers?filter=paged&page=2&numberPerPage=2&sortOrder=DESC');
    expect(last.body).toMatchObject({ totalItems: 3, items: [{ name: 'Paged Alpha' }] });

    const refused = await admin.api('GET', '/oauth/issuers?page=0&numberPerPage=101');
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors.map((error: { fieldPath: string }) => error.fieldPath).sort()).toEqual(['numberPerPage', 'page']);
  });
});

describe('/oauth/issuers, the whole list streamed', () => {
  it('answers every issuer, in name order, across the store batches, equal to walking the pages', async () => {
    const own = await startTestServer({ demo: true });
    try {
      const client = await bearerClient(own, 'Administrator', DEMO_PASSWORD);
      const store = await own.openStore();
      try {
        await store.transaction((tx) =>
          tx.putItems(
            '/oauth/issuers',
            Array.from({ length: 2345 }, (_, i) => {
              const id = `streamed-${String(i).padStart(5, '0')}`;
              const name = `Streamed ${i % 2 ? 'b' : 'A'} ${String(i).padStart(5, '0')}`;
              return { id, name, doc: { id, name, host: 'streamed.example.com', description: 'a "quoted" \\ text' } };
            }),
          ),
        );
      } finally {
        await store.close();
      }
      const whole = await client.api('GET', '/oauth/issuers');
      expect(whole.status).toBe(200);
      expect(Object.keys(whole.body)).toEqual(['items']);
      const paged: unknown[] = [];
      for (let page = 1; ; page++) {
        const answer = await client.api('GET', `/oauth/issuers?page=${page}&numberPerPage=100`);
        expect(answer.status).toBe(200);
        paged.push(...answer.body.items);
        if (paged.length >= answer.body.totalItems) break;
      }
      expect(whole.body.items).toHaveLength(paged.length);
      expect(whole.body.items).toEqual(paged);
      expect(whole.body.items.filter((issuer: { id: string }) => issuer.id.startsWith('streamed-'))).toHaveLength(2345);
    } finally {
      await own.stop();
    }
  }, 60_000);
});
