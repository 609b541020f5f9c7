/**
 * GET /internal/dependencyErrors: the stored objects that name an object which does not exist.
 * Every collection item and settings document of the generated pages is checked as a save of it
 * would be (resources/reference-checks.ts), so a reference the console would refuse on save is
 * listed here, with where the console opens its object. Only what the caller may read is checked.
 */
import { pageMessages } from '../../../../generated/messages.gen';
import { pageNavigation } from '../../../../generated/navigation.gen';
import { routeBindings } from '../../../../generated/server-routes.gen';
import { formLocation } from '../../../shared/form-address';
import type { ResourceDefinition } from '../../../shared/route-binding';
import { mayCallBinding } from '../../kernel/authorize';
import type { Caller, Handler } from '../../kernel/handler-types';
import { brokenReferences } from '../../resources/reference-checks';
import type { StoreReader } from '../../store/store';

type DependencyError = { type: string; label: string; id?: string; name: string; location: string; fieldPath: string; message: string };

interface Checked {
  definition: ResourceDefinition;
  label: string;
  route: string;
  tab?: string;
  /** Collections: whether the page opens an object's form by its id. */
  editable: boolean;
}

/** The collections and documents with references that a page shows, each with its title and console route. */
export function checkedDefinitions(definitions: Record<string, ResourceDefinition>): Checked[] {
  const checked: Checked[] = [];
  const stores = new Set<string>();
  for (const definition of Object.values(definitions)) {
    if (!definition.references?.length) continue;
    const [pageId, tab] = definition.pageId.split('.');
    const page = pageNavigation.find((entry) => entry.pageId === pageId);
    // Several pages may edit one document (they share its rules): it is checked once.
    if (!page || (definition.kind === 'settings' && stores.has(definition.store))) continue;
    stores.add(definition.store);
    const title = pageMessages[`pages.${definition.pageId}.title`];
    checked.push({
      definition,
      label: !tab ? page.label : title && title !== page.label ? `${page.label}: ${title}` : page.label,
      route: page.route,
      ...(tab ? { tab } : {}),
      editable: readOf(definition, 'get') !== undefined,
    });
  }
  return checked.sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

const readOf = (definition: ResourceDefinition, action: 'list' | 'get') =>
  routeBindings.find((binding) => binding.resource?.pageId === definition.pageId && binding.resource.action === action && binding.method === 'GET');

/** Who may read the collection (its list) or the document (its get) may see its dependency errors. */
function mayRead(caller: Caller, definition: ResourceDefinition): boolean {
  const read = readOf(definition, definition.kind === 'collection' ? 'list' : 'get');
  return read !== undefined && mayCallBinding(caller, read);
}

export async function dependencyErrors(reader: StoreReader, checked: readonly Checked[], caller: Caller): Promise<DependencyError[]> {
  const found: DependencyError[] = [];
  for (const { definition, label, route, tab, editable } of checked.filter((entry) => mayRead(caller, entry.definition))) {
    const docs =
      definition.kind === 'collection'
        ? (await reader.listItems(definition.store)).map(({ id, doc }) => ({ id, doc }))
        : [{ id: undefined, doc: (await reader.getSettings(definition.store)) ?? definition.settingsDefault ?? {} }];
    for (const { id, doc } of docs) {
      for (const error of await brokenReferences(reader, definition, doc)) {
        const name = id === undefined ? label : String(doc[definition.label ?? 'id'] ?? id);
        found.push({
          type: definition.pageId,
          label,
          ...(id === undefined ? {} : { id }),
          name,
          location: formLocation(route, id !== undefined && editable ? { edit: id } : undefined, tab),
          fieldPath: error.fieldPath ?? '',
          message: error.message,
        });
      }
    }
  }
  return found;
}

export function dependencyErrorsHandler(definitions: Record<string, ResourceDefinition>): Handler<'getDependencyErrors'> {
  const checked = checkedDefinitions(definitions);
  return async ({ server, caller }) => ({ status: 200, body: { items: await dependencyErrors(server.store, checked, caller) } });
}
