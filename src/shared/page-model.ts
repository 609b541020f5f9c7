/**
 * The typed model of a configuration page, as the generator emits it into generated/pages and as
 * the console runtime and the server's generic resources read it. It is the one interface between
 * page schema files (schemas/pages/*.page.yaml) and the code that serves and renders them.
 */

import type { TimeUnit } from './time-units';
import type { AuthMode } from './route-binding';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * A contract operation a page uses, resolved from its operationId. `path` is relative to the API base.
 * `auth` and `roles` are the operation's x-auth and x-roles: with the session they say whether the
 * signed-in account may call it (src/shared/operation-access.ts), so the console mirrors the server.
 */
export interface OperationRef {
  operationId: string;
  method: HttpMethod;
  path: string;
  auth: AuthMode;
  /** The caller needs one of these roles; empty: any signed-in account. */
  roles: readonly string[];
  /** x-roles-all: the caller needs every one of these roles too. */
  allRoles?: readonly string[];
  /** x-passive-console: also served by a passive admin console (which refuses other changes). */
  passiveConsole?: boolean;
  /** x-self-service: about the caller's own account (a password change); every signed-in account may. */
  selfService?: boolean;
  /** x-read-only: a POST that changes nothing (a connection test); auditors and passive consoles may call it. */
  readOnly?: boolean;
}

export type PageAction = 'list' | 'get' | 'create' | 'update' | 'patch' | 'delete';

/**
 * cards: a list of cards with create/edit forms (virtual issuers).
 * stringList: one list-of-strings property of a settings document (virtual host names).
 * table: a table, optionally server-paged with search and sort, with create/edit forms (scopes).
 * settingsTable: rows of a settings document's list property with one editable checkbox column (log settings).
 * settingsForm: some properties of a settings document; the whole document is re-sent on save (default scope).
 * readonlyTable: a table of a list operation with page-level actions (configuration encryption keys).
 * tabs: tabs, each a sub-page of one of the kinds above (scope management).
 * embedded: a page the server renders, in a frame (access token management's scope restrictions).
 */
export type ViewKind = 'cards' | 'stringList' | 'table' | 'settingsTable' | 'settingsForm' | 'readonlyTable' | 'tabs' | 'embedded';

/**
 * How a field is edited. An enum property with `text` (the default) is a drop-down of its values;
 * `checkboxes` edits a list of enum values, `list` a list of strings (rows added, removed and
 * moved), `secret` a write-only string (never shown; blank on edit keeps it).
 */
export type FieldWidget = 'text' | 'textarea' | 'checkbox' | 'checkboxes' | 'select' | 'list' | 'secret' | 'picker' | 'scopeSelection' | 'pluginConfiguration' | 'rows' | 'file' | 'policyTree' | 'fulfillment' | 'entries' | 'duration';

/** Widgets that edit a whole structure and show server errors where inside it they point. */
export const DEEP_WIDGETS: readonly FieldWidget[] = ['pluginConfiguration', 'rows', 'policyTree', 'fulfillment', 'entries'];

/**
 * widget fulfillment: an attribute contract's fulfillment map (PingFederate's
 * attributeContractFulfillment: attribute name → {source: {type}, value}), one row per attribute of
 * the contract of the object another field names (an access token mapping's manager).
 */
export interface FulfillmentOptions {
  /**
   * Where the rows come from: the object named by the page field `ref` (its value is the object's
   * key), read with `operation` (a get), whose attribute names are at the dotted paths `names`
   * (through lists: `attributeContract.extendedAttributes.name`). Without `operation` and `ref`, the
   * names are read from the form's own document (`spBrowserSso.attributeContract.coreAttributes.name`:
   * a connection's own contract). Inside an entry (widget entries) `ref` is a field of the entry.
   */
  keysFrom: { operation?: OperationRef; ref?: string; names: string[] };
  /** The source types offered (values of the source's type enum) and their labels, in order. */
  sources: Record<string, string>;
  /** Source types only some roles may set, change or remove (EXPRESSION: the expression administrators). */
  sourceRoles?: Record<string, string[]>;
}

/**
 * widget entries: a list of objects, each entry a small form of `fields` (names relative to the
 * entry: a select over a list, a fulfillment whose ref is a field of the same entry, ...), with Add
 * and Remove. What an entry holds beside its fields is kept unchanged.
 */
export interface EntriesOptions {
  fields: FieldDefinition[];
  /** The label of the Add button (Add IdP Adapter Mapping). */
  add: string;
}

/** widget select with optionsBy: the options come from the list named for the current value of another field. */
export interface OptionsByValue {
  field: string;
  cases: Record<string, SelectOptions>;
}

/**
 * widget policyTree: one action type a node may take (PingFederate's AuthenticationPolicyTreeNode:
 * {action: {type, context, …}, children}); a child's result is its action's context.
 */
export interface PolicyTreeAction {
  /** The discriminator value (AUTHN_SOURCE). */
  type: string;
  label: string;
  /** Dotted property of the action naming another object, chosen from `options`. */
  ref?: string;
  options?: SelectOptions;
  /** The results offered as the labels of the node's children. */
  outcomes?: string[];
  /** The rest of a new action of this type. */
  template?: Record<string, unknown>;
  /** Property of the action holding PingFederate's AttributeRules: the node's Rules button edits them (SPEC 2.20). */
  rules?: string;
}

export interface PolicyTreeOptions {
  actions: PolicyTreeAction[];
}

/** widget rows: one column per property of the list's objects. */
export interface RowColumnDefinition {
  name: string;
  label: string;
  required: boolean;
  /** How the cell edits the property: from its type (enum strings are a select of `choices`). */
  kind: 'text' | 'number' | 'checkbox' | 'select';
  choices?: string[];
  maxLength?: number;
  /**
   * The discriminator of polymorphic items: by value, the properties its member has. Choosing
   * another value drops what the new member lacks (a drop-down's options when it becomes text).
   */
  variants?: Record<string, string[]>;
}

/**
 * widget pluginConfiguration: the configuration of a plugin instance, edited by the descriptor of
 * the type chosen in `typeField` (loaded with `descriptor`, GET <kind>/descriptors/{id}).
 */
export interface PluginConfigurationOptions {
  descriptor: OperationRef;
  typeField: string;
}

/**
 * A list of scope names chosen in the Scopes Selection dialog (src/console/runtime/scopes):
 * 'commonScope' picks common scopes, 'exclusiveScope' exclusive ones (SPEC 2.21, 3).
 */
export interface ScopeSelectionOptions {
  scopeType: 'commonScope' | 'exclusiveScope';
}

/** Options of a select field, loaded from a list operation ({items}). */
export interface SelectOptions {
  operation: OperationRef;
  /** Property of an item stored as the value, e.g. "id". */
  value: string;
  /** Label template with {property} placeholders, e.g. "{name} ({id})". */
  label: string;
  searchable: boolean;
  /** Only items whose property `field` has one of the values `in` (the page's reference over this list restricts its target). */
  where?: ValueCondition;
}

/**
 * A two-column drag-and-drop picker of names from a server-paged list operation
 * (query filter, page, numberPerPage; response {items, totalItems}); the field holds the chosen names.
 */
export interface PickerOptions {
  operation: OperationRef;
  /** Property of an item that is picked, e.g. "name". */
  value: string;
  /** Extra query parameters, e.g. { includeDefaultOpenId: true }. */
  query?: Record<string, string | number | boolean>;
  pageSize: number;
  maxRows: number;
  /** Load the neighbouring page when fewer than this many rows remain below/above the view. */
  loadThreshold: number;
  lookaheadPages: number;
  heightPx: number;
  /** Only items whose property `field` has one of the values `in` (the page's reference over this list restricts its target); the list cannot filter so, the console does. */
  where?: ValueCondition;
}

export interface ShownWhen {
  field: string;
  in: (string | boolean)[];
}

/**
 * A row's action (Reset Password): a dialog with the form `form` (a page definition of its own,
 * id `<page-id>.<action-id>`, whose `operations.create` is the action's operation and whose texts
 * are submit, done and cancel), sent with the row's key in the operation's path parameter.
 */
export interface RowActionDefinition {
  id: string;
  label: string;
  /** The dialog's form (no fields: the operation is called as the dialog opens, without a body). */
  form: PageDefinition;
  /** Properties of the 200 answer shown as the outcome: `message`, a success or not by `success`. */
  result?: { success: string; message: string };
}

/**
 * Import (Import Metadata): a dialog with the form `form` (a page definition of its own, id
 * `<page-id>.<import-id>`, whose `operations.create` is the import's operation), whose 200 answer,
 * a new object of the page's entity schema, opens the create form filled in; nothing is saved.
 */
export interface ImportDefinition {
  id: string;
  label: string;
  /** draft: the answer is a new, unsaved object the create form opens with; created: the server saved it. */
  outcome: 'draft' | 'created';
  form: PageDefinition;
}

/** A button on each table row that saves a file the server answers about that row (Export). */
export interface DownloadDefinition {
  id: string;
  label: string;
  /** A GET with one path parameter, the row's key, answering a file of mediaType; or, with `body`, a read-only POST without path parameters. */
  operation: OperationRef;
  mediaType: string;
  /** The saved file's name; {property} placeholders take the row's values. */
  fileName: string;
  /** A POST download's request body: each value's {property} placeholders take the row's values. */
  body?: Record<string, string>;
  /** `jsonString`: the answer is the file's text as a JSON string (PingFederate's Export Metadata); else the file itself. */
  answer?: 'jsonString';
}

export interface FormSection {
  id: string;
  label: string;
}

export interface FieldDefinition {
  name: string;
  label: string;
  widget: FieldWidget;
  required: boolean;
  /** Cannot change once the object exists (shown locked on edit, rejected by the server). */
  immutable: boolean;
  /** Only in the create form (an account's first password). */
  createOnly?: boolean;
  /** Shown read-only in the edit form and not in the create form: a value the server computes (readOnly in the contract). */
  readOnly?: boolean;
  /**
   * The optional top-level object this field's property is required in (`x509File` of
   * `x509File.fileData`): left empty, the form sends no such object instead of one the server must refuse.
   */
  dropsWhenEmpty?: string;
  /** Per-field role rule: only accounts with one of these roles may change it (enforced by the server). */
  editableBy?: string[];
  /** With editableBy: the other roles see the field read-only (default) or not at all. */
  otherRoles?: 'readOnly' | 'hidden';
  /** Prefilled with a generated id on create; the server generates one when it arrives empty. */
  generatedId: boolean;
  placeholder?: string;
  help?: string;
  /** Labels of enum values (of the items for checkboxes), by value; messages `fields.<name>.choices.<value>`. */
  choices?: Record<string, string>;
  /** Id of the page section the field is shown in. */
  section?: string;
  /** Half the form's width: two half fields in a row sit side by side. */
  width?: 'half';
  /** widget secret: the sibling property that carries the stored secret encrypted (contract x-encrypted-as). */
  encryptedAs?: string;
  /** Shown only while the field `field` has one of the values `in` (a polymorphic document's type). */
  shownWhen?: ShownWhen;
  /**
   * Required only while the field `field` has one of the values `in` (src/shared/field-conditions.ts):
   * from the page (requiredWhen) or the contract (a discriminator member's or an if/then's required).
   * Within shownWhen's values when both are set: a required field is shown.
   */
  requiredWhen?: ShownWhen;
  /** Plugin pages: shown only when the chosen type's descriptor has this flag true (supportsExtendedContract). */
  typeSupports?: string;
  /** Copied from the contract schema of the property. */
  maxLength?: number;
  pattern?: string;
  /** widget select. `name` may be a dotted path into an object, e.g. "authorizationDetailProcessorRef.id". */
  options?: SelectOptions;
  /** widget picker. */
  picker?: PickerOptions;
  /** widget scopeSelection. */
  scopeSelection?: ScopeSelectionOptions;
  /** widget pluginConfiguration. */
  pluginConfiguration?: PluginConfigurationOptions;
  /** widget rows. */
  rowColumns?: RowColumnDefinition[];
  /** widget policyTree. */
  policyTree?: PolicyTreeOptions;
  /** widget fulfillment. */
  fulfillment?: FulfillmentOptions;
  /** widget entries. */
  entries?: EntriesOptions;
  /** widget select: options by the value of another field (instead of `options`). */
  optionsBy?: OptionsByValue;
  /** widget duration. */
  duration?: DurationOptions;
}

/**
 * widget duration: an amount stored in one time unit (a session timeout in minutes) shown and typed
 * in the unit another field of the form names (its display unit), so the value reads in the unit
 * beside it.
 */
export interface DurationOptions {
  /** The field holding the unit shown (one of src/shared/time-units.ts). */
  unitField: string;
  storedIn: TimeUnit;
}

export interface ColumnDefinition {
  field: string;
  label: string;
  sortable: boolean;
  /** Shows a small chip with `text` after the value when the boolean property `field` of the row is true. */
  chip?: { field: string; text: string };
  /** Properties shown when `field` has no value: the first that has one. */
  otherwise?: string[];
  /** For list values: show at most this many entries, then "... (total)". */
  listLimit?: number;
  /** serverDateTime: 'ddd MMM DD HH:mm:ss z YYYY' in the server's timezone, 'Unknown' when absent. */
  format?: 'serverDateTime' | 'expiry';
  /** The label of the select field's option for the value (the field is a select field of the page). */
  lookup?: boolean;
  /** settingsTable: the one editable checkbox column. */
  editable?: boolean;
}

export interface TableDefinition {
  columns: ColumnDefinition[];
  /** Rows per page; when set the list operation is paged by the server (page, numberPerPage, totalItems). */
  pageSize?: number;
  /** Search box bound to the list operation's `filter` query parameter. */
  search?: { debounceMs: number; placeholder?: string };
  /** Show at most this many rows; the text key `overflow` ('There are a total of {count} ...') tells the rest. */
  maxRows?: number;
}

/** A page-level button that calls an operation without a body (e.g. Rotate). */
export interface PageActionDefinition {
  id: string;
  operation: OperationRef;
  /** Text keys of the label, the success and the failure messages. */
  labelKey: string;
  successKey: string;
  failureKey: string;
  /** True when the operation answers with the page's new list (the page shows it instead of reloading). */
  returnsList: boolean;
  /** settingsForm: the secret property of the document the action gives a new generated value (the server serves it generically); the operation answers the document. */
  rotates?: string;
  /** With rotates: the chain of keys, oldest first, each moved into the one before it by a rotation (the newest gets the new secret). */
  shifts?: string[];
  /**
   * settingsForm, without rotates (a rotation always answers the document): the operation answers
   * 200 with the document (the schema operations.get answers), which the form then shows; otherwise
   * (another answer, or `reload`) the page reads the document again.
   */
  answersDocument?: boolean;
  /** settingsForm: the page reads the document again after the action even though it answers one (Disconnect). */
  reload?: boolean;
  /** Text key of a question the console's confirm dialog asks first; the operation is called only on confirm. */
  confirmKey?: string;
  /** settingsForm: the button shows only while the document's value at `field` is one of `in`. */
  shownWhen?: ShownWhen;
}

/**
 * A settings form's setup (Connect to PingOne for Enterprise): while operations.get refuses with
 * `status` and an ApiResult of `resultId`, the page shows `form` (a page definition of its own, id
 * `<page-id>.setup`, whose operations.create is the setup operation) instead of the settings form;
 * the setup operation answers the document, which the settings form then shows.
 */
export interface SettingsSetupDefinition {
  status: number;
  resultId: string;
  form: PageDefinition;
}

/** A warning shown on the page when a UI setting has a given value (e.g. isLog4j2Upgraded false). */
export interface UiSettingWarning {
  uiSetting: string;
  equals: unknown;
  textKey: string;
}

export interface TabDefinition {
  id: string;
  label: string;
  /** The tab's content: a sub-page (no route or navigation of its own; texts under `pages.<parent>.<tab>.`). */
  page: PageDefinition;
}

export interface CardDefinition {
  title: string;
  subtitle?: string;
  description?: string;
  /** `field` may be a dotted path; `lookup` shows the label of the select field's option for the value. */
  details: { field: string; label: string; lookup?: boolean }[];
  /** A boolean property shown as a switch on the card; switching re-saves the object with the update operation. */
  toggle?: { field: string; label: string };
  /**
   * Cards loaded a page at a time as the list scrolls (query page, numberPerPage, sortOrder;
   * response totalItems), only the visible ones rendered. Absent: the whole list in one request.
   */
  pageSize?: number;
  /** Search box bound to the list operation's `filter` query parameter (text `noMatch` when nothing matches). */
  search?: { debounceMs: number; placeholder?: string };
}

export interface EntityDefinition {
  /** Name of the contract component schema, e.g. "Issuer". */
  schema: string;
  /** Property that identifies an object in paths, e.g. "id" (or "name" for scopes). */
  key: string;
  /** Property shown as the object's name in messages. */
  label: string;
  /** Property the list is sorted by (ascending, case-insensitive). */
  sortBy: string;
  /** Component schema the create form edits when it differs from `schema` (a create-only collection such as key pairs). */
  createSchema?: string;
}

export interface SettingsDefinition {
  /** Name of the contract component schema of the whole settings document. */
  schema: string;
  /** The property of the document this page edits (a list of strings for stringList). */
  property: string;
  /** The document the server holds before anything is saved. */
  default: Record<string, unknown>;
  /** Properties naming an object of a collection (its store), which must exist and cannot be deleted while named; `when` as a collection's (in a list, the entry's own values decide). */
  references?: CollectionLink[];
}

/** A condition on another property of the same object: its value is one of `in`. */
export interface ValueCondition {
  field: string;
  in: (string | boolean)[];
}

/** One part of a key made from the object's own values (see CollectionDefinition.keyFrom). */
export interface KeyPart {
  field: string;
  /** The value lowercased: PingFederate's access token mapping ids start with the context type so (default|jwt). */
  lowercase?: boolean;
  /** How the key spells some values (an access token mapping's PCV context as `password`); others as they are. */
  spelled?: Record<string, string>;
  /** A prefix chosen by another property's value (a policy contract context's id as `apc.<id>`). */
  prefix?: { field: string; values: Record<string, string> };
}

/** Another collection's objects, with the property that names (or is named by) this one; `when`: only objects meeting it. */
export interface CollectionLink {
  store: string;
  field: string;
  /** Only when a property of the object holding the reference has one of these values. */
  when?: ValueCondition;
  /** References: the named object must match this (its own property has one of the values), see ReferenceTarget. */
  target?: ReferenceTarget;
}

/**
 * Which objects of the other collection a reference may name: those whose `field` has one of the
 * values `in` (a local identity profile's data store is an LDAP one). `label` and `valueLabels` are
 * the named collection's page words for the field and its values, for messages.
 */
export interface ReferenceTarget extends ValueCondition {
  label?: string;
  valueLabels?: Record<string, string>;
}

export interface CollectionDefinition {
  generateId: boolean;
  /**
   * The key is made by the server from these properties' values, joined by '|' (blank ones left
   * out): a grant mapping's id is its policy contract's id. A request may leave the key out or send
   * the same; the parts cannot change once the object exists.
   */
  keyFrom?: KeyPart[];
  /** Properties whose values must be unique (case-insensitive) across the collection. */
  unique: string[];
  /** References to other collections' objects that must exist, e.g. the processor of an authorization detail type. */
  references?: CollectionLink[];
  /** Objects of other collections that use this one; deleting a used object is refused (text key deleteFailed / inUse). */
  usedBy?: CollectionLink[];
}

export interface NavigationEntry {
  /** Navigation-tree item id. */
  id: string;
  /** Id of the navigation section this item sits in. */
  parent: string;
  label: string;
  /** A section of its own, made at the end of `area` when the tree has no section `parent` (page schema navigation.section). */
  section?: { area: NavigationArea; label: string };
}

/** The navigation tree's areas (its top level). */
export type NavigationArea = 'authentication' | 'applications' | 'security' | 'system';

/** A JSON Schema object (draft-07 subset) as used by RJSF and ajv. */
export type JsonSchema = Record<string, unknown>;

export interface PageDefinition {
  id: string;
  title: string;
  description?: string;
  route: string;
  navigation: NavigationEntry;
  view: ViewKind;
  entity?: EntityDefinition;
  settings?: SettingsDefinition;
  collection?: CollectionDefinition;
  card?: CardDefinition;
  table?: TableDefinition;
  tabs?: TabDefinition[];
  /** embedded: the server page shown in a frame, by its link id (/app/legacy/<linkId>). */
  embedded?: { linkId: string };
  actions?: PageActionDefinition[];
  /** settingsForm: the form shown instead of the settings while the document cannot be read yet. */
  setup?: SettingsSetupDefinition;
  warning?: UiSettingWarning;
  operations: Partial<Record<PageAction, OperationRef>>;
  fields: FieldDefinition[];
  /** table: buttons on each row that send a small form to an operation about the row. */
  rowActions?: RowActionDefinition[];
  /** Buttons beside Add that read a file into a new object for the create form. */
  imports?: ImportDefinition[];
  downloads?: DownloadDefinition[];
  /** Form sections in display order (headings in the catalogue as `pages.<id>.sections.<id>`). */
  sections?: FormSection[];
  /** Sections shown as tabs rather than headings one under the other. */
  sectionLayout?: 'tabs';
  /**
   * The form's JSON Schema: the contract schema's properties restricted to `fields`, in field
   * order, with `title` from the label and `required` from the fields. $refs are inlined.
   */
  formSchema: JsonSchema;
  /** Keys of this page's texts; their strings live in the message catalogue as `pages.<id>.<key>`. */
  textKeys: string[];
}

/** One console route backed by a generated page module (generated/routes.gen.ts). */
export interface PageRoute {
  pageId: string;
  route: string;
  navId: string;
  title: string;
  load: () => Promise<{ default: PageDefinition }>;
}

/** One navigation entry contributed by a page (generated/navigation.gen.ts). */
export interface PageNavigationEntry extends NavigationEntry {
  route: string;
  pageId: string;
}
