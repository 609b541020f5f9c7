/**
 * The checks and fills of every generic write (a collection's create and update, a settings
 * document's save; a bulk import and a history revert reach them through the same operations), as
 * one ordered list. A write runs the rules of its kind in this order, so which refusal a body with
 * several faults gets first is the list's order. The rules of the body come first, outside the
 * transaction; the rules that read the store run in the write's transaction (`stored`), so two
 * concurrent writes cannot both pass a check that reads other objects.
 */
import { generateId } from '../../shared/ids';
import type { RoleHolder } from '../../shared/operation-access';
import type { ResourceDefinition } from '../../shared/route-binding';
import type { SecretField } from '../../shared/route-binding';
import { fieldError, notFound } from '../core/api-error';
import { labelOf } from '../services/contract/field-labels';
import { hasReservedIds, reservedIdProblem } from '../services/contract/item-path-siblings';
import type { ConfigurationKeys } from '../services/keys/configuration-keys';
import type { JsonDocument, Store, StoreWriter } from '../store/store';
import { checkIfMatch, DEFAULT_VERSION, type IfMatch } from '../kernel/preconditions';
import { checkImmutable, checkKey, checkRequiredFields, checkRequiredWhen, checkUnique } from './collection-checks';
import { hasSecrets, keyOf, keysFor, resourceNoun, secretFieldsOf } from './definition-facts';
import { checkFieldRoles } from './field-roles';
import { checkFulfillment } from './fulfillment-rules';
import { checkKeyKept, keyOnCreate, keyTakenError } from './made-keys';
import { checkPluginTypeKept, preparedPluginInstance } from './plugin-instances';
import { checkCollectionOptionValues } from './plugin-option-sources';
import { checkReferences } from './reference-checks';
import { inUseMessage, isBlank } from './resource-rules';
import { documentSecretOwner, secretOwner, takeSecrets, withEncryptedSecrets, type SecretsOfWrite } from './secret-fields';
import { applyCertificateViews } from './certificate-views';
import { applyDocumentDefaults, applyServerDefaults } from './document-defaults';
import { applyComputedFields } from './server-computations';
import { documentsOfComputations } from './computation-documents';
import { checkTreeAttributeRules } from './tree-attribute-rules';

export type WriteKind = 'create' | 'update' | 'settings';

/** One write as the rules see it; the rules fill in what they find (the object, its secrets, the stored object). */
export interface WriteContext {
  readonly definition: ResourceDefinition;
  readonly kind: WriteKind;
  /** The request body as the contract let it through; never changed. */
  readonly body: JsonDocument;
  /** Whose request it is, for per-field role rules (none: the server's own, such as --demo). */
  readonly caller: RoleHolder | undefined;
  readonly keys: ConfigurationKeys | undefined;
  /** The store the body rules read (the configuration keys opening a secret's encrypted value); the stored rules read `tx`. */
  readonly store: Store;
  /** The object's key: the path's on update, the body's, made or generated one on create; '' for a settings document. */
  id: string;
  /** The object to store, as the rules made it so far. */
  object: JsonDocument;
  /** The secrets the write asks for, taken out of `object`, and the paths they sit at. */
  secrets?: SecretsOfWrite;
  secretFields: SecretField[];
  /** The stored object (update), the stored or default document (settings); none on create. */
  existing?: JsonDocument;
  /** Inside the write's transaction. */
  tx?: StoreWriter;
  /** A settings rotation along a chain of keys: the stored document as the rotation moved it (see putSettingsDocument). */
  readonly storedAs?: (stored: JsonDocument) => JsonDocument;
  /** The versions the request's If-Match names (update, settings): a stale one refuses the write with 412. */
  readonly ifMatch?: IfMatch;
}

/** A rule of the write's transaction: `tx` is there. */
export type StoredWriteContext = WriteContext & { tx: StoreWriter };

export type WriteRule = {
  name: string;
  appliesTo: (definition: ResourceDefinition, kind: WriteKind) => boolean;
} & ({ stage: 'body'; run: (context: WriteContext) => void | Promise<void> } | { stage: 'stored'; run: (context: StoredWriteContext) => void | Promise<void> });

const collection = (kind: WriteKind) => kind !== 'settings';
const always = () => true;

/** The rules in the order every write runs them; the `body` ones all come before the `stored` ones. */
export const writeRules: readonly WriteRule[] = [
  {
    name: 'object-from-body',
    stage: 'body',
    appliesTo: always,
    run: (c) => {
      const key = keyOf(c.definition);
      // The key first, so stored and returned objects read like PingFederate's; on update it is the path's.
      if (c.kind === 'settings') c.object = structuredClone(c.body);
      else if (c.kind === 'create') c.object = { [key]: c.body[key], ...c.body };
      else {
        c.object = { [key]: c.id, ...c.body };
        c.object[key] = c.id;
      }
    },
  },
  {
    name: 'key-of-path',
    stage: 'body',
    appliesTo: (_, kind) => kind === 'update',
    run: (c) => {
      // The path names the object; a body key may only repeat it.
      const key = keyOf(c.definition);
      if (!isBlank(c.body[key]) && String(c.body[key]) !== c.id) throw fieldError(key, `${labelOf(c.definition.labels, key)} cannot be changed.`, 'immutable_field');
    },
  },
  { name: 'made-key', stage: 'body', appliesTo: (d, kind) => kind === 'create' && Boolean(d.keyFrom), run: (c) => keyOnCreate(c.definition, keyOf(c.definition), c.object) },
  {
    name: 'generated-key',
    stage: 'body',
    appliesTo: (_, kind) => kind === 'create',
    run: (c) => {
      const key = keyOf(c.definition);
      if (isBlank(c.object[key])) {
        if (!c.definition.generateId) throw fieldError(key, `${labelOf(c.definition.labels, key)} is required.`, 'required_field_missing');
        c.object[key] = generateId();
      }
      c.id = String(c.object[key]);
    },
  },
  { name: 'key-pattern', stage: 'body', appliesTo: (_, kind) => kind === 'create', run: (c) => checkKey(c.definition, c.id) },
  {
    // A collection's store is its list path; an id equal to a literal segment beside the item's would be unreachable.
    name: 'reserved-key',
    stage: 'body',
    appliesTo: (d, kind) => kind === 'create' && hasReservedIds(d.store),
    run: (c) => {
      const key = keyOf(c.definition);
      const problem = reservedIdProblem(c.definition.store, c.id, key);
      if (problem) throw fieldError(key, problem, 'reserved_id');
    },
  },
  { name: 'required-fields', stage: 'body', appliesTo: always, run: (c) => checkRequiredFields(c.definition, c.object) },
  { name: 'required-when', stage: 'body', appliesTo: (d) => Boolean(d.requiredWhen?.length), run: (c) => checkRequiredWhen(c.definition, c.object) },
  { name: 'server-defaults', stage: 'body', appliesTo: (d, kind) => collection(kind) && Boolean(d.serverDefaults), run: (c) => applyServerDefaults(c.definition, c.object) },
  // A PUT replaces the document whole: what it leaves out takes the contract's default (PingFederate's way).
  { name: 'settings-defaults', stage: 'body', appliesTo: (d, kind) => kind === 'settings' && Boolean(d.serverDefaults), run: (c) => applyDocumentDefaults(c.definition, c.object) },
  { name: 'certificate-views', stage: 'body', appliesTo: (d, kind) => collection(kind) && Boolean(d.certificates?.length), run: (c) => applyCertificateViews(c.definition, c.object) },
  { name: 'plugin-instance', stage: 'body', appliesTo: (d, kind) => collection(kind) && Boolean(d.plugin), run: (c) => void (c.object = preparedPluginInstance(c.definition, c.object)) },
  {
    name: 'secrets',
    stage: 'body',
    appliesTo: (d) => hasSecrets(d),
    run: async (c) => {
      c.secretFields = secretFieldsOf(c.definition, c.object);
      c.secrets = await takeSecrets(c.store, keysFor(c.definition, c.keys), c.secretFields, c.object);
    },
  },
  {
    name: 'stored-object',
    stage: 'stored',
    appliesTo: always,
    run: async (c) => {
      const { definition, tx } = c;
      if (c.kind === 'settings') {
        const stored = await tx.getVersionedSettings(definition.store);
        const existing = stored?.doc ?? structuredClone(definition.settingsDefault ?? {});
        await checkIfMatch(c.ifMatch, stored?.version ?? DEFAULT_VERSION, () => presentedStored(c, existing));
        c.existing = c.storedAs ? c.storedAs(existing) : existing;
        return;
      }
      const stored = await tx.getVersionedItem(definition.store, c.id);
      const existing = stored?.doc;
      if (c.kind === 'update') await checkIfMatch(c.ifMatch, stored?.version, async () => existing && presentedStored(c, existing));
      if (c.kind === 'create') {
        const key = keyOf(definition);
        if (existing) throw definition.keyFrom ? keyTakenError(definition, c.id) : fieldError(key, inUseMessage(labelOf(c.definition.labels, key), c.id), 'duplicate_value');
        return;
      }
      if (!existing) throw notFound(`${resourceNoun(definition)} '${c.id}' was not found.`);
      c.existing = existing;
    },
  },
  { name: 'plugin-type-kept', stage: 'stored', appliesTo: (d, kind) => kind === 'update' && Boolean(d.plugin), run: (c) => checkPluginTypeKept(c.definition, c.existing!, c.object) },
  { name: 'made-key-kept', stage: 'stored', appliesTo: (d, kind) => kind === 'update' && Boolean(d.keyFrom), run: (c) => checkKeyKept(c.definition, c.id, c.existing!, c.object) },
  // Without secrets on either side (the stored object keeps none): they compare as what is stored.
  { name: 'field-roles', stage: 'stored', appliesTo: (d) => Boolean(d.editableBy), run: (c) => checkFieldRoles(c.definition, c.caller, c.existing, c.object) },
  { name: 'immutable-fields', stage: 'stored', appliesTo: (d, kind) => kind === 'update' && d.immutable.length > 0, run: (c) => checkImmutable(c.definition, c.body, c.existing!) },
  { name: 'unique-fields', stage: 'stored', appliesTo: (d, kind) => collection(kind) && Boolean(d.unique?.length), run: (c) => checkUnique(c.tx, c.definition, c.object, c.kind === 'update' ? c.id : undefined) },
  { name: 'references', stage: 'stored', appliesTo: (d) => Boolean(d.references?.length), run: (c) => checkReferences(c.tx, c.definition, c.object) },
  { name: 'fulfillment', stage: 'stored', appliesTo: (d, kind) => collection(kind) && Boolean(d.fulfillment?.length), run: (c) => checkFulfillment(c.tx, c.definition, c.object, c.existing, c.caller) },
  { name: 'tree-attribute-rules', stage: 'stored', appliesTo: (d, kind) => collection(kind) && Boolean(d.attributeRules?.length), run: (c) => checkTreeAttributeRules(c.tx, c.definition, c.object, c.existing, c.caller) },
  { name: 'plugin-option-values', stage: 'stored', appliesTo: (d, kind) => collection(kind) && Boolean(d.plugin), run: (c) => checkCollectionOptionValues(c.tx, c.definition, c.object) },
  // Last: the computations read the object as stored (its secrets taken, its defaults filled) and the stored one.
  {
    name: 'server-computed',
    stage: 'stored',
    appliesTo: (d) => Boolean(d.computed?.length),
    run: async (c) => {
      // The names of the secrets stored now, to tell a save of what was read from one that drops a secret.
      const owner = c.kind === 'settings' ? documentSecretOwner(c.definition.store) : secretOwner(c.definition.store, c.id);
      const storedSecrets = c.existing && c.secretFields.length > 0 ? new Set((await c.tx.listSecretsOf(owner)).map((secret) => secret.name)) : new Set<string>();
      const documents = await documentsOfComputations(c.tx, c.definition);
      applyComputedFields(c.definition, { object: c.object, stored: c.existing, secrets: c.secrets, keys: c.keys, storedSecrets, documents });
    },
  },
];

/** The rules a write of `kind` to `definition`'s objects runs, in their order. */
export const writeRulesFor = (definition: ResourceDefinition, kind: WriteKind): WriteRule[] => writeRules.filter((rule) => rule.appliesTo(definition, kind));

/** What a write is asked: its definition, kind, body and caller, and (update) the path's key. */
export interface WriteRequest {
  definition: ResourceDefinition;
  kind: WriteKind;
  body: JsonDocument;
  caller?: RoleHolder;
  keys?: ConfigurationKeys;
  id?: string;
  storedAs?: (stored: JsonDocument) => JsonDocument;
  ifMatch?: IfMatch;
}

/** The stored object as a read answers it (its secrets as their encrypted values): what a 412 shows. */
function presentedStored(c: StoredWriteContext, doc: JsonDocument): Promise<JsonDocument> {
  const owner = c.kind === 'settings' ? documentSecretOwner(c.definition.store) : secretOwner(c.definition.store, c.id);
  const fields = c.kind === 'settings' ? (c.definition.secrets ?? []) : secretFieldsOf(c.definition, doc);
  return fields.length === 0 ? Promise.resolve(doc) : withEncryptedSecrets(c.tx, keysFor(c.definition, c.keys), fields, owner, doc);
}

/**
 * Runs the write's rules in order, then, in the same transaction as the `stored` rules, `write`
 * (the store's put of what the rules made); answers what `write` answers.
 */
export async function runWrite<T>(store: Store, request: WriteRequest, write: (tx: StoreWriter, context: StoredWriteContext) => Promise<T>): Promise<T> {
  const context = await bodyChecked(store, request);
  return store.transaction((tx) => storedChecked(tx, context, write));
}

/**
 * The same write inside a transaction the caller holds (one of several writes that commit
 * together: a whole policy's trees); every rule then runs in it.
 */
export async function runWriteIn<T>(tx: StoreWriter, store: Store, request: WriteRequest, write: (tx: StoreWriter, context: StoredWriteContext) => Promise<T>): Promise<T> {
  return storedChecked(tx, await bodyChecked(store, request), write);
}

async function bodyChecked(store: Store, request: WriteRequest): Promise<WriteContext> {
  const context: WriteContext = { ...request, caller: request.caller, keys: request.keys, store, id: request.id ?? '', object: {}, secretFields: [] };
  for (const rule of writeRulesFor(request.definition, request.kind)) if (rule.stage === 'body') await rule.run(context);
  return context;
}

async function storedChecked<T>(tx: StoreWriter, context: WriteContext, write: (tx: StoreWriter, context: StoredWriteContext) => Promise<T>): Promise<T> {
  const stored: StoredWriteContext = Object.assign(context, { tx });
  for (const rule of writeRulesFor(context.definition, context.kind)) if (rule.stage === 'stored') await rule.run(stored);
  return write(tx, stored);
}
