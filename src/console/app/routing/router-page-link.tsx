import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageLinkContext, type PageLink } from '../../runtime/ui/page-link';

/** Gives a generated page the query of its route (runtime/ui/page-link.tsx) from react-router. */
export function RouterPageLink({ children }: { children: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const link = useMemo<PageLink>(
    () => ({
      get: (name) => params.get(name),
      drop: (name) =>
        setParams(
          (next) => {
            next.delete(name);
            return next;
          },
          { replace: true },
        ),
    }),
    [params, setParams],
  );
  return <PageLinkContext.Provider value={link}>{children}</PageLinkContext.Provider>;
}
