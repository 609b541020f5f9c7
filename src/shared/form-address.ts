/**
 * Where a collection page's forms live in the console's address space (issue 37): the create
 * form at `<page route>/new`, an object's edit form at `<page route>/<its key>`, a tab's at the
 * same place with `?tab=<tab id>`. The server writes these in search and history links, the
 * console reads them. A key that is literally `new` is written `%6Eew` (the same characters,
 * percent-encoded), so it never reads as the create form.
 */
export type FormAddress = { create: true } | { edit: string };

export const CREATE_SEGMENT = 'new';

/** The path segment of a form. */
export function formSegment(form: FormAddress): string {
  if ('create' in form) return CREATE_SEGMENT;
  const encoded = encodeURIComponent(form.edit);
  return encoded === CREATE_SEGMENT ? '%6Eew' : encoded;
}

/** The form a path segment names; undefined for one that is no well-formed key. */
export function formOfSegment(segment: string): FormAddress | undefined {
  if (segment === CREATE_SEGMENT) return { create: true };
  if (segment === '') return undefined;
  try {
    return { edit: decodeURIComponent(segment) };
  } catch {
    return undefined;
  }
}

/** The console address of a page's form (or the page itself), at a tab. */
export function formLocation(route: string, form: FormAddress | undefined, tab?: string): string {
  const path = form ? `${route}/${formSegment(form)}` : route;
  return tab ? `${path}?${new URLSearchParams({ tab }).toString()}` : path;
}

/** A console path split into the page route it sits below and the form it names, when it names one. */
export function splitFormPath(path: string): { route: string; form: FormAddress } | undefined {
  const slash = path.lastIndexOf('/');
  if (slash <= 0) return undefined;
  const form = formOfSegment(path.slice(slash + 1));
  return form ? { route: path.slice(0, slash), form } : undefined;
}
