import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { splitFormPath, formLocation } from '../../../shared/form-address';
import { normalizePath } from '../../shell/frame/nav-tree';
import { PageLinkContext, type PageLink } from '../../runtime/ui/page-link';

/** What a form's history entry carries: whether it was opened from its page's own entry, and a draft. */
interface FormEntryState {
  openedFromPage?: boolean;
  formState?: unknown;
}

/**
 * Gives a generated page its location (runtime/ui/page-link.tsx) from react-router: the query,
 * the form its path names below `route`, and moves to a form, back to the page and to a tab.
 */
export function RouterPageLink({ route, children }: { route: string; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const path = normalizePath(location.pathname);
  const entry = (location.state ?? {}) as FormEntryState;
  const link = useMemo<PageLink>(() => {
    const split = path === route ? undefined : splitFormPath(path);
    const form = split?.route === route ? split.form : undefined;
    const tab = params.get('tab') ?? undefined;
    return {
      get: (name) => params.get(name),
      drop: (name) =>
        setParams(
          (next) => {
            next.delete(name);
            return next;
          },
          { replace: true },
        ),
      form,
      formState: entry.formState,
      openForm: (next, options = {}) => {
        const state: FormEntryState = { openedFromPage: options.replace ? entry.openedFromPage : form === undefined, formState: options.state };
        navigate(formLocation(route, next, tab), { replace: options.replace, state });
      },
      // The list's entry is still the one before: going back to it keeps its history as it was.
      closeForm: () => (entry.openedFromPage ? navigate(-1) : navigate(formLocation(route, undefined, tab), { replace: true })),
      openTab: (id) => navigate(formLocation(route, undefined, id)),
    };
  }, [path, route, params, setParams, navigate, entry.openedFromPage, entry.formState]);
  return <PageLinkContext.Provider value={link}>{children}</PageLinkContext.Provider>;
}
