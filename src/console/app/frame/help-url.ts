import type { UiSettings } from '../../shell/session/contract-types';

/** The documentation for the current page: its own entry, else the server's default (SPEC 2.18). */
export function helpUrlFor(settings: Pick<UiSettings, 'documentationUrls' | 'defaultHelpUrl'>, navId?: string): string | undefined {
  const own = navId ? settings.documentationUrls?.[navId] : undefined;
  return own || settings.defaultHelpUrl || undefined;
}

/** Only web addresses may become the help link: an embedded page must not plant a javascript: URL. */
export function isWebUrl(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}
