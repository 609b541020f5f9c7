/**
 * /serverSettings/notifications, /emailServer and /captchaSettings are parts of the one document
 * GET /serverSettings answers: a part's PUT is seen there (and the other way round), its secrets
 * stay sealed and survive a save of another part, and its references are checked. Beside them,
 * /serverSettings/generalSettings and /outboundProvisioning are documents of their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

type Json = Record<string, any>;

let server: TestServer;
let admin: ApiClient;
let auditor: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
  auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

const whole = async (): Promise<Json> => (await admin.api('GET', '/serverSettings')).body;

describe('the parts of /serverSettings', () => {
  it('answer what GET /serverSettings holds (the demo seeds them through the parts)', async () => {
    const doc = await whole();
    for (const [path, part] of [['notifications', 'notifications'], ['emailServer', 'emailServer'], ['captchaSettings', 'captchaSettings']] as const) {
      const answer = await admin.api('GET', `/serverSettings/${path}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(doc[part] ?? {});
    }
    expect(doc.emailServer.emailServer).toBe('smtp.example.com');
    expect(doc.notifications.licenseEvents.notificationPublisherRef).toEqual({ id: 'corporateSmtp' });
  });

  it('write into the document: a part saved is the document changed, the rest kept', async () => {
    const before = await whole();
    const notifications = { ...before.notifications, licenseEvents: { emailAddress: 'parts@example.com' } };
    const saved = await admin.api('PUT', '/serverSettings/notifications', notifications);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual(notifications);
    const after = await whole();
    expect(after.notifications).toEqual(notifications);
    expect({ ...after, notifications: before.notifications }).toEqual(before);
  });

  it('and a save of the whole document is what the part answers', async () => {
    const doc = await whole();
    doc.emailServer = { ...doc.emailServer, sourceAddr: 'whole@example.com' };
    expect((await admin.api('PUT', '/serverSettings', doc)).status).toBe(200);
    expect((await admin.api('GET', '/serverSettings/emailServer')).body.sourceAddr).toBe('whole@example.com');
  });

  it('keep secrets sealed: never answered, kept by their encrypted value, not lost when another part is saved', async () => {
    const email = (await admin.api('GET', '/serverSettings/emailServer')).body;
    expect(email.password).toBeUndefined();
    expect(email.encryptedPassword).toMatch(/^ey/);
    const captcha = await admin.api('PUT', '/serverSettings/captchaSettings', { siteKey: 'parts-site-key', secretKey: 'parts-Secret-key' });
    expect(captcha.status, JSON.stringify(captcha.body)).toBe(200);
    expect(captcha.body.secretKey).toBeUndefined();
    expect(captcha.body.encryptedSecretKey).toMatch(/^ey/);
    // The email password stays as it was stored, and so does the CAPTCHA secret after an email save.
    expect((await admin.api('GET', '/serverSettings/emailServer')).body.encryptedPassword).toBe(email.encryptedPassword);
    expect((await admin.api('PUT', '/serverSettings/emailServer', { ...email, port: 587 })).status).toBe(200);
    const doc = await whole();
    expect(doc.emailServer).toEqual({ ...email, port: 587 });
    expect(doc.captchaSettings).toEqual(captcha.body);
    expect(JSON.stringify(doc)).not.toContain('parts-Secret-key');
    expect(JSON.stringify(doc)).not.toContain('Demo-Smtp-Passw0rd');
    // An encrypted value this server did not make is refused at the part's own field.
    const forged = await admin.api('PUT', '/serverSettings/emailServer', { ...email, encryptedPassword: 'not-a-jwe' });
    expect(forged.status).toBe(422);
    expect(forged.body.validationErrors[0].fieldPath).toBe('password');
  });

  it('check the notification publishers they name, at the part\'s own field paths, and change nothing when refused', async () => {
    const before = await whole();
    const refused = await admin.api('PUT', '/serverSettings/notifications', { licenseEvents: { emailAddress: 'a@example.com', notificationPublisherRef: { id: 'ghost' } } });
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors).toEqual([expect.objectContaining({ errorId: 'invalid_reference', fieldPath: 'licenseEvents.notificationPublisherRef.id' })]);
    expect(await whole()).toEqual(before);
  });

  it('refuse bad input with 422 and the auditor with 403', async () => {
    const missing = await admin.api('PUT', '/serverSettings/emailServer', { sourceAddr: 'a@example.com', port: 25 });
    expect(missing.status).toBe(422);
    expect(missing.body.validationErrors.map((error: Json) => error.fieldPath)).toContain('emailServer');
    expect((await admin.api('PUT', '/serverSettings/captchaSettings', { siteKey: 'x', unknown: 1 })).status).toBe(422);
    expect((await auditor.api('GET', '/serverSettings/notifications')).status).toBe(200);
    expect((await auditor.api('PUT', '/serverSettings/captchaSettings', { siteKey: 'x' })).status).toBe(403);
  });

  it('persist across a restart', async () => {
    const before = await whole();
    server = await server.restart();
    admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
    expect((await admin.api('GET', '/serverSettings/captchaSettings')).body).toEqual(before.captchaSettings);
    expect(await whole()).toEqual(before);
  });
});

describe('a server without an email server', () => {
  it('answers 404 for it, as PingFederate does', async () => {
    const fresh = await startTestServer({ demo: true });
    try {
      const client = await bearerClient(fresh, 'Administrator', DEMO_PASSWORD);
      const doc = (await client.api('GET', '/serverSettings')).body;
      delete doc.emailServer;
      expect((await client.api('PUT', '/serverSettings', doc)).status).toBe(200);
      expect((await client.api('GET', '/serverSettings/emailServer')).status).toBe(404);
    } finally {
      await fresh.stop();
    }
  });
});

describe('/serverSettings/generalSettings and /outboundProvisioning', () => {
  it('fill what a save leaves out with PingFederate\'s defaults', async () => {
    const saved = await admin.api('PUT', '/serverSettings/generalSettings', { requestHeaderForCorrelationId: 'X-Request-ID' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({
      requestHeaderForCorrelationId: 'X-Request-ID',
      disableAutomaticConnectionValidation: false,
      idpConnectionTransactionLoggingOverride: 'DONT_OVERRIDE',
      spConnectionTransactionLoggingOverride: 'DONT_OVERRIDE',
      datastoreValidationIntervalSecs: 300,
    });
    expect((await admin.api('PUT', '/serverSettings/generalSettings', { idpConnectionTransactionLoggingOverride: 'LOUD' })).status).toBe(422);
  });

  it('check the outbound provisioning data store both ways (none chosen is a blank id)', async () => {
    // As PingFederate answers (and exports) it while no data store is chosen: a blank id, taken back as none.
    expect((await admin.api('GET', '/serverSettings/outboundProvisioning')).body).toEqual({ dataStoreRef: { id: '' }, synchronizationFrequency: 120 });
    expect((await admin.api('PUT', '/serverSettings/outboundProvisioning', { dataStoreRef: { id: '' } })).status).toBe(200);
    const chosen = await admin.api('PUT', '/serverSettings/outboundProvisioning', { dataStoreRef: { id: 'customerDatabase' }, synchronizationFrequency: 120 });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const before = chosen.body;
    const dangling = await admin.api('PUT', '/serverSettings/outboundProvisioning', { dataStoreRef: { id: 'ghost' } });
    expect(dangling.status).toBe(422);
    expect(dangling.body.validationErrors).toEqual([expect.objectContaining({ errorId: 'invalid_reference', fieldPath: 'dataStoreRef.id' })]);
    expect((await admin.api('GET', '/serverSettings/outboundProvisioning')).body).toEqual(before);
    const deleted = await admin.api('DELETE', '/dataStores/customerDatabase');
    expect(deleted.status).toBe(422);
    expect(deleted.body.message).toContain('Outbound Provisioning Settings');
  });
});
