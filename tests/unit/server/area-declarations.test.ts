/**
 * Each area declares itself truly: the list of areas (features/areas.ts) holds every folder of
 * src/server/features once, by its folder's name, and an area's `uses` names exactly the areas
 * whose index.ts its files import.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../../../src/server/features/areas';

const FEATURES = join(import.meta.dirname, '../../../src/server/features');
const folders = readdirSync(FEATURES, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

function importedAreas(area: string): string[] {
  const used = new Set<string>();
  for (const file of readdirSync(join(FEATURES, area)).filter((name) => name.endsWith('.ts'))) {
    for (const match of readFileSync(join(FEATURES, area, file), 'utf8').matchAll(/from '\.\.\/([a-z-]+)\/index'/g)) used.add(match[1]);
  }
  return [...used].sort();
}

describe('the list of areas', () => {
  it('holds every folder of features/ once, by name', () => {
    expect(AREAS.map((area) => area.name).sort()).toEqual([...folders].sort());
  });

  it.each(AREAS.map((area) => [area.name, area] as const))('%s declares the areas it uses', (name, area) => {
    expect([...area.uses].sort()).toEqual(importedAreas(name));
  });
});
