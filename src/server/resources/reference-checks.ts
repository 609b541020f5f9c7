/** The references of a write: every object a collection item or settings document names must exist. */
import { pluginDescriptorSets } from '../../../generated/plugin-descriptors.gen';
import { routeBindings } from '../../../generated/server-routes.gen';
import type { CollectionLink } from '../../shared/page-model';
import type { ResourceDefinition } from '../../shared/route-binding';
import { validationFailed, type ValidationErrorItem } from '../core/api-error';
import { API_BASE } from '../kernel/caller-requests';
import { fieldLabel } from '../services/contract/field-labels';
import type { JsonDocument, StoreWriter } from '../store/store';
import { meets } from './conditions';
import { defaultItemOf } from './default-items';
import { entriesAt } from './resource-rules';

/**
 * Every referenced object must exist (a collection's default item counts as existing); settings
 * documents' references too. References of one field (and condition) to several collections are
 * alternatives: the object may be in any of them (a client's restricted scope is common or exclusive).
 */
export async function checkReferences(tx: StoreWriter, definition: Pick<ResourceDefinition, 'references'>, doc: JsonDocument): Promise<void> {
  const errors: ValidationErrorItem[] = [];
  for (const alternatives of referencesByField(definition)) {
    const { field, when } = alternatives[0];
    // A conditional reference (an access token mapping's context) names that collection only in its case.
    if (!meets(doc, when)) continue;
    // Inside a tree the error names the node (rootNode.children[1].action…) and the object by its ref (authenticationSelectorRef); elsewhere the field.
    const inTree = field.includes('*.');
    const base = inTree ? (field.split('.').at(-2) ?? '') : field.split('.')[0];
    const isList = !inTree && Array.isArray(doc[base]);
    // A ref inside an object is named by its own name when that says what it is (registrationConfig.captchaProviderRef: "Captcha provider"), not a bare "sourceRef".
    const own = (field.split('.').at(-2) ?? '').replace(/Ref$/, '');
    const label = fieldLabel(!inTree && field.split('.').length > 2 && /[a-z][A-Z]/.test(own) ? own : base.replace(/Ref$/, ''));
    const noun = isList ? label.replace(/s$/, '') : label;
    for (const { path, value } of entriesAt(doc, field)) {
      if (await existsInAny(tx, alternatives.map((reference) => reference.store), value)) continue;
      // In an entry of a list inside the object (a connection's adapter mappings) the error names the entry and the object by its ref too.
      const inEntry = !inTree && !isList && path.includes('[');
      const named = inEntry ? fieldLabel((field.split('.').at(-2) ?? '').replace(/Ref$/, '')) : noun;
      errors.push({ errorId: 'invalid_reference', fieldPath: inTree || inEntry ? path : field, message: `${named} '${value}' does not exist.` });
    }
  }
  if (errors.length > 0) throw validationFailed(errors);
}

/** The definition's references grouped by field and condition, in their order. */
function referencesByField(definition: Pick<ResourceDefinition, 'references'>): CollectionLink[][] {
  const groups = new Map<string, CollectionLink[]>();
  for (const reference of definition.references ?? []) {
    const key = JSON.stringify([reference.field, reference.when ?? null]);
    groups.set(key, [...(groups.get(key) ?? []), reference]);
  }
  return [...groups.values()];
}

/**
 * Objects that exist beside a transaction's writes: a bulk import's file holds objects of types this
 * server does not serve (a profile's token processors), skipped, yet they are PingFederate's and
 * the file's other objects name them. Within that import, those names count as existing.
 */
const heldElsewhere = new WeakMap<StoreWriter, ReadonlyMap<string, ReadonlySet<string>>>();

/** Within `tx`, `held` (store path → keys) count as existing objects. */
export function holdingElsewhere(tx: StoreWriter, held: ReadonlyMap<string, ReadonlySet<string>>): void {
  heldElsewhere.set(tx, held);
}

/** A descriptor set's ids by the path of its list (/idp/adapters/descriptors): a type named by an override's pluginDescriptorRef. */
const descriptorIds = new Map(
  Object.values(pluginDescriptorSets).flatMap((set) => {
    const list = routeBindings.find((binding) => binding.operationId === set.list);
    return list ? [[list.url.slice(API_BASE.length), new Set(set.descriptors.map((descriptor) => descriptor.id))] as const] : [];
  }),
);

async function existsInAny(tx: StoreWriter, stores: readonly string[], id: string): Promise<boolean> {
  for (const store of stores) {
    if (descriptorIds.get(store)?.has(id)) return true;
    if (heldElsewhere.get(tx)?.get(store)?.has(id)) return true;
    const fallback = defaultItemOf(store);
    if (fallback && String(fallback.name ?? fallback.id) === id) return true;
    if (await tx.getItem(store, id)) return true;
  }
  return false;
}
