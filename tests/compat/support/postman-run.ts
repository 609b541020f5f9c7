/**
 * Runs a published Postman collection with newman's Node API against a test server and records
 * every request it sent and the answer, so a compatibility spec can hold each one to what
 * PingFederate would answer and read every accepted write back.
 *
 * The fixture stays as published: what a spec leaves out of a run (requests to PingDirectory, to
 * the runtime engine, to the internet) is skipped at run time by a collection-level pre-request
 * script (`pm.execution.skipRequest()`), and each skip carries its reason in the spec.
 */
import { readFileSync } from 'node:fs';
import newman from 'newman';

export interface SentRequest {
  /** The collection item's name (unique in the fixtures used). */
  name: string;
  method: string;
  /** Path and query of the URL as sent, variables resolved. */
  path: string;
  /** The JSON body as sent (variables resolved), undefined without one. */
  body: unknown;
  /** The raw body text as sent. */
  rawBody: string;
  status: number;
  /** The answer's JSON body, undefined when it had none or not JSON. */
  answer: unknown;
  answerText: string;
}

export interface CollectionAssertion {
  item: string;
  assertion: string;
  passed: boolean;
  error?: string;
}

export interface RunResult {
  requests: SentRequest[];
  assertions: CollectionAssertion[];
  skipped: string[];
}

export interface RunOptions {
  collectionFile: string;
  environment: Record<string, string>;
  /** Item name → why it is left out of the run. */
  skip: Record<string, string>;
  /** Item name → why its own pre-request script is dropped (the request still runs). */
  dropPrerequest?: Record<string, string>;
  /** The server's certificate is self-signed (a TLS test server). */
  insecure?: boolean;
}

export function loadCollection(file: string): any {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Every request item of a collection, folders flattened, in run order. */
export function collectionItems(collection: any): any[] {
  const items: any[] = [];
  const walk = (list: any[]) => {
    for (const item of list) {
      if (Array.isArray(item.item)) walk(item.item);
      else items.push(item);
    }
  };
  walk(collection.item);
  return items;
}

export async function runCollection(options: RunOptions): Promise<RunResult> {
  const collection = loadCollection(options.collectionFile);
  const names = new Set(collectionItems(collection).map((item) => item.name as string));
  for (const name of [...Object.keys(options.skip), ...Object.keys(options.dropPrerequest ?? {})]) {
    if (!names.has(name)) throw new Error(`the collection has no request named ${JSON.stringify(name)}`);
  }
  for (const item of collectionItems(collection)) {
    if (options.dropPrerequest?.[item.name]) item.event = (item.event ?? []).filter((event: any) => event.listen !== 'prerequest');
  }
  // Runs before every item's own scripts; a skipped request sends nothing and runs no test script.
  const guard = {
    listen: 'prerequest',
    script: { type: 'text/javascript', exec: [`if (${JSON.stringify(Object.keys(options.skip))}.includes(pm.info.requestName)) pm.execution.skipRequest();`] },
  };
  collection.event = [guard, ...(collection.event ?? []).filter((event: any) => event.listen !== 'prerequest' || (event.script?.exec ?? []).join('').trim() !== '')];

  const requests: SentRequest[] = [];
  const assertions: CollectionAssertion[] = [];
  const skipped: string[] = [];
  await new Promise<void>((resolve, reject) => {
    newman
      .run({
        collection,
        environment: { values: Object.entries(options.environment).map(([key, value]) => ({ key, value, type: 'default', enabled: true })) } as any,
        reporters: [],
        insecure: options.insecure ?? false,
        timeoutRequest: 15_000,
        // A collection loop that never ends fails the test instead of hanging it.
        timeout: 60_000,
      })
      .on('request', (error, args) => {
        const request = args.request;
        const rawBody = request.body?.raw ?? '';
        let body: unknown;
        try {
          body = rawBody.trim() ? JSON.parse(rawBody) : undefined;
        } catch {
          body = undefined;
        }
        const answerText = args.response?.stream ? Buffer.from(args.response.stream as any).toString('utf8') : '';
        let answer: unknown;
        try {
          answer = answerText ? JSON.parse(answerText) : undefined;
        } catch {
          answer = undefined;
        }
        requests.push({
          name: args.item.name,
          method: request.method,
          path: request.url.getPathWithQuery(),
          body,
          rawBody,
          status: error ? 0 : (args.response?.code ?? 0),
          answer,
          answerText: error ? String(error) : answerText,
        });
      })
      .on('assertion', (error, args) => {
        assertions.push({ item: args.item.name, assertion: args.assertion, passed: !error, error: error?.message });
      })
      .on('done', (error, summary) => {
        if (error) return reject(error);
        const ran = new Set(requests.map((request) => request.name));
        for (const execution of summary.run.executions as any[]) {
          if (!ran.has(execution.item.name)) skipped.push(execution.item.name);
        }
        resolve();
      });
  });
  return { requests, assertions, skipped };
}
