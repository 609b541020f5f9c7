/**
 * Thousands of hostile expressions against POST /expression/test and /expression/validate:
 * prototype pollution, `constructor` and `__proto__` reaches, huge inputs, deep nesting,
 * catastrophic regular expressions, huge lists, string repetition, comprehension bombs, odd text.
 * Every answer is 200 or 4xx (never 5xx), every 200 is a result or an error text, and the server
 * keeps answering between batches and afterwards. The server runs as a process of its own, so an
 * expression that held its event loop, or crashed it, fails this test (by its timeout, or a refused
 * connection) instead of stopping the test runner with it. The same parse check also runs in this
 * process, whose prototypes are checked after each batch. FUZZ_EXPRESSIONS sets the number of
 * cases (default 1000), FUZZ_SEED the seed ('random' for a fresh one); a failure names both.
 * That server keeps its data in the embedded database whatever TEST_STORE says, so the PostgreSQL
 * pass of npm test leaves this file out (test:api:postgres) rather than run it a second time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expressionProblem } from '../../src/server/services/expressions/expression-language';
import { fuzzSeed, seededRandom, type Random } from './support/seeded-random';
import { API_BASE, DEMO_PASSWORD, XSRF } from './support/test-server';

const CASES = Number(process.env.FUZZ_EXPRESSIONS ?? 1000);
const SEED = fuzzSeed();
/** Requests in flight at once: more than the evaluation workers, so hostile ones compete. */
const CONCURRENCY = 4;
const BATCH = 100;

interface Case {
  kind: string;
  endpoint: 'test' | 'validate';
  body: unknown;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const list = (n: number) => `[${range(n).join(', ')}]`;

const PROTOTYPE_REACHES = [
  '__proto__', 'constructor', 'prototype', 'attributes.__proto__', 'attributes.constructor', 'attributes["__proto__"]',
  'attributes["constructor"]["prototype"]', 'attributes.constructor.constructor("return process")()', '"".constructor',
  '[].constructor', '{}.constructor', '{"__proto__": {"polluted": true}}', '{"constructor": {"prototype": {"polluted": 1}}}',
  '{"__proto__": {"polluted": true}}.__proto__.polluted', 'has(attributes.__proto__)', 'has({}.constructor)',
  'username.__proto__', 'username.constructor.name', 'memberOf.__proto__', 'memberOf.constructor', 'toString', 'valueOf',
  'hasOwnProperty', 'this', 'globalThis', 'process.exit(1)', 'require("child_process")', 'import("fs")',
  'Function("return 1")()', 'eval("1")', 'process.env', 'attributes.polluted', '{}.polluted', 'attributes.toString()',
  '[1].map(x, x.constructor)', 'type(attributes).constructor', 'dyn(attributes).__proto__', 'attributes[["__proto__"]]',
];
const HOSTILE_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'attributes', 'true', 'in', 'a-b', 'x.y', '', ' ', '\u0000'];
const REDOS = ['(a+)+$', '(a|aa)+$', '(a|a?)+$', '(.*a){25}', '([a-zA-Z]+)*$', '(a*)*b', '^(\\w+\\s?)*$', '(x+x+)+y', '(?:a|b|ab)*c'];
const TOKENS = ['(', ')', '[', ']', '{', '}', '.', ',', ':', '?', '!', '-', '+', '*', '/', '%', '==', '!=', '&&', '||', 'in', '"', "'", '"""', '\\', 'r"', 'b"', '1', '1u', '1.5e308', '0x', 'true', 'null', 'username', 'attributes', 'size', 'matches', 'cel.bind', 'has', '.map', '.all', '\u0000', '\ud800', '💩', '\u202e', '\n', ' '];

const kinds: Record<string, { weight: number; make: (random: Random) => Pick<Case, 'body'> & { endpoint?: Case['endpoint'] } }> = {
  prototype: { weight: 12, make: (r) => ({ body: { expression: r.pick(PROTOTYPE_REACHES), substitutionValues: { username: 'joe', memberOf: '["a"]' } } }) },
  hostileNames: {
    weight: 8,
    make: (r) => {
      const name = r.pick(HOSTILE_NAMES);
      return { body: { expression: r.pick([`attributes[${JSON.stringify(name)}]`, name, `${name} == "x"`, 'size(attributes)']), substitutionValues: { [name]: r.pick(['x', '["x"]', '{"polluted":1}', '[{"a":1}]']) } } };
    },
  },
  hugeInput: {
    weight: 8,
    make: (r) =>
      ({ body: { expression: r.pick([
        () => `"${'a'.repeat(4094)}"`,
        () => 'x'.repeat(4096 + r.int(3)),
        () => '1 + '.repeat(1023) + '1',
        () => `${'a'.repeat(2000)} == ${'b'.repeat(2000)}`,
        () => `"${'\\u0041'.repeat(680)}"`,
        () => 'x'.repeat(20_000 + r.int(100_000)),
      ])() } }),
  },
  deepNesting: {
    weight: 10,
    make: (r) => {
      const depth = 1 + r.int(2500);
      const open = r.pick(['(', '[', '{"a": ', '!', '-', 'size(', 'dyn(', '[[', 'true ? ']);
      const close = { '(': ')', '[': ']', '{"a": ': '}', '!': '', '-': '', 'size(': ')', 'dyn(': ')', '[[': ']]', 'true ? ': ' : 0' }[open]!;
      const expression = `${open.repeat(depth)}1${close.repeat(depth)}`;
      return { body: { expression: expression.slice(0, 4096) }, endpoint: r.pick(['test', 'validate']) };
    },
  },
  memberChain: { weight: 4, make: (r) => ({ body: { expression: `attributes${'.a'.repeat(1 + r.int(1500))}`.slice(0, 4096) } }) },
  catastrophicRegex: {
    weight: 2,
    make: (r) => {
      const subject = `${'a'.repeat(24 + r.int(40))}!`;
      const viaValue = r.next() < 0.5;
      return {
        body: viaValue
          ? { expression: `username.matches(${JSON.stringify(r.pick(REDOS))})`, substitutionValues: { username: subject } }
          : { expression: `${JSON.stringify(subject)}.matches(${JSON.stringify(r.pick(REDOS))})` },
      };
    },
  },
  badRegex: { weight: 3, make: (r) => ({ body: { expression: `"a".matches(${JSON.stringify(r.pick(['(', '[', '*', '\\', '(?<', '(?=', 'a{99999999}', '\\p{', '(?i)a']))})` } }) },
  hugeList: { weight: 4, make: (r) => ({ body: { expression: r.pick([list(256 + r.int(800)), `size(${list(250)} + ${list(250)} + ${list(250)})`, `{${range(300).map((i) => `"k${i}": ${i}`).join(', ')}}`]) } }) },
  comprehensionBomb: {
    weight: 1,
    make: (r) => {
      const l = list(100 + r.int(150));
      return { body: { expression: r.pick([`${l}.map(a, ${l}.map(b, ${l}.map(c, a + b + c)))`, `${l}.all(a, ${l}.all(b, ${l}.exists(c, c == -1) || true))`, `size(${l}.map(a, ${l}.map(b, ${l}.filter(c, c > a))))`]) } };
    },
  },
  stringRepetition: {
    weight: 2,
    make: (r) => {
      const l = list(256);
      const s = 'x'.repeat(4096);
      return {
        body: r.pick([
          { expression: `size(${l}.map(a, ${l}.map(b, username).join()).join())`, substitutionValues: { username: s } },
          { expression: `${l}.map(a, username).join() + ${l}.map(a, username).join()`, substitutionValues: { username: s } },
          { expression: `size(${l}.map(a, ${l}.map(b, ${l}.map(c, "xxxxxxxx").join()).join()).join())` },
        ]),
      };
    },
  },
  arithmetic: { weight: 4, make: (r) => ({ body: { expression: r.pick(['9223372036854775807 + 1', '-9223372036854775808 - 1', '1 / 0', '1 % 0', '18446744073709551615u + 1u', '1e308 * 10.0', 'int("99999999999999999999")', 'double("nan")', 'timestamp("9999-99-99")', 'duration("99999999999h")', '"abc".substring(5)', '[1][5]', '{"a":1}["b"]']) } }) },
  tokenSoup: { weight: 30, make: (r) => ({ body: { expression: range(1 + r.int(60)).map(() => r.pick(TOKENS)).join(r.pick(['', ' '])) }, endpoint: r.pick(['test', 'validate']) }) },
  wrongBody: {
    weight: 4,
    make: (r) => ({ body: r.pick([{}, { expression: 1 }, { expression: 'true', substitutionValues: { a: 1 } }, { expression: 'true', substitutionValues: { a: 'x'.repeat(4097) } }, { expression: 'true', extra: 1 }, { expression: null }, [], 'true']) }),
  },
};

const weighted = Object.entries(kinds).flatMap(([kind, { weight }]) => Array<string>(weight).fill(kind));

/** For the summary: which bound answered a test (stopped by time, by memory) or a plain result or error. */
function outcomeOf(body: { item?: { result?: string; error?: string } }): string {
  const error = body?.item?.error;
  if (body?.item === undefined) return '';
  if (error === undefined) return ' result';
  if (/took longer than/.test(error)) return ' timeout';
  if (/memory|went beyond a limit|result is longer/.test(error)) return ' memory';
  return ' error';
}

function makeCase(random: Random): Case {
  const kind = random.pick(weighted);
  const made = kinds[kind].make(random);
  return { kind, endpoint: made.endpoint ?? 'test', body: made.body };
}

/** The real server (src/server/main.ts --demo) on a port of its own choosing, in its own process group. */
async function startServerProcess(dataDir: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(join('node_modules', '.bin', 'tsx'), ['src/server/main.ts', '--demo', '--port', '0', '--data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve(url);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening: ${out}`)));
  });
  return { child, baseUrl };
}

describe(`expression fuzz (seed ${SEED}, ${CASES} cases; replay with FUZZ_SEED=${SEED})`, () => {
  let server: ChildProcess | undefined;
  let baseUrl: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'expression-fuzz-'));
  const authorization = `Basic ${Buffer.from(`expression:${DEMO_PASSWORD}`).toString('base64')}`;
  beforeAll(async () => {
    ({ child: server, baseUrl } = await startServerProcess(dataDir));
  });
  afterAll(async () => {
    if (server?.pid !== undefined && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${API_BASE}${path}`, {
      method: 'POST',
      headers: { ...XSRF, authorization, 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
  };
  const send = (c: Case) => post(`/expression/${c.endpoint}`, c.body);
  const alive = async () => expect((await post('/expression/test', { expression: '1 + 1' })).body).toEqual({ item: { result: '2' } });

  // A hang (an expression run on the event loop, a worker never stopped) fails by this timeout.
  it('answers every hostile expression with 200 or 4xx, bounded, and stays alive', { timeout: 60_000 + CASES * 100 }, async () => {
    const random = seededRandom(SEED);
    const cases = range(CASES).map(() => makeCase(random));
    const seen = new Map<string, number>();
    const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
    for (let start = 0; start < cases.length; start += BATCH) {
      const batch = cases.slice(start, start + BATCH);
      let next = 0;
      const lane = async () => {
        while (next < batch.length) {
          const index = next++;
          const c = batch[index];
          const expression = (c.body as { expression?: unknown } | undefined)?.expression;
          if (typeof expression === 'string') expressionProblem(expression);
          const response = await send(c);
          const where = `case #${start + index} (${c.kind}, ${c.endpoint}): ${JSON.stringify(c.body).slice(0, 300)}`;
          expect(response.status, where).toBeLessThan(500);
          if (response.status === 200 && c.endpoint === 'test') {
            const item = response.body.item;
            expect(typeof (item.result ?? item.error), where).toBe('string');
            expect(Object.keys(item), where).toHaveLength(1);
            // No reach into the runtime: a function or object of the engine never comes back as a value.
            expect(item.result ?? '', where).not.toMatch(/\[native code\]|^function |^class |\[object /);
          }
          if (response.status === 200 && c.endpoint === 'validate') expect(Array.isArray(response.body.items), where).toBe(true);
          if (response.status >= 400) expect(response.body.resultId, where).toBeTruthy();
          const key = `${c.kind} ${response.status}${outcomeOf(response.body)}`;
          seen.set(key, (seen.get(key) ?? 0) + 1);
        }
      };
      await Promise.all(range(CONCURRENCY).map(lane));
      // Between batches the server still evaluates, and the parse check added nothing to this process's prototypes.
      await alive();
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
    console.log(`expression fuzz (seed ${SEED}): ${[...seen].sort().map(([k, n]) => `${k}: ${n}`).join(', ')}`);
    // Every kind ran, so a generator that silently stopped making a kind shows.
    for (const kind of Object.keys(kinds)) expect([...seen.keys()].some((k) => k.startsWith(`${kind} `)), kind).toBe(true);
  });
});
