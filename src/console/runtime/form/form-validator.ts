/**
 * The RJSF validator of a page's form, made from the validators compiled at build time
 * (generated/form-validators.gen.ts). The browser never compiles a schema: ajv would need
 * `new Function`, which the console's Content-Security-Policy forbids. So a form whose schema has
 * no precompiled validator is a build mistake and throws, never falls back to compiling.
 */
import { createContext, useContext, useMemo } from 'react';
import { hashForSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { formValidators } from '../../../../generated/form-validators.gen';
import type { PageDefinition } from '../../../shared/page-model';

/** The precompiled validators forms use; tests of hand-written pages provide their own. */
export const FormValidatorsContext = createContext<ValidatorFunctions>(formValidators);

export function precompiledValidator(page: PageDefinition, validators: ValidatorFunctions): ValidatorType {
  const schema = page.formSchema as RJSFSchema;
  const key = hashForSchema(schema);
  if (!validators[key]) {
    throw new Error(`The form of page '${page.id}' has no precompiled validator (schema key ${key}). Run npm run generate and rebuild the console.`);
  }
  return createPrecompiledValidator(validators, schema);
}

export function useFormValidator(page: PageDefinition): ValidatorType {
  const validators = useContext(FormValidatorsContext);
  return useMemo(() => precompiledValidator(page, validators), [page, validators]);
}
