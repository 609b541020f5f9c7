export { check, generate, produce } from './generate';
export { fail, formatIssue, GeneratorError, pointer } from './errors';
export type { Fail, Refusal, SourceIssue } from './errors';
export { defaultOptions, REPO_ROOT } from './options';
export type { GeneratorOptions } from './options';
