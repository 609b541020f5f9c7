import { useCallback, useState, type ReactNode, type RefObject } from 'react';
import { t } from '../../i18n/t';
import { RulesDialog } from './RulesDialog';
import { submitToFrame } from './frame-save';

/**
 * The Rules dialog an embedded page asks for (showRulesModal {nodeId}): `open` shows it for the
 * node, `dialog` is what the page's screen renders; Done saves into that page's frame.
 */
export function useRulesModal(frame: RefObject<HTMLIFrameElement | null>): { open: (nodeId: string) => void; dialog: ReactNode } {
  const [nodeId, setNodeId] = useState<string>();
  const open = useCallback((id: string) => setNodeId(id), []);
  const close = useCallback(() => setNodeId(undefined), []);
  const submit = useCallback(
    (fields: Record<string, string>) => (frame.current ? submitToFrame(frame.current, fields) : Promise.resolve({ saved: false as const, messages: [t('rules.notSaved')] })),
    [frame],
  );
  const dialog = nodeId === undefined ? null : <RulesDialog key={nodeId} nodeId={nodeId} submit={submit} onClose={close} />;
  return { open, dialog };
}
