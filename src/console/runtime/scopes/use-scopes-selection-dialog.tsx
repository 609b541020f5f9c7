import { useState, type ReactNode } from 'react';
import { ScopesSelectionDialog, type ScopesSelectionRequest } from './ScopesSelectionDialog';

/**
 * Opens the Scopes Selection dialog on request (an embedded page's message); Done hands the
 * request and the chosen scopes to `onDone` and closes. `dialog` is what the caller renders.
 */
export function useScopesSelectionDialog(editable: boolean, onDone: (request: ScopesSelectionRequest, selectedScopes: string[]) => void) {
  const [request, setRequest] = useState<ScopesSelectionRequest>();
  const dialog: ReactNode = request ? (
    <ScopesSelectionDialog
      // A new request starts afresh, even while one is open.
      key={JSON.stringify(request)}
      {...request}
      editable={editable}
      onClose={() => setRequest(undefined)}
      onDone={(selectedScopes) => {
        setRequest(undefined);
        onDone(request, selectedScopes);
      }}
    />
  ) : null;
  return { open: setRequest, dialog };
}
