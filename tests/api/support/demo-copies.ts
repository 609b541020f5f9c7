// A fixture from PingFederate names objects by its own ids: tests copy a demo object under that id.
import { expect } from 'vitest';
import type { ApiClient } from './test-server';

/** Creates a copy of the demo object `templateId` of the collection `path` as `id` (named "<id> copy"). */
export async function copyOf(admin: ApiClient, path: string, templateId: string, id: string): Promise<void> {
  const template = await admin.api('GET', `${path}/${templateId}`);
  expect(template.status, `${path}/${templateId}`).toBe(200);
  const { lastModified: _lastModified, ...body } = template.body;
  const created = await admin.api('POST', path, { ...body, id, name: `${id} copy` });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}
