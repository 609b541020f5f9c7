import type { OperationRef, PageDefinition } from '../../../shared/page-model';

/** The operations by which a page (with its tabs' sub-pages) changes configuration: what PageAccess weighs for the read-only notice. */
export function pageChanges(page: PageDefinition): OperationRef[] {
  const own = [page.operations.create, page.operations.update, page.operations.delete, ...(page.actions ?? []).map((action) => action.operation), page.setup?.form.operations.create];
  const all = [...own, ...(page.tabs ?? []).flatMap((tab) => pageChanges(tab.page))];
  return all.filter((operation): operation is OperationRef => operation !== undefined && operation.method !== 'get');
}
