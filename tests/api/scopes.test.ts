/** Scope management: the four scope collections (paged, filtered, sorted in SQL) and /oauth/authServerSettings. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

const SCOPES = '/oauth/authServerSettings/scopes';
const COMMON = `${SCOPES}/commonScopes`;
const COMMON_GROUPS = `${SCOPES}/commonScopeGroups`;
const EXCLUSIVE = `${SCOPES}/exclusiveScopes`;
const EXCLUSIVE_GROUPS = `${SCOPES}/exclusiveScopeGroups`;

let demo: TestServer;
let admin: ApiClient;
let fresh: TestServer;
let freshAdmin: ApiClient;

beforeAll(async () => {
  [demo, fresh] = await Promise.all([startTestServer({ demo: true }), startTestServer({ demo: true })]);
  admin = demo.basic('Administrator', DEMO_PASSWORD);
  freshAdmin = fresh.basic('Administrator', DEMO_PASSWORD);
  // The second server's exclusive scopes start empty: paging edge cases run there.
  for (const group of (await freshAdmin.api('GET', EXCLUSIVE_GROUPS)).body.items) {
    expect((await freshAdmin.api('DELETE', `${EXCLUSIVE_GROUPS}/${encodeURIComponent(group.name)}`)).status).toBe(204);
  }
  for (const scope of (await freshAdmin.api('GET', EXCLUSIVE)).body.items) {
    expect((await freshAdmin.api('DELETE', `${EXCLUSIVE}/${encodeURIComponent(scope.name)}`)).status).toBe(204);
  }
});
afterAll(async () => {
  await Promise.all([demo?.stop(), fresh?.stop()]);
});

const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name);

describe('scope lists', () => {
  it('answers {items, totalItems}, ascending by name, with 20 a page by default when paging', async () => {
    const all = await admin.api('GET', COMMON);
    expect(all.status).toBe(200);
    expect(all.body.totalItems).toBe(12);
    expect(all.body.items).toHaveLength(12);
    const sorted = [...names(all.body)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(names(all.body)).toEqual(sorted);
    const page = await admin.api('GET', `${COMMON}?page=1`);
    expect(page.body.items).toHaveLength(12);
    expect(all.body.items.find((s: { name: string }) => s.name === 'payments:*')).toEqual({
      name: 'payments:*',
      description: 'Initiate a payment of a given amount.',
      dynamic: true,
    });
  });

  it('filters case-insensitively on part of the name, and sorts descending', async () => {
    const read = await admin.api('GET', `${COMMON}?filter=READ`);
    expect(names(read.body)).toEqual(['accounts.read', 'calendar.read']);
    expect(read.body.totalItems).toBe(2);
    const desc = await admin.api('GET', `${COMMON}?filter=read&sortOrder=DESC`);
    expect(names(desc.body)).toEqual(['calendar.read', 'accounts.read']);
    const none = await admin.api('GET', `${COMMON}?filter=nothing-like-this&page=1&numberPerPage=20`);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ items: [], totalItems: 0 });
  });

  it('pages: empty collection, last page, page beyond the end, 100 per page allowed and 101 refused', async () => {
    expect((await freshAdmin.api('GET', `${EXCLUSIVE}?page=1&numberPerPage=20`)).body).toEqual({ items: [], totalItems: 0 });
    expect((await freshAdmin.api('GET', `${EXCLUSIVE}?page=3`)).body).toEqual({ items: [], totalItems: 0 });
    for (let i = 1; i <= 45; i++) {
      const created = await freshAdmin.api('POST', EXCLUSIVE, { name: `bulk.${String(i).padStart(2, '0')}`, description: `Bulk ${i}` });
      expect(created.status).toBe(201);
    }
    const first = await freshAdmin.api('GET', `${EXCLUSIVE}?page=1&numberPerPage=20`);
    expect(first.body.totalItems).toBe(45);
    expect(names(first.body)[0]).toBe('bulk.01');
    expect(first.body.items).toHaveLength(20);
    const last = await freshAdmin.api('GET', `${EXCLUSIVE}?page=3&numberPerPage=20`);
    expect(names(last.body)).toEqual(['bulk.41', 'bulk.42', 'bulk.43', 'bulk.44', 'bulk.45']);
    expect(last.body.totalItems).toBe(45);
    const beyond = await freshAdmin.api('GET', `${EXCLUSIVE}?page=4&numberPerPage=20`);
    expect(beyond.body).toEqual({ items: [], totalItems: 45 });
    const lastDesc = await freshAdmin.api('GET', `${EXCLUSIVE}?page=3&numberPerPage=20&sortOrder=DESC`);
    expect(names(lastDesc.body)).toEqual(['bulk.05', 'bulk.04', 'bulk.03', 'bulk.02', 'bulk.01']);
    const filteredPage = await freshAdmin.api('GET', `${EXCLUSIVE}?filter=bulk.1&page=2&numberPerPage=4`);
    expect(filteredPage.body).toEqual({
      items: ['bulk.14', 'bulk.15', 'bulk.16', 'bulk.17'].map((name, i) => ({ name, description: `Bulk ${14 + i}` })),
      totalItems: 10,
    });

    const hundred = await freshAdmin.api('GET', `${EXCLUSIVE}?page=1&numberPerPage=100`);
    expect(hundred.status).toBe(200);
    expect(hundred.body.items).toHaveLength(45);
    const tooMany = await freshAdmin.api('GET', `${EXCLUSIVE}?page=1&numberPerPage=101`);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.validationErrors.map((e: { fieldPath: string }) => e.fieldPath)).toEqual(['numberPerPage']);
    const pageZero = await freshAdmin.api('GET', `${EXCLUSIVE}?page=0`);
    expect(pageZero.status).toBe(422);
    expect(pageZero.body.validationErrors[0].fieldPath).toBe('page');
    expect((await freshAdmin.api('GET', `${EXCLUSIVE}?sortOrder=UP`)).status).toBe(422);
  });

  it('takes % and _ in the filter literally', async () => {
    for (const name of ['pct%scope', 'under_scope', 'plainXscope']) {
      expect((await freshAdmin.api('POST', EXCLUSIVE, { name, description: name })).status).toBe(201);
    }
    expect(names((await freshAdmin.api('GET', `${EXCLUSIVE}?filter=${encodeURIComponent('%')}`)).body)).toEqual(['pct%scope']);
    expect(names((await freshAdmin.api('GET', `${EXCLUSIVE}?filter=_`)).body)).toEqual(['under_scope']);
    expect(names((await freshAdmin.api('GET', `${EXCLUSIVE}?filter=${encodeURIComponent('t%s')}`)).body)).toEqual(['pct%scope']);
    expect(names((await freshAdmin.api('GET', `${EXCLUSIVE}?filter=r_s`)).body)).toEqual(['under_scope']);
    expect((await freshAdmin.api('GET', `${EXCLUSIVE}?filter=${encodeURIComponent('\\')}`)).body.totalItems).toBe(0);
  });

  it('adds the default openid scope with includeDefaultOpenId=true when none is configured, in its sorted place', async () => {
    const without = await admin.api('GET', `${COMMON}?filter=open`);
    expect(without.body).toEqual({ items: [], totalItems: 0 });
    const withOpenId = await admin.api('GET', `${COMMON}?includeDefaultOpenId=true`);
    expect(withOpenId.body.totalItems).toBe(13);
    const list = names(withOpenId.body);
    expect(list.indexOf('openid')).toBe(list.indexOf('offline_access') + 1);
    expect(withOpenId.body.items[list.indexOf('openid')]).toMatchObject({ name: 'openid', dynamic: false });
    // Paging around it: the 13 rows page as one listing.
    const pages = [];
    for (let page = 1; page <= 4; page++) {
      const response = await admin.api('GET', `${COMMON}?includeDefaultOpenId=true&page=${page}&numberPerPage=4`);
      expect(response.body.totalItems).toBe(13);
      pages.push(...names(response.body));
    }
    expect(pages).toEqual(list);
    const desc = await admin.api('GET', `${COMMON}?includeDefaultOpenId=true&sortOrder=DESC&page=1&numberPerPage=100`);
    expect(names(desc.body)).toEqual([...list].reverse());
    expect(names((await admin.api('GET', `${COMMON}?includeDefaultOpenId=true&filter=PENI`)).body)).toEqual(['openid']);
    expect((await admin.api('GET', `${COMMON}?includeDefaultOpenId=true&filter=zzz`)).body.totalItems).toBe(0);

    // Once configured, the stored one is listed and nothing is added.
    expect((await freshAdmin.api('POST', COMMON, { name: 'openid', description: 'Sign in with OpenID Connect.' })).status).toBe(201);
    const configured = await freshAdmin.api('GET', `${COMMON}?includeDefaultOpenId=true&filter=openid`);
    expect(configured.body).toEqual({ items: [{ name: 'openid', description: 'Sign in with OpenID Connect.' }], totalItems: 1 });
    expect((await freshAdmin.api('DELETE', `${COMMON}/openid`)).status).toBe(204);
  });
});

describe('scope CRUD', () => {
  it('creates, reads, updates and deletes a scope by name', async () => {
    const created = await admin.api('POST', COMMON, { name: 'files.read', description: 'Read your files.', dynamic: false });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ name: 'files.read', description: 'Read your files.', dynamic: false });
    expect((await admin.api('GET', `${COMMON}/files.read`)).body).toEqual(created.body);
    const updated = await admin.api('PUT', `${COMMON}/files.read`, { name: 'files.read', description: 'Read all your files.', dynamic: true });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ name: 'files.read', description: 'Read all your files.', dynamic: true });
    expect((await admin.api('DELETE', `${COMMON}/files.read`)).status).toBe(204);
    expect((await admin.api('GET', `${COMMON}/files.read`)).status).toBe(404);
    expect((await admin.api('DELETE', `${COMMON}/files.read`)).status).toBe(404);
    expect((await admin.api('PUT', `${COMMON}/files.read`, { name: 'files.read', description: 'x' })).status).toBe(404);
  });

  it('works with names that need URL encoding', async () => {
    const created = await admin.api('POST', COMMON, { name: 'urn:example:photos/*', description: 'Photos.', dynamic: true });
    expect(created.status).toBe(201);
    const path = `${COMMON}/${encodeURIComponent('urn:example:photos/*')}`;
    expect((await admin.api('GET', path)).body.name).toBe('urn:example:photos/*');
    expect((await admin.api('DELETE', path)).status).toBe(204);
  });

  it('answers 422 with field paths', async () => {
    const missing = await admin.api('POST', COMMON, { name: 'no.description' });
    expect(missing.status).toBe(422);
    expect(missing.body.validationErrors.map((e: { fieldPath: string }) => e.fieldPath)).toEqual(['description']);
    const blank = await admin.api('POST', COMMON, { name: 'blank.description', description: '  ' });
    expect(blank.status).toBe(422);
    expect(blank.body.validationErrors[0]).toMatchObject({ fieldPath: 'description', message: 'Description is required.' });
    const spaced = await admin.api('POST', COMMON, { name: 'has space', description: 'x' });
    expect(spaced.status).toBe(422);
    expect(spaced.body.validationErrors[0].fieldPath).toBe('name');
    const duplicate = await admin.api('POST', COMMON, { name: 'email', description: 'Again.' });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.validationErrors[0].fieldPath).toBe('name');
    const renamed = await admin.api('PUT', `${COMMON}/email`, { name: 'e-mail', description: 'Renamed.' });
    expect(renamed.status).toBe(422);
    expect(renamed.body.validationErrors[0]).toMatchObject({ fieldPath: 'name', message: 'Name cannot be changed.' });
    const unknownField = await admin.api('POST', COMMON, { name: 'x.y', description: 'x', colour: 'red' });
    expect(unknownField.status).toBe(422);
    expect(unknownField.body.validationErrors[0].fieldPath).toBe('colour');
  });
});

describe('scope groups', () => {
  it('creates a group of existing scopes; unknown members are refused on field scopes', async () => {
    const created = await admin.api('POST', COMMON_GROUPS, { name: 'identity', description: 'Who you are.', scopes: ['profile', 'email', 'openid'] });
    expect(created.status).toBe(201);
    expect(created.body.scopes).toEqual(['profile', 'email', 'openid']);
    const unknown = await admin.api('POST', COMMON_GROUPS, { name: 'broken', description: 'x', scopes: ['profile', 'no.such.scope'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.validationErrors).toEqual([
      { errorId: 'invalid_reference', fieldPath: 'scopes', message: "Scope 'no.such.scope' does not exist." },
    ]);
    // Exclusive groups take exclusive scopes only (openid is a common scope).
    const wrongFamily = await admin.api('POST', EXCLUSIVE_GROUPS, { name: 'mixed', description: 'x', scopes: ['admin', 'email'] });
    expect(wrongFamily.status).toBe(422);
    expect(wrongFamily.body.validationErrors[0].fieldPath).toBe('scopes');
    const update = await admin.api('PUT', `${COMMON_GROUPS}/identity`, { name: 'identity', description: 'x', scopes: ['gone'] });
    expect(update.status).toBe(422);
    expect(update.body.validationErrors[0].fieldPath).toBe('scopes');
    const duplicateMember = await admin.api('POST', COMMON_GROUPS, { name: 'twice', description: 'x', scopes: ['email', 'email'] });
    expect(duplicateMember.status).toBe(422);
  });

  it('refuses to delete a scope a group uses, with the page message, and allows it once unused', async () => {
    const refused = await admin.api('DELETE', `${COMMON}/phone`);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ message: "'phone' is in use and cannot be deleted." });
    expect((await admin.api('GET', `${COMMON}/phone`)).status).toBe(200);
    const exclusive = await admin.api('DELETE', `${EXCLUSIVE}/admin`);
    expect(exclusive.status).toBe(422);
    expect(exclusive.body.message).toBe("'admin' is in use and cannot be deleted.");

    const group = (await admin.api('GET', `${COMMON_GROUPS}/contact_info`)).body;
    const put = await admin.api('PUT', `${COMMON_GROUPS}/contact_info`, { ...group, scopes: ['email', 'address'] });
    expect(put.status).toBe(200);
    expect((await admin.api('DELETE', `${COMMON}/phone`)).status).toBe(204);
  });

  it('lists groups with filter, sort and paging', async () => {
    const page = await admin.api('GET', `${COMMON_GROUPS}?page=1&numberPerPage=2&sortOrder=DESC`);
    expect(page.body.totalItems).toBeGreaterThanOrEqual(3);
    expect(page.body.items).toHaveLength(2);
    expect(names((await admin.api('GET', `${COMMON_GROUPS}?filter=BANK`)).body)).toEqual(['banking']);
  });
});

describe('/oauth/authServerSettings', () => {
  it('fills the scope lists from the collections and keeps the rest of the document', async () => {
    const got = await admin.api('GET', '/oauth/authServerSettings');
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      defaultScopeDescription: 'This application asks for access to your account.',
      authorizationCodeTimeout: 60,
      authorizationCodeEntropy: 30,
      refreshTokenLength: 42,
      refreshRollingInterval: 0,
      persistentGrantLifetime: -1,
    });
    expect(names({ items: got.body.scopes })).toEqual(names((await admin.api('GET', COMMON)).body));
    expect(names({ items: got.body.scopeGroups })).toContain('banking');
    expect(names({ items: got.body.exclusiveScopes })).toContain('support:*');
    expect(names({ items: got.body.exclusiveScopeGroups })).toEqual(['operations']);
  });

  it('PUT replaces the fields as sent and ignores the scope lists', async () => {
    const before = (await admin.api('GET', '/oauth/authServerSettings')).body;
    const put = await admin.api('PUT', '/oauth/authServerSettings', {
      ...before,
      defaultScopeDescription: 'New default description.',
      authorizationCodeTimeout: 90,
      scopes: [{ name: 'sneaky', description: 'Not stored this way.' }],
    });
    expect(put.status).toBe(200);
    expect(put.body.defaultScopeDescription).toBe('New default description.');
    expect(put.body.authorizationCodeTimeout).toBe(90);
    expect(names({ items: put.body.scopes })).not.toContain('sneaky');
    expect((await admin.api('GET', `${COMMON}/sneaky`)).status).toBe(404);
    const again = (await admin.api('GET', '/oauth/authServerSettings')).body;
    expect(again.defaultScopeDescription).toBe('New default description.');

    // Whole-document replacement: a field left out is gone.
    const minimal = await admin.api('PUT', '/oauth/authServerSettings', {
      authorizationCodeTimeout: 60,
      authorizationCodeEntropy: 30,
      refreshTokenLength: 42,
      refreshRollingInterval: 0,
    });
    expect(minimal.status).toBe(200);
    expect(minimal.body).not.toHaveProperty('defaultScopeDescription');
    expect(minimal.body.scopes.length).toBeGreaterThan(0);
    await admin.api('PUT', '/oauth/authServerSettings', before);
  });

  it('PUT refuses a document without the required numbers', async () => {
    const response = await admin.api('PUT', '/oauth/authServerSettings', { defaultScopeDescription: 'x' });
    expect(response.status).toBe(422);
    expect(response.body.validationErrors.map((e: { fieldPath: string }) => e.fieldPath).sort()).toEqual([
      'authorizationCodeEntropy',
      'authorizationCodeTimeout',
      'refreshRollingInterval',
      'refreshTokenLength',
    ]);
  });
});

describe('scope roles', () => {
  it('refuses scope and settings changes to auditors and crypto-only administrators, lets both read', async () => {
    for (const username of ['auditor', 'crypto']) {
      const client = demo.basic(username, DEMO_PASSWORD);
      expect((await client.api('POST', COMMON, { name: 'nope', description: 'x' })).status).toBe(403);
      expect((await client.api('PUT', `${COMMON}/email`, { name: 'email', description: 'x' })).status).toBe(403);
      expect((await client.api('DELETE', `${COMMON}/email`)).status).toBe(403);
      expect((await client.api('POST', COMMON_GROUPS, { name: 'nope', description: 'x', scopes: [] })).status).toBe(403);
      expect((await client.api('PUT', '/oauth/authServerSettings', { authorizationCodeTimeout: 1, authorizationCodeEntropy: 1, refreshTokenLength: 1, refreshRollingInterval: 0 })).status).toBe(403);
      expect((await client.api('GET', `${COMMON}?page=1`)).status).toBe(200);
      expect((await client.api('GET', '/oauth/authServerSettings')).status).toBe(200);
    }
    expect((await admin.api('GET', `${COMMON}/nope`)).status).toBe(404);
  });
});
