/**
 * The fields of the section an object is drawn in. An object whose fields sit in several sections
 * (a connection's spBrowserSso: its protocol settings in one tab, its mappings in another) is drawn
 * once per section, each time showing only the properties that section's fields name.
 */
import { createContext, useContext } from 'react';

/** The dotted names of the fields of the section being drawn; none: outside sections, everything. */
export const SectionScope = createContext<readonly string[] | undefined>(undefined);

export const useSectionScope = () => useContext(SectionScope);

/** Whether the property at `path` (dotted) holds, or is inside, a field of the section. */
export const inSection = (fields: readonly string[], path: string): boolean =>
  fields.some((field) => field === path || field.startsWith(`${path}.`) || path.startsWith(`${field}.`));
