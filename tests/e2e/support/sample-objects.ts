// The objects of a collection a generated spec works on: the demo's, or, for a page without demo
// objects (schema files alone), one made from the contract (tests/api/support/sample-objects.ts).
import { expect } from '@playwright/test';
import { resourceDefinitions } from '../../../generated/resources.gen';
import { sampleBody } from '../../api/support/sample-objects';
import { adminApi } from './admin-api';

type Item = Record<string, unknown>;

const listedAt = async (baseUrl: string, listPath: string): Promise<Item[]> => {
  const answer = await adminApi<{ items: Item[] } | Item[]>(baseUrl, 'GET', listPath);
  expect(answer.status).toBe(200);
  // PingFederate answers some lists as a bare array (access token mappings).
  return Array.isArray(answer.body) ? answer.body : answer.body.items;
};

/** The collection's objects at `listPath` (its store); one made from the contract first when it has none. */
export async function listedOrSample(baseUrl: string, listPath: string): Promise<Item[]> {
  const listed = await listedAt(baseUrl, listPath);
  if (listed.length > 0) return listed;
  const definition = Object.values(resourceDefinitions).find((d) => d.kind === 'collection' && d.store === listPath);
  expect(definition, `a generic collection at ${listPath}`).toBeDefined();
  const created = await adminApi(baseUrl, 'POST', listPath, sampleBody(definition!));
  expect(created.status, `${listPath} has no demo object, and the contract's sample was refused: ${JSON.stringify(created.body)}`).toBe(201);
  return listedAt(baseUrl, listPath);
}
