export { buildModel } from './build-model';
export { buildContract } from './contract';
export { buildField } from './fields';
export { buildFormSchema } from './form-schema';
export { buildPage, flattenPages, PAGE_ACTIONS } from './page';
export { itemsOf, objectProperties, propertyAt } from './schema-walk';
export { deref, inlineRefs, resolveLocalRef, rewriteRefs, SCHEMA_REF_PREFIX } from './refs';
export type { ContractModel, ContractOperation, ContractParameter, GeneratorModel, PageModel } from './types';
