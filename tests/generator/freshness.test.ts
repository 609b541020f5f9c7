/**
 * The generator's incremental path (generator/freshness.mjs): generated/ counts as current only
 * while both its inputs and its own files are exactly as the last run left them.
 */
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isFresh, recordFresh } from '../../generator/freshness.mjs';

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'generate-freshness-'));
  write('openapi/admin-api.yaml', 'openapi: 3.0.3\n');
  write('schemas/pages/a.page.yaml', 'id: a\n');
  write('schemas/page.schema.json', '{}');
  write('generator/emit/x.ts', 'export {};\n');
  write('package-lock.json', '{}');
  write('generated/a.gen.ts', '// a\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('generate freshness', () => {
  it('is not fresh before any run, and fresh right after one', () => {
    expect(isFresh(root)).toBe(false);
    recordFresh(root);
    expect(isFresh(root)).toBe(true);
  });

  it.each([
    ['the contract', 'openapi/admin-api.yaml'],
    ['a page schema', 'schemas/pages/a.page.yaml'],
    ["the page files' JSON Schema", 'schemas/page.schema.json'],
    ["the generator's own code", 'generator/emit/x.ts'],
    ['the locked package versions', 'package-lock.json'],
    ['a generated file (a hand edit)', 'generated/a.gen.ts'],
  ])('is stale once %s changes', (_what, path) => {
    recordFresh(root);
    write(path, 'changed\n');
    expect(isFresh(root)).toBe(false);
  });

  it('is stale when a file appears in or leaves generated/ or the page schemas', () => {
    recordFresh(root);
    write('generated/extra.gen.ts', '// extra\n');
    expect(isFresh(root)).toBe(false);
    unlinkSync(join(root, 'generated/extra.gen.ts'));
    expect(isFresh(root)).toBe(true);
    unlinkSync(join(root, 'schemas/pages/a.page.yaml'));
    expect(isFresh(root)).toBe(false);
  });
});
