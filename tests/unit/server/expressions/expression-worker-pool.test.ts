/**
 * Evaluation in worker threads: the same answers as on this thread, a runaway expression stopped
 * and its worker replaced, one hostile expression not blocking another, memory bounded, the queue
 * bounded. No timing assertions: a worker that is never stopped fails by the test's timeout.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { evaluateHere } from '../../../../src/server/services/expressions/expression-evaluation';
import { evaluateExpression } from '../../../../src/server/services/expressions/expression-language';
import { ExpressionWorkerPool, POOL_TEXTS } from '../../../../src/server/services/expressions/expression-worker-pool';

const REDOS = '"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!".matches("(a+)+$")';
const LIST = `[${Array.from({ length: 256 }, (_, i) => i).join(',')}]`;
/** 256 × 256 × 4096 characters: a string far beyond the worker's heap. */
const STRING_BOMB = `size(${LIST}.map(a, ${LIST}.map(b, v).join()).join())`;

const pools: ExpressionWorkerPool[] = [];
/** `timeLimitMs` long where the test is about something else than time, so a slow machine cannot change the outcome. */
const pool = (workers: number, { maxQueued = 16, timeLimitMs = 250 } = {}) => {
  const created = new ExpressionWorkerPool({ workers, timeLimitMs, maxQueued });
  pools.push(created);
  return created;
};
afterAll(() => Promise.all(pools.map((p) => p.close())));

describe('evaluateExpression', () => {
  it('answers in the worker exactly as on this thread (the frozen built-ins change nothing)', async () => {
    const values = { username: 'joe', memberOf: '["admins","staff"]', 'http.user-agent': 'Mozilla/5.0' };
    const corpus = [
      'username == "joe" && "admins" in memberOf', 'attributes["http.user-agent"].matches("^Moz")', 'memberOf.map(g, g + "!")',
      '{"a": [1, 2.5, "x", b"y", null]}', 'timestamp("2024-01-01T00:00:00Z")', 'duration("90s")', 'type(1)', '1 / 0', 'nobody',
      'attributes.constructor', '{"__proto__": 1}', 'memberOf.join(", ").split(", ")', 'username.size() > 2 ? "long" : "short"',
    ];
    for (const expression of corpus) {
      expect(await evaluateExpression(expression, values), expression).toEqual(evaluateHere({ expression, substitutionValues: values }));
    }
  });

  it('stops a catastrophic regular expression, and the next expression gets a fresh worker', async () => {
    expect(await evaluateExpression(REDOS)).toEqual({ error: 'The expression took longer than 250 ms and was stopped.' });
    expect(await evaluateExpression('"abc".matches("^a.c$")')).toEqual({ result: 'true' });
  });

  it('answers the parse check\'s problems, the length bound included', async () => {
    expect(await evaluateExpression('1 +')).toEqual({ error: 'Unexpected token: EOF (at character 4)' });
    expect(await evaluateExpression('x'.repeat(4097))).toEqual({ error: 'The expression is longer than 4096 characters.' });
  });
});

describe('ExpressionWorkerPool', () => {
  it('lets a simple expression through while a hostile one occupies the other worker', async () => {
    // The hostile expression holds its worker for the whole (long) limit; closing the pool ends it.
    const two = pool(2, { timeLimitMs: 600_000 });
    let hostileSettled = false;
    const hostile = two.evaluate({ expression: REDOS, substitutionValues: {} }).then((outcome) => {
      hostileSettled = true;
      return outcome;
    });
    expect(await two.evaluate({ expression: 'v + "!"', substitutionValues: { v: 'ok' } })).toEqual({ result: 'ok!' });
    expect(hostileSettled).toBe(false);
    expect(two.size).toBe(2);
    await two.close();
    expect(await hostile).toEqual({ error: POOL_TEXTS.unavailable });
  });

  it('replaces a stopped worker: a pool of one still answers after a timeout', async () => {
    const one = pool(1);
    expect(await one.evaluate({ expression: REDOS, substitutionValues: {} })).toEqual({ error: POOL_TEXTS.timeout(250) });
    expect(await one.evaluate({ expression: '"still" + " here"', substitutionValues: {} })).toEqual({ result: 'still here' });
    expect(one.size).toBe(1);
  });

  it('ends a worker that exceeds its heap and answers only that evaluation with the memory error', async () => {
    const one = pool(1, { timeLimitMs: 600_000 });
    expect(await one.evaluate({ expression: STRING_BOMB, substitutionValues: { v: 'x'.repeat(4096) } })).toEqual({ error: POOL_TEXTS.memory });
    expect(await one.evaluate({ expression: 'size(v)', substitutionValues: { v: 'x'.repeat(4096) } })).toEqual({ result: '4096' });
  });

  it('bounds the queue: beyond it an evaluation is answered busy at once', async () => {
    const one = pool(1, { maxQueued: 1 });
    const first = one.evaluate({ expression: '1 + 1', substitutionValues: {} });
    expect(await one.evaluate({ expression: '2 + 2', substitutionValues: {} })).toEqual({ error: POOL_TEXTS.busy });
    expect(await first).toEqual({ result: '2' });
  });

  it('answers what waits when closed, and every later evaluation, without throwing', async () => {
    const one = pool(1);
    const waiting = one.evaluate({ expression: '1', substitutionValues: {} });
    await one.close();
    expect(await waiting).toEqual({ error: POOL_TEXTS.unavailable });
    expect(await one.evaluate({ expression: '1', substitutionValues: {} })).toEqual({ error: POOL_TEXTS.unavailable });
  });
});
