/**
 * What a compatibility spec holds each request of a run to, and the read-back of every accepted write.
 */
import { expect } from 'vitest';
import type { CollectionAssertion, SentRequest } from './postman-run';
import { readBackDifferences, type Ignored } from './read-back';

/** How PingFederate 12.1 would answer a request, when it would not accept it or we answer otherwise. */
export interface Expected {
  /** The status PingFederate answers (when it refuses the request too), with why. */
  pingFederate?: { status: number; why: string };
  /**
   * A known difference: we answer `status` (and, when given, an answer containing `answer`) where
   * PingFederate answers otherwise. The spec fails once we answer otherwise, so the list is kept current.
   */
  knownDifference?: { status: number; answer?: unknown; why: string };
}

/**
 * The collection's own tests pass for every request PingFederate accepts; those that fail
 * against PingFederate too (`failingToo`, by request) fail here with the same error.
 */
export function checkOwnTests(assertions: readonly CollectionAssertion[], expected: Record<string, Expected>, failingToo: Record<string, { error: string; why: string }>) {
  const failed = assertions.filter((assertion) => !assertion.passed && !expected[assertion.item]);
  expect(failed.map(({ item, error }) => ({ item, error }))).toEqual(Object.entries(failingToo).map(([item, { error }]) => ({ item, error })));
}

/** Each request: a 2xx unless the table says otherwise; exactly the table's status when it does. */
export function checkStatuses(requests: SentRequest[], expected: Record<string, Expected>) {
  const failures: string[] = [];
  for (const request of requests) {
    const rule = expected[request.name];
    const line = `${request.method} ${request.path} (${request.name}): ${request.status} ${request.answerText.slice(0, 300)}`;
    if (rule?.knownDifference) {
      if (request.status !== rule.knownDifference.status) failures.push(`known difference no longer as listed: ${line}`);
      else if (rule.knownDifference.answer !== undefined) {
        try {
          expect(request.answer).toMatchObject(rule.knownDifference.answer as object);
        } catch {
          failures.push(`known difference answers otherwise: ${line}`);
        }
      }
    } else if (rule?.pingFederate) {
      if (request.status !== rule.pingFederate.status) failures.push(`PingFederate answers ${rule.pingFederate.status}: ${line}`);
    } else if (request.status < 200 || request.status > 299) failures.push(`PingFederate accepts it: ${line}`);
  }
  expect(failures).toEqual([]);
}

export interface ReadBackRule {
  /** Paths of the body not compared, each with the reason. */
  ignored?: Ignored;
  /** The GET path when it is not the one derived from the write. */
  path?: (request: SentRequest) => string;
  /** What the read must hold besides the body (for a write whose body is not the object). */
  expect?: (read: any, request: SentRequest) => void;
}

/** Fields that are never answered as sent, on every object. */
export const WRITE_ONLY: Ignored = {
  // Write-only secrets: PingFederate answers them as encryptedPassword / encryptedSecret (or not at all).
  password: 'write-only: PingFederate answers encryptedPassword for a data store, nothing for an account',
  'clientAuth.secret': 'write-only: PingFederate answers encryptedSecret',
  // A link PingFederate computes from the id (the client sent the location its own server answered).
  'pluginDescriptorRef.location': 'read-only: computed from the id and the server’s base URL',
};

/** The object a write made or changed: the path itself for a PUT, the new item's for a POST. */
export function readBackPath(request: SentRequest): string {
  const path = request.path.split('?')[0];
  if (request.method === 'PUT') return path;
  const answer = (request.answer ?? {}) as Record<string, unknown>;
  const key = answer.id ?? answer.clientId ?? answer.username ?? answer.name;
  if (typeof key !== 'string') throw new Error(`${request.name}: the answer names no created object: ${request.answerText.slice(0, 200)}`);
  return `${path.replace(/\/(generate|import)$/, '')}/${encodeURIComponent(key)}`;
}

/**
 * Reads every accepted write (POST/PUT answered 2xx) back with GET and compares it with what was
 * sent; a write the same run changes again later is compared with its last write only.
 */
export async function checkReadBacks(
  requests: SentRequest[],
  get: (path: string) => Promise<{ status: number; body: any }>,
  rules: Record<string, ReadBackRule>,
): Promise<{ compared: number }> {
  const writes = requests.filter((request) => (request.method === 'POST' || request.method === 'PUT') && request.status >= 200 && request.status <= 299);
  const last = new Map<string, SentRequest>();
  for (const write of writes) last.set((rules[write.name]?.path ?? readBackPath)(write), write);
  const failures: string[] = [];
  for (const [path, write] of last) {
    const rule = rules[write.name] ?? {};
    const read = await get(path);
    if (read.status !== 200) {
      failures.push(`${write.name}: GET ${path} answered ${read.status}`);
      continue;
    }
    const differences = readBackDifferences(write.body, read.body, { ...WRITE_ONLY, ...rule.ignored });
    failures.push(...differences.map((difference) => `${write.name}: GET ${path}: ${difference}`));
    try {
      rule.expect?.(read.body, write);
    } catch (error) {
      failures.push(`${write.name}: GET ${path}: ${(error as Error).message}`);
    }
  }
  expect(failures).toEqual([]);
  return { compared: last.size };
}
