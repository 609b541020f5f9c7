// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import runtimeCompilingValidator from '@rjsf/validator-ajv8';
import { formValidators } from '../../../generated/form-validators.gen';
import { pageRoutes } from '../../../generated/routes.gen';
import issuersPage from '../../../generated/pages/virtual-issuers.gen';
import { precompiledValidator } from '../../../src/console/runtime/form/form-validator';
import type { PageDefinition } from '../../../src/shared/page-model';
import { fakeApi } from './fixtures/fake-api';
import { renderPage } from './fixtures/render-page';

afterEach(cleanup);

/** Every generated page and its tab sub-pages. */
async function generatedPages(): Promise<PageDefinition[]> {
  const pages = await Promise.all(pageRoutes.map(async (route) => (await route.load()).default));
  const withTabs = (list: PageDefinition[]): PageDefinition[] => list.flatMap((p) => [p, ...withTabs((p.tabs ?? []).map((t) => t.page))]);
  return withTabs(pages);
}

/** Data breaking every rule a form schema states: required properties missing, strings too long or off-pattern, wrong types. */
function invalidData(schema: RJSFSchema): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, RJSFSchema>)) {
    if (name === schema.required?.[0]) continue;
    if (property.type === 'string') data[name] = property.maxLength ? ' '.repeat(property.maxLength + 1) : 42;
    else if (property.type === 'array') data[name] = property.maxItems ? Array.from({ length: property.maxItems + 1 }, () => 'x') : 'not a list';
    else data[name] = 'not a boolean or object';
  }
  return data;
}

const summary = (errors: { property?: string; message?: string }[]) => errors.map((e) => `${e.property} ${e.message}`).sort();

describe('precompiled form validators', () => {
  it('exist for the form of every generated page and judge data as RJSF\'s compiling validator does', async () => {
    const pages = await generatedPages();
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) {
      const schema = page.formSchema as RJSFSchema;
      const precompiled = precompiledValidator(page, formValidators);
      const data = invalidData(schema);
      const expected = runtimeCompilingValidator.validateFormData(data, schema);
      const actual = precompiled.validateFormData(data, schema);
      expect(summary(actual.errors), page.id).toEqual(summary(expected.errors));
      if (Object.keys(schema.properties ?? {}).length) expect(actual.errors.length, page.id).toBeGreaterThan(0);
    }
  });

  it('refuse loudly a form schema that was not compiled at build time', () => {
    const changed = { ...issuersPage, formSchema: { ...issuersPage.formSchema, required: ['name'] } };
    expect(formValidators[hashForSchema(changed.formSchema as RJSFSchema)]).toBeUndefined();
    expect(() => precompiledValidator(changed, formValidators)).toThrow(/form of page 'virtual-issuers' has no precompiled validator .*npm run generate/);
  });

  it('validate a generated page\'s form in the browser runtime', async () => {
    const call = fakeApi({ getOauthIssuers: () => ({ ok: true, status: 200, data: { items: [] } }) });
    renderPage(issuersPage, call, { validators: formValidators });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Virtual Issuer' }));
    fireEvent.change(screen.getByLabelText(/^ID/), { target: { value: 'not allowed!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByLabelText(/^ID/).getAttribute('aria-invalid')).toBe('true');
    expect(call).toHaveBeenCalledTimes(1);
  });
});
