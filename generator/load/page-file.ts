import type { FieldWidget, PageAction, ViewKind } from '../../src/shared/page-model';

/** A page schema file as written (schemas/pages/<id>.page.yaml), after validation against page.schema.json. */
export interface PageFile {
  id: string;
  title: string;
  description?: string;
  route: string;
  navigation: { id: string; parent: string; label: string };
  view: ViewKind;
  entity?: { schema: string; key: string; label: string; sortBy: string };
  settings?: { schema: string; property: string; default: Record<string, unknown> };
  collection?: { generateId?: boolean; unique?: string[] };
  card?: { title: string; subtitle?: string; description?: string; details: { field: string; label: string }[] };
  operations: Partial<Record<PageAction, string>>;
  fields: PageFileField[];
  texts: Record<string, string>;
}

export interface PageFileField {
  name: string;
  label: string;
  widget?: FieldWidget;
  required?: boolean;
  immutable?: boolean;
  generatedId?: boolean;
  placeholder?: string;
  help?: string;
}

/** A validated page file and where it came from (relative to the root). */
export interface LoadedPage {
  file: string;
  page: PageFile;
}
