/**
 * GET and PUT /notificationPublishers/settings: the default notification publisher, a settings
 * document whose reference is checked both ways (it must name an existing publisher; the publisher
 * it names cannot be deleted), with PingFederate 12.1's shape and roles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectValidAgainstReference } from './support/reference-schemas';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

const PATH = '/notificationPublishers/settings';
const publisher = (id: string) => ({
  id,
  name: `Publisher ${id}`,
  pluginDescriptorRef: { id: 'com.pingidentity.notification.publisher.HttpNotificationPublisher' },
  configuration: { fields: [{ name: 'POST Endpoint', value: 'https://hooks.example.com/pf' }] },
});

describe(PATH, () => {
  it('answers the demo default publisher in PingFederate 12.1 shape', async () => {
    const settings = await admin.api('GET', PATH);
    expect(settings.status).toBe(200);
    expectValidAgainstReference('NotificationPublishersSettings', settings.body);
    expect(settings.body).toEqual({ defaultNotificationPublisherRef: expect.objectContaining({ id: 'corporateSmtp' }) });
  });

  it('refuses a default publisher that does not exist, changing nothing', async () => {
    const before = (await admin.api('GET', PATH)).body;
    const refused = await admin.api('PUT', PATH, { defaultNotificationPublisherRef: { id: 'ghost' } });
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors).toContainEqual(expect.objectContaining({ errorId: 'invalid_reference', fieldPath: 'defaultNotificationPublisherRef.id' }));
    expect((await admin.api('GET', PATH)).body).toEqual(before);
  });

  it('keeps the default publisher from deletion, and lets it go once another is the default', async () => {
    expect((await admin.api('POST', '/notificationPublishers', publisher('webhook'))).status).toBe(201);
    expect((await admin.api('PUT', PATH, { defaultNotificationPublisherRef: { id: 'webhook' } })).status).toBe(200);
    const inUse = await admin.api('DELETE', '/notificationPublishers/webhook');
    expect(inUse.status).toBe(422);
    expect(JSON.stringify(inUse.body)).toContain('Notification Publisher Settings');
    expect((await admin.api('PUT', PATH, { defaultNotificationPublisherRef: { id: 'corporateSmtp' } })).status).toBe(200);
    expect((await admin.api('DELETE', '/notificationPublishers/webhook')).status).toBe(204);
  });

  it('takes a save from administrators only', async () => {
    const auditor = await bearerClient(server, 'auditor', DEMO_PASSWORD);
    expect((await auditor.api('GET', PATH)).status).toBe(200);
    expect((await auditor.api('PUT', PATH, {})).status).toBe(403);
  });
});
