import { useState, type ReactElement } from 'react';
import type { PageActionDefinition, PageDefinition } from '../../../shared/page-model';
import { pageText } from '../../i18n/t';
import { MutatingButton } from '../access/MutatingButton';
import { useCallOperation } from '../api/api-context';
import { useMessages } from '../messages/messages-context';

/**
 * A page's actions (page schema `actions`: Rotate, Replicate …) as header buttons, the same on
 * every view kind that has them: each calls its operation without a body, for the roles the
 * operation allows (read-only users see it disabled), one at a time, and says how it went in the
 * page's words (and the server's message when it refuses). `onDone` gets what a successful call answered.
 */
export function usePageActions<Answer>(page: PageDefinition, onDone: (action: PageActionDefinition, answer: Answer | undefined) => void | Promise<void>, { primary = false } = {}): ReactElement[] {
  const call = useCallOperation();
  const { show } = useMessages();
  const [running, setRunning] = useState<string>();

  async function run(action: PageActionDefinition) {
    if (running !== undefined) return;
    setRunning(action.id);
    const result = await call<Answer>(action.operation);
    setRunning(undefined);
    if (!result.ok) {
      show('error', pageText(page.id, action.failureKey));
      if (result.error?.message) show('error', result.error.message);
      return;
    }
    await onDone(action, result.data);
    show('success', pageText(page.id, action.successKey));
  }

  // While one runs the buttons say they are unavailable but stay focusable: a disabled button
  // would drop the keyboard focus to the document body.
  return (page.actions ?? []).map((action) => (
    <MutatingButton key={action.id} operation={action.operation} whenReadOnly="disable" className={primary ? 'button button--primary' : 'button'} aria-disabled={running !== undefined || undefined} onClick={() => void run(action)}>
      {pageText(page.id, action.labelKey)}
    </MutatingButton>
  ));
}
