/**
 * The condition types a basic attribute rule may use: code → label, as the server supplies them to
 * the Rules dialog (SPEC 3). Codes are PingFederate 12.1's ConditionalIssuanceCriteriaEntry.condition
 * enum (reference/pingfederate-admin-api, pf-admin-api-12.1.0.4.openapi.yaml); labels are the
 * PingFederate administrative console's wording.
 */
export const CONDITION_TYPES: Readonly<Record<string, string>> = Object.freeze({
  EQUALS: 'equal to',
  EQUALS_CASE_INSENSITIVE: 'equal to (case insensitive)',
  EQUALS_DN: 'equal to DN',
  NOT_EQUAL: 'not equal to',
  NOT_EQUAL_CASE_INSENSITIVE: 'not equal to (case insensitive)',
  NOT_EQUAL_DN: 'not equal to DN',
  MULTIVALUE_CONTAINS: 'multi-value contains',
  MULTIVALUE_CONTAINS_CASE_INSENSITIVE: 'multi-value contains (case insensitive)',
  MULTIVALUE_CONTAINS_DN: 'multi-value contains DN',
  MULTIVALUE_DOES_NOT_CONTAIN: 'multi-value does not contain',
  MULTIVALUE_DOES_NOT_CONTAIN_CASE_INSENSITIVE: 'multi-value does not contain (case insensitive)',
  MULTIVALUE_DOES_NOT_CONTAIN_DN: 'multi-value does not contain DN',
});

export const isConditionType = (code: string | undefined): boolean => code !== undefined && Object.hasOwn(CONDITION_TYPES, code);
