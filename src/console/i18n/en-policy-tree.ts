/** English strings of the policy tree editor's view: collapse and expand, the rules and error chips. */
export const policyTreeViewTexts: Record<string, string> = {
  'policyTree.collapse': 'Collapse {name}',
  'policyTree.expand': 'Expand {name}',
  'policyTree.noRules': 'No rules',
  'policyTree.oneHiddenError': '1 error',
  'policyTree.hiddenErrorCount': '{count} errors',
};
