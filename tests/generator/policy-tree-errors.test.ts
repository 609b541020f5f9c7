// The checks behind widget policyTree, on a copy of the product with the Fragments page: an action
// type the tree's actions do not have, a ref that is no property of the actions, a ref without
// options, a tree over a property that is no node, and a children* path through no tree fail with
// file, path and reason.
import { describe, expect, it } from 'vitest';
import { copyProduct, generatorFailure } from './helpers';

const PAGE = 'schemas/pages/fragments.page.yaml';
const failure = (change: (text: string) => string) => generatorFailure(copyProduct(), PAGE, change);

describe('policy trees: broken page schemas fail with file, path and reason', () => {
  it('an action type, a ref or options the actions do not have', async () => {
    expect(await failure((t) => t.replace('        RESTART: { label: Restart }', '        LOCAL_IDENTITY_MAPPING: { label: Local Identity }'))).toContain(
      `${PAGE}: /fields/5/policyTree/actions/LOCAL_IDENTITY_MAPPING: "LOCAL_IDENTITY_MAPPING" is not an action type of "rootNode"`,
    );
    expect(await failure((t) => t.replace('ref: fragment.id', 'ref: fragmentRef.id'))).toContain(`${PAGE}: /fields/5/policyTree/actions/FRAGMENT/ref: "fragmentRef.id" is not a property of the actions of "rootNode"`);
    expect(await failure((t) => t.replace('          options: { list: getFragments, value: id, label: "{name}" }\n', ''))).toContain(`${PAGE}: /fields/5/policyTree/actions/FRAGMENT: ref and options go together`);
  });

  it('a tree over a property that is no node, and a children* path through no tree', async () => {
    expect(await failure((t) => t.replace('  - name: rootNode\n', '  - name: inputs\n'))).toMatch(/\/fields\/5\/widget: a policyTree needs a node property with action and a children array \("inputs" is not\)/);
    expect(await failure((t) => t.replace('  usedBy:\n    - { list: getFragments, field: rootNode.children*.action.fragment.id }', '  usedBy:\n    - { list: getFragments, field: rootNode.action*.fragment.id }'))).toMatch(
      /\/collection\/usedBy\/0\/field: "rootNode.action\*.fragment.id" is not a property of the items of "getFragments"/,
    );
  });
});
