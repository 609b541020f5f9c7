/**
 * Fulfillment maps (a page field with widget fulfillment, ResourceDefinition.fulfillment), checked in
 * the write's transaction: the rows are exactly the attribute names of the object the `ref` names
 * (an access token mapping's manager, read from its collection), or of the object's own contract (a
 * connection's), each with a source offered; a row whose source type only some roles may set
 * (EXPRESSION) is refused to others when it changes. A rule of an entries field applies to every
 * entry of its list, and its errors name the entry (`spBrowserSso.adapterMappings[0].…`).
 */
import { fieldRoleMessage } from '../../shared/field-roles';
import { contractNames, fulfillmentProblems, type FulfillmentMap } from '../../shared/fulfillment';
import { holdsOneOf, type RoleHolder } from '../../shared/operation-access';
import type { FulfillmentRule, ResourceDefinition } from '../../shared/route-binding';
import { validationFailed, type ValidationErrorItem } from '../core/api-error';
import type { JsonDocument, StoreReader } from '../store/store';
import { isBlank, valueAt } from './resource-rules';

const isRecord = (value: unknown): value is JsonDocument => typeof value === 'object' && value !== null && !Array.isArray(value);

const mapAt = (doc: JsonDocument | undefined, field: string): FulfillmentMap => {
  const value = doc === undefined ? undefined : valueAt(doc, field);
  return (isRecord(value) ? value : {}) as FulfillmentMap;
};

/** "access token manager" of accessTokenManagerRef.id, "SP adapter" of spAdapterRef.id. */
const objectLabel = (ref: string): string =>
  (ref.split('.').at(-2) ?? ref)
    .replace(/Ref$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\bsp\b/g, 'SP')
    .replace(/\bidp\b/g, 'IdP');

/** One map to check: the object holding it (the document, or an entry of a list), the earlier one, and where its errors go. */
interface Holder {
  at: string;
  now: JsonDocument;
  before: JsonDocument | undefined;
  /** An earlier entry no longer in the list: its errors go to the list itself. */
  removed?: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The holders of a rule's maps: the document itself, or each entry of its list. An entry's earlier
 * self is the earlier entry equal to it (an entry removed before it moves up unchanged), else the
 * earlier entries left over, in order; an earlier entry left over after that was removed, and is
 * checked as an empty one at the list (removing an expression row is changing it).
 */
function holdersOf(rule: FulfillmentRule, doc: JsonDocument, before: JsonDocument | undefined): Holder[] {
  if (!rule.entries) return [{ at: '', now: doc, before }];
  const entriesOf = (value: unknown): JsonDocument[] => (Array.isArray(value) ? value.filter(isRecord) : []);
  const list = entriesOf(valueAt(doc, rule.entries));
  const earlier = before === undefined ? [] : entriesOf(valueAt(before, rule.entries));
  const unmatched = earlier.filter((entry) => !list.some((candidate) => same(candidate, entry)));
  const holders = list.map((entry, i) => ({ at: `${rule.entries}[${i}].`, now: entry, before: earlier.find((candidate) => same(candidate, entry)) ?? unmatched.shift() }));
  return [...holders, ...unmatched.map((entry) => ({ at: `${rule.entries}.`, now: {}, before: entry, removed: true }))];
}

/** The contract's names and how refusals call it; none when the object is missing (the reference check's to report). */
async function contractOf(tx: StoreReader, rule: FulfillmentRule, doc: JsonDocument, holder: JsonDocument): Promise<{ names: string[]; label: string } | undefined> {
  if (!rule.ref || !rule.store) return { names: contractNames(doc, rule.names), label: 'attribute contract' };
  const key = valueAt(holder, rule.ref);
  const object = isBlank(key) ? undefined : await tx.getItem(rule.store, String(key));
  return object ? { names: contractNames(object, rule.names), label: `${objectLabel(rule.ref)}'s contract` } : undefined;
}

export async function checkFulfillment(tx: StoreReader, definition: ResourceDefinition, doc: JsonDocument, before: JsonDocument | undefined, caller: RoleHolder | undefined): Promise<void> {
  const errors: ValidationErrorItem[] = [];
  for (const rule of definition.fulfillment ?? []) {
    for (const holder of holdersOf(rule, doc, before)) {
      const { removed } = holder;
      const field = removed ? (rule.entries as string) : `${holder.at}${rule.field}`;
      const after = mapAt(holder.now, rule.field);
      const contract = removed ? undefined : await contractOf(tx, rule, doc, holder.now);
      for (const problem of contract ? fulfillmentProblems(after, contract.names, rule.sources, contract.label) : []) {
        const fieldPath = `${field}.${problem.name}${problem.path === 'source' ? '.source.type' : ''}`;
        errors.push({ errorId: problem.path === 'row' ? 'invalid_fulfillment' : 'invalid_field', fieldPath, message: problem.message });
      }
      if (!caller) continue;
      const earlier = mapAt(holder.before, rule.field);
      for (const name of new Set([...Object.keys(earlier), ...Object.keys(after)])) {
        const types = [earlier[name]?.source?.type, after[name]?.source?.type].filter((type): type is string => typeof type === 'string');
        const roles = types.flatMap((type) => rule.sourceRoles?.[type] ?? []);
        if (roles.length === 0 || holdsOneOf(caller, roles) || same(earlier[name], after[name])) continue;
        const type = types.find((candidate) => rule.sourceRoles?.[candidate]) as string;
        errors.push({ errorId: 'field_role_required', fieldPath: removed ? field : `${field}.${name}`, message: fieldRoleMessage(`the ${type.toLowerCase().replace(/_/g, ' ')} source of '${name}'`, roles) });
      }
    }
  }
  if (errors.length > 0) throw validationFailed(errors);
}
