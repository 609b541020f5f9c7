import { useEffect } from 'react';
import type { UnsavedScope } from './unsaved-scope';

function askTheBrowser(event: BeforeUnloadEvent) {
  // The browser asks with its own text; both calls are what the browsers look for.
  event.preventDefault();
  event.returnValue = '';
}

/**
 * While the scope has unsaved edits, reloading or closing the browser tab asks first. The
 * listener is there only then: a page with one is kept out of the back/forward cache.
 */
export function useBeforeUnload(scope: UnsavedScope): void {
  useEffect(() => {
    const listen = (dirty: boolean) => {
      if (dirty) window.addEventListener('beforeunload', askTheBrowser);
      else window.removeEventListener('beforeunload', askTheBrowser);
    };
    listen(scope.dirty());
    const unsubscribe = scope.subscribe(listen);
    return () => {
      unsubscribe();
      window.removeEventListener('beforeunload', askTheBrowser);
    };
  }, [scope]);
}
