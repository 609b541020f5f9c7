import type { FieldWidget, KeyPart, NavigationArea, PageAction, ValueCondition, ViewKind } from '../../src/shared/page-model';

/** Another collection named by its list operation, and a property (may be dotted). */
export interface PageFileListRef {
  list: string;
  field: string;
  when?: ValueCondition;
}

/** A reference: another collection by its list operation, or by the path of a PingFederate collection this server does not serve. */
export type PageFileReference = { field: string; when?: ValueCondition; target?: ValueCondition } & ({ list: string; unserved?: never } | { unserved: string; list?: never });

/** What a page and a tab's sub-page share (schemas/page.schema.json#/definitions/subPage). */
export interface PageFileBody {
  description?: string;
  view: ViewKind;
  entity?: { schema: string; key: string; label: string; sortBy: string; createSchema?: string };
  settings?: { schema: string; property: string; default: Record<string, unknown>; references?: PageFileReference[] };
  collection?: { generateId?: boolean; keyFrom?: KeyPart[]; unique?: string[]; references?: PageFileReference[]; usedBy?: PageFileListRef[] };
  card?: {
    title: string;
    subtitle?: string;
    description?: string;
    details: { field: string; label: string; lookup?: boolean }[];
    toggle?: { field: string; label: string };
    pageSize?: number;
    search?: { debounceMs: number; placeholder?: string };
  };
  table?: PageFileTable;
  actions?: PageFileAction[];
  setup?: PageFileSetup;
  warning?: { uiSetting: string; equals: unknown; textKey: string };
  operations?: Partial<Record<PageAction, string>>;
  fields?: PageFileField[];
  rowActions?: PageFileRowAction[];
  imports?: PageFileImport[];
  downloads?: PageFileDownload[];
  /** Id of the plugin descriptor set when the objects are plugin instances. */
  plugin?: string;
  /** view embedded: the server page shown in a frame. */
  embedded?: { linkId: string };
  /** Form sections in order: id → heading. */
  sections?: Record<string, string>;
  sectionLayout?: 'headings' | 'tabs';
  texts: Record<string, string>;
}

/** A page schema file as written (schemas/pages/<id>.page.yaml), after validation against page.schema.json. */
export interface PageFile extends PageFileBody {
  id: string;
  title: string;
  route: string;
  navigation: { id: string; parent: string; label: string; section?: { area: NavigationArea; label: string } };
  tabs?: { id: string; label: string; page: PageFileBody }[];
}

export interface PageFileTable {
  columns: {
    field: string;
    label: string;
    sortable?: boolean;
    chip?: { field: string; text: string };
    otherwise?: string[];
    listLimit?: number;
    format?: 'serverDateTime' | 'expiry';
    lookup?: boolean;
    editable?: boolean;
  }[];
  pageSize?: number;
  search?: { debounceMs: number; placeholder?: string };
  maxRows?: number;
}

export interface PageFileAction {
  id: string;
  operation: string;
  labelKey: string;
  successKey: string;
  failureKey: string;
  returnsList?: boolean;
  rotates?: string;
  shifts?: string[];
  reload?: boolean;
  confirmKey?: string;
  shownWhen?: ValueCondition;
}

/** A settings form's setup (schemas/page.schema.json#/definitions/setup). */
export interface PageFileSetup {
  when: { status: number; resultId: string };
  operation: string;
  label: string;
  description?: string;
  fields: PageFileField[];
  texts: { submit: string; done: string };
}

export interface PageFileDownload {
  id: string;
  label: string;
  operation: string;
  fileName: string;
  /** A POST download's request body: values with {property} placeholders. */
  body?: Record<string, string>;
  /** The file's media type when the answer is its text as a JSON string. */
  mediaType?: string;
}

export interface PageFileRowAction {
  id: string;
  label: string;
  operation: string;
  /** Without fields the dialog calls the operation as it opens. */
  fields?: PageFileField[];
  /** Properties of the 200 answer the dialog shows: the message, as a success or a failure. */
  result?: { success: string; message: string };
  texts: { submit?: string; done?: string; running?: string; cancel?: string; close?: string };
}

export interface PageFileImport {
  id: string;
  label: string;
  operation: string;
  fields: PageFileField[];
  texts: { submit: string; done: string; cancel?: string };
}

export interface PageFileField {
  name: string;
  label: string;
  widget?: FieldWidget;
  required?: boolean;
  immutable?: boolean;
  createOnly?: boolean;
  readOnly?: boolean;
  /** Only accounts with one of these roles may change the field (the server refuses the others' changes). */
  editableBy?: string[];
  /** What the other roles see: the field read-only (default) or nothing. */
  otherRoles?: 'readOnly' | 'hidden';
  /** Plugin pages: shown only when the chosen type's descriptor has this boolean flag true. */
  typeSupports?: string;
  generatedId?: boolean;
  placeholder?: string;
  help?: string;
  choices?: Record<string, string>;
  section?: string;
  shownWhen?: { field: string; in: (string | boolean)[] };
  /** Required only while another field has one of the values (the same condition as shownWhen). */
  requiredWhen?: { field: string; in: (string | boolean)[] };
  options?: { list: string; value: string; label: string; searchable?: boolean };
  picker?: {
    list: string;
    value: string;
    query?: Record<string, string | number | boolean>;
    pageSize: number;
    maxRows: number;
    loadThreshold: number;
    lookaheadPages: number;
    heightPx: number;
  };
  scopeSelection?: { scopeType: 'commonScope' | 'exclusiveScope' };
  /** widget rows: property of the items → column label. */
  columns?: Record<string, string>;
  /** widget policyTree: action type → how a node of that type is shown and edited. */
  policyTree?: { actions: Record<string, { label: string; ref?: string; options?: { list: string; value: string; label: string }; outcomes?: string[]; template?: Record<string, unknown>; rules?: string }> };
  /** widget fulfillment: where the rows come from, the source types offered, and who may set which. */
  fulfillment?: { keysFrom: { get?: string; ref?: string; names: string[] }; sources: Record<string, string>; sourceRoles?: Record<string, string[]> };
  /** widget entries: a list of objects, each entry a small form of these fields (names relative to the entry). */
  entries?: { fields: PageFileField[]; add: string };
  /** widget select: options by the value of another field. */
  optionsBy?: { field: string; cases: Record<string, { list: string; value: string; label: string; searchable?: boolean }> };
  /** widget duration: the field naming the unit shown, and the unit the property is stored in. */
  duration?: { unitField: string; storedIn: string };
  width?: 'full' | 'half';
}

/** A validated page file and where it came from (relative to the root). */
export interface LoadedPage {
  file: string;
  page: PageFile;
}
