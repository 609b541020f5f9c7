/** The references of a write: every object a collection item or settings document names must exist. */
import { pluginDescriptorSets } from '../../../generated/plugin-descriptors.gen';
import { routeBindings } from '../../../generated/server-routes.gen';
import type { CollectionLink, ReferenceTarget } from '../../shared/page-model';
import type { ResourceDefinition } from '../../shared/route-binding';
import { validationFailed, type ValidationErrorItem } from '../core/api-error';
import { API_BASE } from '../kernel/caller-requests';
import { fieldLabel, labelOf } from '../services/contract/field-labels';
import type { JsonDocument, StoreReader, StoreWriter } from '../store/store';
import { meets, meetsAt } from './conditions';
import { defaultItemOf } from './default-items';
import { entriesAt, valueAt } from './resource-rules';

/**
 * Every referenced object must exist (a collection's default item counts as existing); settings
 * documents' references too. References of one field (and condition) to several collections are
 * alternatives: the object may be in any of them (a client's restricted scope is common or exclusive).
 * A reference with a target names only matching objects (a local identity profile's LDAP data store).
 * Messages name the field with the page's label (definition.labels) where it has one.
 */
export async function checkReferences(tx: StoreWriter, definition: Pick<ResourceDefinition, 'references' | 'labels'>, doc: JsonDocument): Promise<void> {
  const errors = await brokenReferences(tx, definition, doc);
  if (errors.length > 0) throw validationFailed(errors);
}

/** What checkReferences would refuse of `doc`, one error per reference to an object that does not exist (or does not match): also the dependency errors of a stored object. */
export async function brokenReferences(reader: StoreReader, definition: Pick<ResourceDefinition, 'references' | 'labels'>, doc: JsonDocument): Promise<ValidationErrorItem[]> {
  const errors: ValidationErrorItem[] = [];
  for (const alternatives of referencesByField(definition)) {
    const { field, when } = alternatives[0];
    // Inside a tree the error names the node (rootNode.children[1].action…) and the object by its ref (authenticationSelectorRef); elsewhere the field.
    const inTree = field.includes('*.');
    const base = inTree ? (field.split('.').at(-2) ?? '') : field.split('.')[0];
    const isList = !inTree && Array.isArray(doc[base]);
    // A ref inside an object is named by its own name when that says what it is (registrationConfig.captchaProviderRef: "Captcha provider"), not a bare "sourceRef".
    const own = (field.split('.').at(-2) ?? '').replace(/Ref$/, '');
    const name = !inTree && field.split('.').length > 2 && /[a-z][A-Z]/.test(own) ? own : base.replace(/Ref$/, '');
    const label = inTree ? fieldLabel(name) : labelOf(definition.labels, field, name);
    const noun = isList ? label.replace(/s$/, '') : label;
    for (const { path, value } of entriesAt(doc, field)) {
      // A conditional reference (an access token mapping's context, a URL mapping's type) names that collection only in its case.
      if (!meetsAt(doc, when, path)) continue;
      const found = await foundInAny(reader, alternatives, value);
      if (found?.matches) continue;
      // In an entry of a list inside the object (a connection's adapter mappings) the error names the entry and the object by its ref too.
      const inEntry = !inTree && !isList && path.includes('[');
      const named = inEntry ? labelOf(definition.labels, field, (field.split('.').at(-2) ?? '').replace(/Ref$/, '')) : noun;
      const fieldPath = inTree || inEntry ? path : field;
      if (!found) errors.push({ errorId: 'invalid_reference', fieldPath, message: `${named} '${value}' does not exist.` });
      else errors.push({ errorId: 'invalid_reference', fieldPath, message: notMatching(named, value, found.object, found.target) });
    }
  }
  return errors;
}

/** "Data Store 'jdbc1' has the Type Database (JDBC); choose one whose Type is Directory (LDAP).", in the named collection's page words. */
function notMatching(named: string, value: string, object: JsonDocument, target: ReferenceTarget): string {
  const words = (v: unknown) => target.valueLabels?.[String(v)] ?? String(v);
  const label = target.label ?? fieldLabel(target.field.replace(/Ref\.id$/, '').split('.').at(-1) ?? target.field);
  const actual = valueAt(object, target.field);
  const has = actual === undefined ? `has no ${label}` : `has the ${label} ${words(actual)}`;
  return `${named} '${value}' ${has}; choose one whose ${label} is ${target.in.map(words).join(' or ')}.`;
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
const heldElsewhere = new WeakMap<StoreReader, ReadonlyMap<string, ReadonlySet<string>>>();

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

/**
 * Where `id` exists among the alternatives: `matches` when one of them holds it and it meets that
 * reference's target; else the first existing object that does not (and the target it misses).
 * Objects known only by name (a descriptor, an object held elsewhere in an import) have no values
 * to weigh and count as matching.
 */
async function foundInAny(tx: StoreReader, alternatives: readonly CollectionLink[], id: string): Promise<{ matches: true } | { matches: false; object: JsonDocument; target: ReferenceTarget } | undefined> {
  let missed: { matches: false; object: JsonDocument; target: ReferenceTarget } | undefined;
  for (const { store, target } of alternatives) {
    if (descriptorIds.get(store)?.has(id)) return { matches: true };
    if (heldElsewhere.get(tx)?.get(store)?.has(id)) return { matches: true };
    const fallback = defaultItemOf(store);
    const object = fallback && String(fallback.name ?? fallback.id) === id ? fallback : await tx.getItem(store, id);
    if (!object) continue;
    if (meets(object, target)) return { matches: true };
    missed ??= { matches: false, object, target: target! };
  }
  return missed;
}
