/**
 * A server route bound from the contract (generated/server-routes.gen.ts). Schemas reference the
 * contract's components as `contract#/components/schemas/<Name>`; the server registers
 * `contractSchemas` under the id `contract`.
 */
import type { CollectionLink, JsonSchema, KeyPart, PageAction, ValueCondition } from './page-model';
import type { SecretSchema } from './generated-secrets';
import type { ComputedField } from './server-computations';

export type AuthMode = 'admin' | 'session' | 'public' | 'bootstrap';

/** `x-replicate-on-save`: the cluster setting (replicateConnectionsOnSave / replicateClientsOnSave) that applies. */
export const REPLICATE_ON_SAVE = ['connections', 'clients'] as const;
export type ReplicateOnSave = (typeof REPLICATE_ON_SAVE)[number];

/** The media types a request body may have: JSON, a JSON Patch (RFC 6902), or a form of string parts (a file upload). */
export const REQUEST_MEDIA_TYPES = ['application/json', 'application/json-patch+json', 'multipart/form-data'] as const;
export type RequestMediaType = (typeof REQUEST_MEDIA_TYPES)[number];

export interface RouteBinding {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify URL, with the API base: /pf-admin-api/v1/oauth/issuers/:id */
  url: string;
  auth: AuthMode;
  /** The caller needs one of these roles; empty means any signed-in account (auditors included for reads). */
  roles: string[];
  /** x-roles-all: the caller needs every one of these roles too (PingFederate's imports: all four). */
  allRoles?: string[];
  /** POST, PUT and DELETE (unless x-read-only): auditors get 403. */
  mutation: boolean;
  /**
   * Only these calls slide a console session's idle timeout (extendSession, a page load); the
   * frame's background polling must not keep an unattended console signed in.
   */
  extendsSession?: boolean;
  /** x-passive-console: served on a passive admin console, where other configuration changes are refused. */
  passiveConsole?: boolean;
  /** x-self-service: about the caller's own account; every signed-in account may call it, auditors too. */
  selfService?: boolean;
  /** x-read-only: a POST that changes nothing (a connection test); auditors and passive consoles may call it. */
  readOnly?: boolean;
  /** x-replicate-on-save: replicate at once after success when this cluster setting is on. */
  replicateOnSave?: ReplicateOnSave;
  /**
   * The request body is multipart/form-data (unset: application/json): the server reads its parts
   * into an object, a file part as its base64 text, and checks it against `schema.body`. Or it is a
   * JSON Patch, which must be sent as application/json-patch+json (RFC 6902).
   */
  bodyMediaType?: 'multipart/form-data' | 'application/json-patch+json';
  /** The contract's request body is not required (`required: false`): a request may come without one. */
  bodyOptional?: true;
  schema: {
    params?: JsonSchema;
    querystring?: JsonSchema;
    body?: JsonSchema;
    /** Status code → body schema; null when the status has no body. */
    response: Record<string, JsonSchema | null>;
  };
  /**
   * x-keeps-secrets: the hand-written handler keeps the secrets (writeOnly + x-encrypted-as) of the
   * operation's body (else its answer) with the generic resources' mechanism
   * (src/server/resources/secret-fields.ts); they are listed here.
   */
  secrets?: SecretField[];
  /**
   * Set when a page schema binds this operation to a generic resource; `pageAction`: the id of the
   * page action it serves (ResourceDefinition.rotations), its `action` then 'update' (it writes the document).
   */
  resource?: { pageId: string; kind: 'collection' | 'settings'; action: PageAction; pageAction?: string };
  /** Set when a plugin descriptor set answers this operation: its list, or one descriptor by id. */
  descriptors?: { set: string; action: 'list' | 'get' };
}

/** What the server's generic resources need to know about a page (generated/resources.gen.ts). */
/**
 * A write-only secret of a stored object (a collection's item, a settings document), PingFederate's encryptedValue pattern: `path`
 * (dotted, `[]` steps into list items, e.g. `clientAuth.secret`) is never answered nor stored in
 * the object; it is kept encrypted in the secrets store and answered as the sibling `encryptedAs`
 * (its compact JWE), which a client may send back unchanged to keep it.
 */
export interface SecretField {
  path: string;
  encryptedAs: string;
}

export interface ResourceDefinition {
  pageId: string;
  kind: 'collection' | 'settings';
  /** Contract component schema of one object (collection) or of the document (settings). */
  schema: string;
  /** Storage namespace, stable across renames of the page: the list path, e.g. "/oauth/issuers". */
  store: string;
  key?: string;
  label?: string;
  sortBy?: string;
  generateId?: boolean;
  /** Collections: the key made from these properties (CollectionDefinition.keyFrom). */
  keyFrom?: KeyPart[];
  unique?: string[];
  required: string[];
  /**
   * Fields required only while a condition on another property holds (page field requiredWhen, or
   * the contract's discriminator member / if-then), checked as `required` is then (src/shared/field-conditions.ts).
   */
  requiredWhen?: { field: string; when: ValueCondition }[];
  immutable: string[];
  settingsDefault?: Record<string, unknown>;
  /** Collections: the list operation's query parameters the server honours, in SQL. */
  /** totalItems: 'always' when the answer's schema requires it, else only when a page was asked for (PingFederate's whole-list answer has none). */
  listQuery?: { filter: boolean; paging: boolean; sortOrder: boolean; totalItems: 'always' | 'withPage' };
  /** Collections: the list operation answers a bare array of the objects (its contract says so), not {items}. */
  bareList?: true;
  /** Collections and settings: references that must exist; collections: objects that use this one (see CollectionDefinition). */
  references?: CollectionLink[];
  usedBy?: CollectionLink[];
  /** Collections and settings: write-only secrets (contract `writeOnly` + `x-encrypted-as`), see SecretField. */
  secrets?: SecretField[];
  /**
   * Collections of plugin instances: the descriptor set (generated/plugin-descriptors.gen.ts) whose
   * descriptor, named by `typeField`, the `configuration` property must satisfy; each of
   * `attributeContracts` (see PluginAttributeContract) is filled and checked from the descriptor.
   * With `when`, only objects whose `when.field` has one of the values `in` are plugin instances
   * (a CUSTOM data store).
   */
  plugin?: { descriptorSet: string; typeField: string; configuration: string; attributeContracts?: PluginAttributeContract[]; when?: { field: string; in: (string | boolean)[] } };
  /**
   * Collections: values the server gives top-level properties a request leaves out, on create and on
   * update (the contract's `default` of a property marked `x-server-default: true`). Settings: the
   * contract's `default` of every property, keyed by dotted path (`a.b`: filled when `a` is sent),
   * as PingFederate fills the defaults of a document PUT replaces whole.
   */
  serverDefaults?: Record<string, unknown>;
  /**
   * Collections: certificate views the server computes (a property marked
   * `x-certificate-of: <sibling>`): `view` (e.g. certView) is read from the PEM in `<file>.fileData`
   * on every write, and left out when the object has no certificate; what a request sends in `view`
   * is ignored.
   */
  certificates?: { file: string; view: string }[];
  /**
   * Collections and settings: properties the server computes on every write (contract
   * `x-server-computed` on a readOnly property), after the secrets are taken; what a request sends
   * there is ignored, as PingFederate ignores read-only properties. See src/server/resources/server-computations.ts.
   */
  computed?: ComputedField[];
  /**
   * Settings: page actions served generically (page schema `rotates`): the action's operation gives
   * the secret at `secret` a new generated value (kept as every secret is), and answers the document.
   */
  rotations?: SettingsRotation[];
  /**
   * Collections: fulfillment maps (widget fulfillment) checked on every write: the keys are exactly
   * the attribute names (at `names`) of the object of `store` the property `ref` names, or without
   * them of the object itself (a connection's own contract); each source type is one of `sources`; a
   * row whose source type has `sourceRoles` only those roles may change. With `entries` (a list of
   * objects, widget entries), every entry of that list holds such a map: `field` and `ref` are then
   * relative to the entry (`names` without `ref` still to the object).
   */
  fulfillment?: FulfillmentRule[];
  /**
   * Collections: attribute rules inside a policy tree (a policyTree action type with `rules`): at
   * `tree` (rootNode), every node whose action is of `actionType` holds PingFederate's
   * AttributeRules in `property`; the server checks them (SPEC 5) and an expression rule needs
   * EXPRESSION_ADMINISTRATOR to add, change or remove.
   */
  attributeRules?: { tree: string; actionType: string; property: string }[];
  /** Per-field role rules (page field editableBy): only these roles may change the field. */
  editableBy?: { field: string; label: string; roles: string[] }[];
  /**
   * The words of the page for its properties, by dotted path (`dataStoreConfig.dataStoreRef.id` →
   * "Data Store"): the page field's label, else the contract property's title. Server messages use
   * them before a humanized property name (src/server/services/contract/field-labels.ts).
   */
  labels?: Record<string, string>;
  /** `pages.<id>.<key>` texts the server returns (for example deleteFailed). */
  messages: Record<string, string>;
}

/** A settings page's action that rotates a secret (page schema `rotates`, `shifts`). */
export interface SettingsRotation {
  /** The page action's id (RouteBinding.resource.pageAction). */
  action: string;
  /** The secret's dotted path; with `shifts`, its path inside each key (`keyData`). */
  secret: string;
  /**
   * A chain of keys, oldest first (`previous`, `current`, `pending`): rotating moves each key into
   * the one before it and gives the newest a new secret; a new server makes a key for each the
   * settings default holds.
   */
  shifts?: string[];
  /** What of the secret's contract schema the generated value satisfies (src/shared/generated-secrets.ts). */
  schema: SecretSchema;
}

/** One fulfillment map the server checks (ResourceDefinition.fulfillment). */
export interface FulfillmentRule {
  field: string;
  label: string;
  /** The collection of the object `ref` names; both absent: the names are the object's own. */
  store?: string;
  ref?: string;
  names: string[];
  sources: string[];
  sourceRoles?: Record<string, string[]>;
  /** The list whose every entry holds the map (spBrowserSso.adapterMappings); `field` and `ref` are in the entry. */
  entries?: string;
}

/**
 * One attribute contract of a plugin instance (PingFederate's `attributeContract`, an identity
 * store provisioner's `groupAttributeContract` too), filled from the instance's descriptor as
 * PingFederate does: `core`, the descriptor's list of attribute names that become the contract's
 * coreAttributes (whatever a request lists; none can be removed); `extendedFlag`, the descriptor's
 * boolean that allows extendedAttributes (`supportsExtendedContract`,
 * `supportsGroupExtendedContract`). Each is set only where the instance's contract has that list.
 */
export interface PluginAttributeContract {
  /** The instance's property: attributeContract, groupAttributeContract. */
  property: string;
  core?: string;
  extendedFlag?: string;
}
