import { useEffect, type ReactNode } from 'react';
import { t } from '../../i18n/t';
import type { Resource } from './use-lazy-resource';

interface Props<T> {
  resource: Resource<T>;
  /** Asks for the resource; called when the panel first shows (a second call does nothing). */
  open: () => void;
  /** What a failure says: the server's message, or this when it sent none. */
  failure: (message: string | undefined) => string;
  children: (data: T) => ReactNode;
}

/** A tab's content once its answer is in; loading and failure look the same on every tab. */
export function ResourcePanel<T>({ resource, open, failure, children }: Props<T>) {
  useEffect(open, [open]);
  if (resource.stage === 'loaded') return <>{children(resource.data)}</>;
  if (resource.stage === 'failed') {
    return (
      <p className="inline-error" role="alert" data-testid="tab-failure">
        {failure(resource.message)}
      </p>
    );
  }
  return (
    <p className="pingone-tab__loading" role="status" aria-live="polite">
      {t('pingOne.tab.loading')}
    </p>
  );
}
