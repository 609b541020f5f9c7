import { useState, type ReactElement } from 'react';
import type { PageActionDefinition, PageDefinition } from '../../../shared/page-model';
import { pageText } from '../../i18n/t';
import { MutatingButton } from '../access/MutatingButton';
import { useCallOperation } from '../api/api-context';
import { useMessages } from '../messages/messages-context';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { getPath, type Values } from '../values/paths';

interface Options {
  primary?: boolean;
  /** The settings document an action's shownWhen reads; without it every action shows. */
  document?: Values;
}

/** Whether the action shows for the document (page schema actions[].shownWhen). */
export function actionShown(action: PageActionDefinition, document: Values | undefined): boolean {
  if (!action.shownWhen || document === undefined) return true;
  return action.shownWhen.in.includes(getPath(document, action.shownWhen.field) as string | boolean);
}

/**
 * A page's actions (page schema `actions`: Rotate, Replicate …) as header buttons, the same on
 * every view kind that has them: each calls its operation without a body, for the roles the
 * operation allows (read-only users see it disabled), one at a time, after the console's confirm
 * dialog when it has a `confirmKey`, and says how it went in the page's words (and the server's
 * message when it refuses). `onDone` gets what a successful call answered. The answer holds the
 * buttons and, while one asks, its confirm dialog.
 */
export function usePageActions<Answer>(page: PageDefinition, onDone: (action: PageActionDefinition, answer: Answer | undefined, version?: string) => void | Promise<void>, { primary = false, document }: Options = {}): ReactElement[] {
  const call = useCallOperation();
  const { show } = useMessages();
  const [running, setRunning] = useState<string>();
  const [asking, setAsking] = useState<PageActionDefinition>();

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
    await onDone(action, result.data, result.version);
    show('success', pageText(page.id, action.successKey));
  }

  function start(action: PageActionDefinition) {
    if (running !== undefined) return;
    if (action.confirmKey) setAsking(action);
    else void run(action);
  }

  // While one runs the buttons say they are unavailable but stay focusable: a disabled button
  // would drop the keyboard focus to the document body.
  const buttons = (page.actions ?? [])
    .filter((action) => actionShown(action, document))
    .map((action) => (
      <MutatingButton key={action.id} operation={action.operation} whenReadOnly="disable" className={primary ? 'button button--primary' : 'button'} aria-disabled={running !== undefined || undefined} onClick={() => start(action)}>
        {pageText(page.id, action.labelKey)}
      </MutatingButton>
    ));
  if (!asking) return buttons;
  const label = pageText(page.id, asking.labelKey);
  const dialog = (
    <ConfirmDialog
      key={`confirm-${asking.id}`}
      title={label}
      message={pageText(page.id, asking.confirmKey!)}
      confirmLabel={label}
      testId={`confirm-${asking.id}`}
      onConfirm={() => {
        setAsking(undefined);
        void run(asking);
      }}
      onCancel={() => setAsking(undefined)}
    />
  );
  return [...buttons, dialog];
}
