/**
 * The one check of plugin configuration (src/shared/plugin-configuration.ts) that server and console
 * share, and the demo descriptors against the PingFederate payloads they must accept.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pluginDescriptorSets } from '../../../generated/plugin-descriptors.gen';
import { configurationProblems, initialConfiguration, newRow, withDefaults, type PluginConfiguration, type PluginDescriptor } from '../../../src/shared/plugin-configuration';

type Payload = { pluginDescriptorRef?: { id: string }; configuration: PluginConfiguration };
const fixtureFile = (kind: string) => new URL(`../../fixtures/pingfederate/${kind}.json`, import.meta.url);
// A kind's PingFederate sample file is optional (a new plugin area needs none): kinds without one have nothing here to check.
const fixtures = (kind: string) => (existsSync(fixtureFile(kind)) ? (JSON.parse(readFileSync(fixtureFile(kind), 'utf8')) as Record<string, Payload>) : {});
// A kind's payloads that are plugin instances (a data store is one only when it is of type CUSTOM).
const pluginPayloads = (kind: string) => Object.entries(fixtures(kind)).filter((entry): entry is [string, Payload & { pluginDescriptorRef: { id: string } }] => entry[1].pluginDescriptorRef !== undefined);

describe('the demo descriptors accept the PingFederate payloads of their kind', () => {
  it('every sample file of a kind holds plugin payloads to check, and most kinds have one', () => {
    const sampled = Object.keys(pluginDescriptorSets).filter((kind) => existsSync(fixtureFile(kind)));
    for (const kind of sampled) expect(pluginPayloads(kind).length, kind).toBeGreaterThan(0);
    expect(sampled.length).toBeGreaterThanOrEqual(Object.keys(pluginDescriptorSets).length / 2);
  });

  for (const [kind, set] of Object.entries(pluginDescriptorSets)) {
    for (const [name, payload] of pluginPayloads(kind)) {
      it(`${kind}: ${name}`, () => {
        const descriptor = set.descriptors.find((candidate) => candidate.id === payload.pluginDescriptorRef.id);
        expect(descriptor, payload.pluginDescriptorRef.id).toBeDefined();
        expect(configurationProblems(descriptor!, withDefaults(descriptor!, payload.configuration))).toEqual([]);
      });
    }
  }
});

const plugin: PluginDescriptor = {
  id: 'test.Plugin',
  name: 'Test Plugin',
  configDescriptor: {
    fields: [
      { type: 'TEXT', name: 'Host', required: true },
      { type: 'SELECT', name: 'Mode', defaultValue: 'A', optionValues: [{ name: 'A', value: 'A' }, { name: 'B', value: 'B' }] },
      { type: 'CHECK_BOX', name: 'Debug', label: 'Debug Logging' },
      { type: 'HASHED_TEXT', name: 'Key', required: true },
    ],
    tables: [
      { name: 'Servers', requireDefaultRow: true, columns: [{ type: 'TEXT', name: 'Name', required: true }, { type: 'TEXT', name: 'Port', defaultValue: '80' }] },
    ],
  },
};

describe('configurationProblems', () => {
  const valid: PluginConfiguration = {
    fields: [{ name: 'Host', value: 'h' }, { name: 'Key', encryptedValue: 'jwe' }],
    tables: [{ name: 'Servers', rows: [{ defaultRow: true, fields: [{ name: 'Name', value: 'one' }] }] }],
  };

  it('accepts a valid configuration, a secret standing as its encrypted value', () => {
    expect(configurationProblems(plugin, valid)).toEqual([]);
  });

  it('names each problem by its PingFederate path', () => {
    const problems = configurationProblems(plugin, {
      fields: [{ name: 'Host', value: ' ' }, { name: 'Mode', value: 'C' }, { name: 'Debug', value: 'yes' }, { name: 'Nope', value: '1' }, { name: 'Mode', value: 'A' }],
      tables: [
        { name: 'Servers', rows: [{ defaultRow: true, fields: [{ name: 'Name', value: '' }] }, { defaultRow: true, fields: [{ name: 'Name', value: 'x' }] }] },
        { name: 'Others', rows: [] },
      ],
    });
    expect(problems.map((p) => [p.fieldPath, p.message])).toEqual([
      ['configuration.fields[0].value', "'Host' is required."],
      ['configuration.fields[1].value', "'C' is not one of the choices of 'Mode'."],
      ['configuration.fields[2].value', "'Debug Logging' must be true or false."],
      ['configuration.fields[3].name', "'Nope' is not a field of 'Test Plugin'."],
      ['configuration.fields[4].name', "'Mode' is given twice."],
      ['configuration.fields', "'Key' is required."],
      ['configuration.tables[0].rows[0].fields[0].value', "'Name' is required."],
      ['configuration.tables[0].rows', "Choose one default row of 'Servers'."],
      ['configuration.tables[1].name', "'Others' is not a table of 'Test Plugin'."],
    ]);
  });

  it('wants one default row where the table requires it, and none without rows', () => {
    const none = structuredClone(valid);
    none.tables![0].rows![0].defaultRow = false;
    expect(configurationProblems(plugin, none).map((p) => p.fieldPath)).toEqual(['configuration.tables[0].rows']);
    const empty = { ...valid, tables: [{ name: 'Servers', rows: [] }] };
    expect(configurationProblems(plugin, empty)).toEqual([]);
  });
});

describe('defaults', () => {
  it('withDefaults adds what was left out, after what was sent, rows included', () => {
    const filled = withDefaults(plugin, { fields: [{ name: 'Host', value: 'h' }], tables: [{ name: 'Servers', rows: [{ fields: [{ name: 'Name', value: 'n' }] }] }] });
    expect(filled.fields).toEqual([{ name: 'Host', value: 'h' }, { name: 'Mode', value: 'A' }]);
    expect(filled.tables![0].rows![0].fields).toEqual([{ name: 'Name', value: 'n' }, { name: 'Port', value: '80' }]);
    expect(withDefaults(plugin, {}).tables).toEqual([{ name: 'Servers', rows: [] }]);
  });

  it('a new instance has every field (defaults, check boxes false) and empty tables; a new row every column', () => {
    expect(initialConfiguration(plugin)).toEqual({
      fields: [{ name: 'Host', value: '' }, { name: 'Mode', value: 'A' }, { name: 'Debug', value: 'false' }, { name: 'Key', value: '' }],
      tables: [{ name: 'Servers', rows: [] }],
    });
    expect(newRow(plugin.configDescriptor!.tables![0])).toEqual({ defaultRow: false, fields: [{ name: 'Name', value: '' }, { name: 'Port', value: '80' }] });
  });
});
