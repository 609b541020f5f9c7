/**
 * The contract's pattern for a string that must not be blank (an extended property's name, an
 * allowed redirect domain): JSON Schema's `required` lets "  " through. Both ends word its error
 * "X is required.", as for a missing value.
 */
export const NOT_BLANK_PATTERN = '\\S';
