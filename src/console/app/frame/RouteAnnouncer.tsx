import { useEffect, useRef, useState } from 'react';

/**
 * A polite live region, in the document from the start, that names the page after each change of
 * route (not on the first load: the screen reader reads the new document then).
 */
export function RouteAnnouncer({ path, page }: { path: string; page: string }) {
  const [text, setText] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setText(page);
  }, [path, page]);
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {text}
    </p>
  );
}
