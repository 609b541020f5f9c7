/**
 * Descriptor fields that hold a whole number (x-integer in schemas/plugin-descriptors: ports,
 * timeouts, counts): a value that is not one, or is out of its range, is refused with a 422 on
 * the field (a configuration field and a table cell alike) and nothing is stored; the served
 * descriptor stays in PingFederate's shape, without the key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerClient, DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';
import { pluginFixtures, type Json } from './support/plugin-instances';

const SMTP = pluginFixtures('notification-publishers').smtp;
const RADIUS = pluginFixtures('password-credential-validators').radius;

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  admin = await bearerClient(server, 'Administrator', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

/** `payload` with the value of one configuration field (or of one cell of the first row of a table) replaced. */
function withValue(payload: Json, name: string, value: string, table?: string): Json {
  const copy = structuredClone(payload);
  const fields: Json[] = table ? copy.configuration.tables.find((t: Json) => t.name === table).rows[0].fields : copy.configuration.fields;
  fields.find((field) => field.name === name)!.value = value;
  return copy;
}

describe('whole-number descriptor fields', () => {
  it('SMTP Port that is not a number is refused on its field, and nothing is stored', async () => {
    const sent = withValue({ ...SMTP, id: 'smtpWordPort' }, 'SMTP Port', 'twenty-five');
    const index = sent.configuration.fields.findIndex((field: Json) => field.name === 'SMTP Port');
    const refused = await admin.api('POST', '/notificationPublishers', sent);
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors).toContainEqual(expect.objectContaining({ fieldPath: `configuration.fields[${index}].value`, message: "'SMTP Port' must be a whole number from 1 to 65535." }));
    expect((await admin.api('GET', '/notificationPublishers/smtpWordPort')).status).toBe(404);
  });

  it('a port out of range, a fraction and a timeout below zero are refused; a port in range is taken', async () => {
    for (const [name, value] of [['SMTPS Port', '70000'], ['SMTP Port', '2.5'], ['Connection Timeout', '-1']]) {
      const refused = await admin.api('POST', '/notificationPublishers', withValue({ ...SMTP, id: 'smtpBadNumber' }, name, value));
      expect(refused.status, `${name}=${value}`).toBe(422);
      expect(JSON.stringify(refused.body.validationErrors)).toContain(`'${name}' must be a whole number`);
    }
    const taken = await admin.api('POST', '/notificationPublishers', withValue({ ...SMTP, id: 'smtpSubmissionPort' }, 'SMTP Port', '587'));
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    const changed = await admin.api('PUT', '/notificationPublishers/smtpSubmissionPort', withValue({ ...SMTP, id: 'smtpSubmissionPort' }, 'SMTP Port', '25 or 587'));
    expect(changed.status).toBe(422);
  });

  it('a table cell (a RADIUS server port) is checked too, with its row path', async () => {
    const refused = await admin.api('POST', '/passwordCredentialValidators', withValue({ ...RADIUS, id: 'radiusWordPort' }, 'Authentication Port', 'radius', 'RADIUS Servers'));
    expect(refused.status).toBe(422);
    expect(refused.body.validationErrors).toContainEqual(expect.objectContaining({ fieldPath: 'configuration.tables[0].rows[0].fields[1].value', message: "'Authentication Port' must be a whole number from 1 to 65535." }));
  });

  it('the served descriptor carries no x-integer key (PingFederate shape)', async () => {
    const descriptor = await admin.api('GET', `/notificationPublishers/descriptors/${SMTP.pluginDescriptorRef.id}`);
    expect(descriptor.status).toBe(200);
    expect(JSON.stringify(descriptor.body)).not.toContain('x-integer');
  });
});
