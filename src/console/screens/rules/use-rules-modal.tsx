import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { t } from '../../i18n/t';
import { RulesDialog } from './RulesDialog';
import { submitToFrame } from './frame-save';

/**
 * The Rules dialog an embedded page asks for (showRulesModal {nodeId}): `open` shows it for the
 * node, `dialog` is what the page's screen renders; Done saves into that page's frame.
 */
export function useRulesModal(frame: RefObject<HTMLIFrameElement | null>): { open: (nodeId: string) => void; dialog: ReactNode } {
  const [nodeId, setNodeId] = useState<string>();
  // The control in the page that asked (its Rules button): focus goes back to it on close.
  const opener = useRef<HTMLElement>(undefined);
  const open = useCallback(
    (id: string) => {
      // The frame's element (another realm: instanceof HTMLElement would not hold).
      opener.current = (frame.current?.contentDocument?.activeElement as HTMLElement | null) ?? undefined;
      setNodeId(id);
    },
    [frame],
  );
  const close = useCallback(() => setNodeId(undefined), []);

  useEffect(() => {
    // After the dialog's own clean-up has focused the frame; a saved page has replaced the button.
    if (nodeId === undefined && opener.current?.isConnected) opener.current.focus();
    if (nodeId === undefined) opener.current = undefined;
  }, [nodeId]);

  const submit = useCallback(
    (fields: Record<string, string>) => (frame.current ? submitToFrame(frame.current, fields) : Promise.resolve({ saved: false as const, messages: [t('rules.notSaved')] })),
    [frame],
  );
  const dialog = nodeId === undefined ? null : <RulesDialog key={nodeId} nodeId={nodeId} submit={submit} onClose={close} />;
  return { open, dialog };
}
