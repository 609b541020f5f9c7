/**
 * The typed model of a configuration page, as the generator emits it into generated/pages and as
 * the console runtime and the server's generic resources read it. It is the one interface between
 * page schema files (schemas/pages/*.page.yaml) and the code that serves and renders them.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** A contract operation a page uses, resolved from its operationId. `path` is relative to the API base. */
export interface OperationRef {
  operationId: string;
  method: HttpMethod;
  path: string;
}

export type PageAction = 'list' | 'get' | 'create' | 'update' | 'delete';

export type ViewKind = 'cards' | 'stringList';

export type FieldWidget = 'text' | 'textarea' | 'checkbox';

export interface FieldDefinition {
  name: string;
  label: string;
  widget: FieldWidget;
  required: boolean;
  /** Cannot change once the object exists (shown locked on edit, rejected by the server). */
  immutable: boolean;
  /** Prefilled with a generated id on create; the server generates one when it arrives empty. */
  generatedId: boolean;
  placeholder?: string;
  help?: string;
  /** Copied from the contract schema of the property. */
  maxLength?: number;
  pattern?: string;
}

export interface CardDefinition {
  title: string;
  subtitle?: string;
  description?: string;
  details: { field: string; label: string }[];
}

export interface EntityDefinition {
  /** Name of the contract component schema, e.g. "Issuer". */
  schema: string;
  /** Property that identifies an object in paths, e.g. "id". */
  key: string;
  /** Property shown as the object's name in messages. */
  label: string;
  /** Property the list is sorted by (ascending, case-insensitive). */
  sortBy: string;
}

export interface SettingsDefinition {
  /** Name of the contract component schema of the whole settings document. */
  schema: string;
  /** The property of the document this page edits (a list of strings for stringList). */
  property: string;
  /** The document the server holds before anything is saved. */
  default: Record<string, unknown>;
}

export interface CollectionDefinition {
  generateId: boolean;
  /** Properties whose values must be unique (case-insensitive) across the collection. */
  unique: string[];
}

export interface NavigationEntry {
  /** Navigation-tree item id. */
  id: string;
  /** Id of the navigation section this item sits in. */
  parent: string;
  label: string;
}

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
  operations: Partial<Record<PageAction, OperationRef>>;
  fields: FieldDefinition[];
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
