export { buildModel } from './build-model';
export { buildContract } from './contract';
export { buildField } from './fields';
export { buildFormSchema } from './form-schema';
export { buildPage, PAGE_ACTIONS } from './page';
export { deref, inlineRefs, resolveLocalRef, rewriteRefs, SCHEMA_REF_PREFIX } from './refs';
export type { ContractModel, ContractOperation, ContractParameter, GeneratorModel, PageModel } from './types';
