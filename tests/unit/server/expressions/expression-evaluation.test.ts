/** One evaluation on this thread (what the worker runs): bindings, result texts, errors, bounds. */
import { describe, expect, it } from 'vitest';
import { evaluateHere } from '../../../../src/server/services/expressions/expression-evaluation';

const run = (expression: string, substitutionValues: Record<string, string> = {}) => evaluateHere({ expression, substitutionValues });

describe('attribute bindings', () => {
  const values = { username: 'joe', memberOf: '["admins","staff"]', 'http.user-agent': 'Mozilla/5.0', attributes: 'shadow', in: 'keyword', '[x': '[not json' };

  it('binds each identifier-named attribute as a variable and every attribute in the map attributes', () => {
    expect(run('username', values)).toEqual({ result: 'joe' });
    expect(run('attributes["username"] == username', values)).toEqual({ result: 'true' });
    expect(run('attributes["http.user-agent"]', values)).toEqual({ result: 'Mozilla/5.0' });
    expect(run('attributes["in"]', values)).toEqual({ result: 'keyword' });
  });

  it('keeps attributes the map, even when an attribute is called attributes', () => {
    expect(run('attributes["attributes"]', values)).toEqual({ result: 'shadow' });
    expect(run('size(attributes)', values)).toEqual({ result: '6' });
  });

  it('binds a JSON array of strings as a multi-value list, anything else as text', () => {
    expect(run('"admins" in memberOf && !("guests" in memberOf)', values)).toEqual({ result: 'true' });
    expect(run('memberOf', values)).toEqual({ result: '["admins", "staff"]' });
    expect(run('attributes["[x"]', values)).toEqual({ result: '[not json' });
    expect(run('v', { v: '[1, 2]' })).toEqual({ result: '[1, 2]' });
    expect(run('type(v) == string', { v: '[1, 2]' })).toEqual({ result: 'true' });
  });

  it('reaches nothing but the values given: no prototype, no constructor', () => {
    expect(run('constructor', values)).toEqual({ error: 'Unknown variable: constructor (at character 1)' });
    expect(run('toString', values)).toEqual({ error: 'Unknown variable: toString (at character 1)' });
    expect(run('attributes.constructor', values)).toEqual({ error: 'No such key: constructor (at character 12)' });
    expect(run('attributes["__proto__"]', values)).toEqual({ error: 'No such key: __proto__ (at character 1)' });
    expect(run('{"__proto__": {"polluted": true}}')).toEqual({ result: '{}' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('result texts', () => {
  it('writes a string as it is and other values in CEL notation', () => {
    expect(run('"a" + "b"')).toEqual({ result: 'ab' });
    expect(run('1 + 2')).toEqual({ result: '3' });
    expect(run('3.0 / 2.0')).toEqual({ result: '1.5' });
    expect(run('2.0')).toEqual({ result: '2.0' });
    expect(run('1 < 2')).toEqual({ result: 'true' });
    expect(run('null')).toEqual({ result: 'null' });
    expect(run('["a", 1, [true]]')).toEqual({ result: '["a", 1, [true]]' });
    expect(run('{"k": "v"}')).toEqual({ result: '{"k": "v"}' });
    expect(run('b"ab"')).toEqual({ result: 'b"\\x61\\x62"' });
    expect(run('2u')).toEqual({ result: '2' });
    expect(run('timestamp("2024-01-01T00:00:00Z")')).toEqual({ result: 'timestamp("2024-01-01T00:00:00.000Z")' });
  });
});

describe('errors', () => {
  it('answers an error text, never throws', () => {
    expect(run('1 / 0')).toEqual({ error: 'division by zero (at character 1)' });
    expect(run('"a".matches("(")')).toEqual({ error: 'Invalid regular expression: ( (at character 1)' });
    expect(run('missing == "x"')).toEqual({ error: 'Unknown variable: missing (at character 1)' });
    expect(run('username ==')).toEqual({ error: 'Unexpected token: EOF (at character 12)' });
  });

  it('refuses a result longer than 65536 characters', () => {
    const list = `[${Array.from({ length: 17 }, (_, i) => i).join(',')}]`;
    expect(run(`${list}.map(i, v).join()`, { v: 'x'.repeat(4096) })).toEqual({ error: 'The result is longer than 65536 characters.' });
    expect(run(`${list}.map(i, v).join()`, { v: 'x'.repeat(3855) })).toEqual({ result: 'x'.repeat(3855 * 17) });
  });
});
