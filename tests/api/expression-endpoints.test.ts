/**
 * POST /expression/test and /expression/validate over real HTTP: the answers, who may call them
 * (test: EXPRESSION_ADMINISTRATOR only; auditors neither), and the 4096-character bound.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type ApiClient, type TestServer } from './support/test-server';

let server: TestServer;
let expressionAdmin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  expressionAdmin = server.basic('expression', DEMO_PASSWORD);
});
afterAll(() => server?.stop());

const test = (client: ApiClient, expression: string, substitutionValues?: Record<string, string>) =>
  client.api('POST', '/expression/test', substitutionValues ? { expression, substitutionValues } : { expression });
const validate = (client: ApiClient, expression: string) => client.api('POST', '/expression/validate', { expression });

describe('POST /expression/test', () => {
  it('evaluates with the attribute values: variables, the attributes map and multi-values', async () => {
    const values = { username: 'joe', memberOf: '["admins","staff"]', 'http.user-agent': 'Mozilla/5.0' };
    const cases: [string, string][] = [
      ['username == "joe" && "admins" in memberOf', 'true'],
      ['attributes["http.user-agent"].startsWith("Mozilla")', 'true'],
      ['username + "@example.com"', 'joe@example.com'],
      ['size(memberOf)', '2'],
    ];
    for (const [expression, result] of cases) {
      const response = await test(expressionAdmin, expression, values);
      expect(response.status, expression).toBe(200);
      expect(response.body, expression).toEqual({ item: { result } });
    }
  });

  it('answers 200 with item.error for an expression that does not parse or fails to evaluate', async () => {
    const unparsable = await test(expressionAdmin, 'username ==');
    expect(unparsable.status).toBe(200);
    expect(unparsable.body.item.error).toMatch(/^Unexpected token/);
    const unknown = await test(expressionAdmin, 'nobody == "x"');
    expect(unknown.body).toEqual({ item: { error: 'Unknown variable: nobody (at character 1)' } });
  });

  it('stops a catastrophic regular expression and still answers the next request', async () => {
    const hostile = await test(expressionAdmin, '"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!".matches("(a+)+$")');
    expect(hostile.status).toBe(200);
    expect(hostile.body.item.error).toMatch(/took longer than \d+ ms/);
    expect((await test(expressionAdmin, '"abc".matches("^a.c$")')).body).toEqual({ item: { result: 'true' } });
  });

  it('is for EXPRESSION_ADMINISTRATOR only: an administrator without it and an auditor get 403', async () => {
    expect((await test(server.basic('Administrator', DEMO_PASSWORD), '1 + 1')).body).toEqual({ item: { result: '2' } });
    for (const username of ['crypto', 'useradmin', 'auditor']) {
      const refused = await test(server.basic(username, DEMO_PASSWORD), '1 + 1');
      expect(refused.status, username).toBe(403);
      expect(refused.body.resultId, username).toBeTruthy();
    }
  });

  it('refuses an expression over 4096 characters with 422', async () => {
    const atLimit = await test(expressionAdmin, `"${'a'.repeat(4094)}"`);
    expect(atLimit.body).toEqual({ item: { result: 'a'.repeat(4094) } });
    const over = await test(expressionAdmin, `"${'a'.repeat(4095)}"`);
    expect(over.status).toBe(422);
    expect(over.body.resultId).toBeTruthy();
  });
});

describe('POST /expression/validate', () => {
  it('answers no items for a valid expression and the reason in items[0].message otherwise', async () => {
    expect((await validate(expressionAdmin, 'memberOf.exists(g, g.endsWith("admins"))')).body).toEqual({ items: [] });
    const invalid = await validate(expressionAdmin, '1 + "a"');
    expect(invalid.status).toBe(200);
    expect(invalid.body).toEqual({ items: [{ message: 'no such overload: int + string (at character 1)' }] });
    const deep = await validate(expressionAdmin, `${'('.repeat(40)}1${')'.repeat(40)}`);
    expect(deep.body).toEqual({ items: [{ message: 'The expression is nested more than 32 levels deep.' }] });
  });

  it('is open to administrators without EXPRESSION_ADMINISTRATOR but not to auditors', async () => {
    expect((await validate(server.basic('crypto', DEMO_PASSWORD), 'true')).body).toEqual({ items: [] });
    expect((await validate(server.basic('auditor', DEMO_PASSWORD), 'true')).status).toBe(403);
  });

  it('refuses an expression over 4096 characters with 422', async () => {
    expect((await validate(expressionAdmin, 'x'.repeat(4096))).body).toEqual({ items: [] });
    expect((await validate(expressionAdmin, 'x'.repeat(4097))).status).toBe(422);
  });
});
