// The checks behind widget policyTree, on a copy of the product with the Fragments page: an action
// type the tree's actions do not have, a ref that is no property of the actions, a ref without
// options, rules on a type whose actions hold no attribute rules, a tree over a property that is no
// node, and a children* path through no tree fail with file, path and reason.
import { describe, expect, it } from 'vitest';
import { copyProduct, generatorFailure } from './helpers';

const PAGE = 'schemas/pages/fragments.page.yaml';
const failure = (change: (text: string) => string) => generatorFailure(copyProduct(), PAGE, change);

describe('policy trees: broken page schemas fail with file, path and reason', () => {
  it('an action type, a ref or options the actions do not have', async () => {
    expect(await failure((t) => t.replace('        RESTART: { label: Restart }', '        IDENTITY_LOOKUP: { label: Identity Lookup }'))).toContain(
      `${PAGE}: /fields/5/policyTree/actions/IDENTITY_LOOKUP: "IDENTITY_LOOKUP" is not an action type of "rootNode"`,
    );
    expect(await failure((t) => t.replace('ref: fragment.id', 'ref: fragmentRef.id'))).toContain(`${PAGE}: /fields/5/policyTree/actions/FRAGMENT/ref: "fragmentRef.id" is not a property of the actions of "rootNode"`);
    expect(await failure((t) => t.replace('          options: { list: getFragments, value: id, label: "{name}" }\n', ''))).toContain(`${PAGE}: /fields/5/policyTree/actions/FRAGMENT: ref and options go together`);
  });

  it('rules on a type whose actions hold no attribute rules there', async () => {
    // The selector's actions have no attributeRules; the adapter's have, but not under another name.
    expect(await failure((t) => t.replace('          outcomes: ["No", "Yes"]\n', '          outcomes: ["No", "Yes"]\n          rules: attributeRules\n'))).toContain(
      `${PAGE}: /fields/5/policyTree/actions/AUTHN_SELECTOR/rules: "attributeRules" is not an attribute rules property ({fallbackToSuccess, items: AttributeRule[]}) of this type's actions`,
    );
    expect(await failure((t) => t.replace('          rules: attributeRules\n', '          rules: authenticationSource\n'))).toContain(
      `${PAGE}: /fields/5/policyTree/actions/AUTHN_SOURCE/rules: "authenticationSource" is not an attribute rules property`,
    );
    expect(await failure((t) => t.replace('          rules: attributeRules\n', '          rules: [attributeRules]\n'))).toMatch(/fragments\.page\.yaml: \/fields\/5\/policyTree\/actions\/AUTHN_SOURCE\/rules: must be a string, not a list\. Fix: Write a string here: `rules: "…"`\./);
  });

  it('a tree over a property that is no node, and a children* path through no tree', async () => {
    expect(await failure((t) => t.replace('  - name: rootNode\n', '  - name: inputs\n'))).toMatch(/\/fields\/5\/widget: a policyTree needs a node property with action and a children array \("inputs" is not\)/);
    expect(await failure((t) => t.replace('  usedBy:\n    - { list: getFragments, field: rootNode.children*.action.fragment.id }', '  usedBy:\n    - { list: getFragments, field: rootNode.action*.fragment.id }'))).toMatch(
      /\/collection\/usedBy\/0\/field: "rootNode.action\*.fragment.id" is not a property of the items of "getFragments"/,
    );
  });
});
