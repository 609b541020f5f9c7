import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { adapterIdsOnPath, adapterOf, fromPfAttributeRules, type PfAttributeRules } from '../../../shared/pf-attribute-rules';
import { nodeAtPath, nodePlace, parsePolicyNodeId } from '../../../shared/policy-node-id';
import { t } from '../../i18n/t';
import { useAccess } from '../../runtime/access/page-access';
import { useCallOperation } from '../../runtime/api/api-context';
import { callTyped } from '../../runtime/api/operation-caller';
import { Dialog } from '../../runtime/ui/Dialog';
import { submitToFrame } from './frame-save';
import type { SaveOutcome } from './use-rules-done';

// The Rules dialog (SPEC 2.20) and its expression tester load only when an embedded page asks for it.
const RulesDialog = lazy(() => import('./RulesDialog').then((module) => ({ default: module.RulesDialog })));

/** The node a showRulesModal names, as read from its policy (GET /authenticationPolicies/policy/{id}). */
interface EmbeddedNode {
  policyName: string;
  place: string;
  adapterId?: string;
  rules: PfAttributeRules | undefined;
  adapterIds: string[];
}

type NodeLoad = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; node: EmbeddedNode };

/** The node of an embedded page's nodeId (policy-node-id.ts): read from the stored policy, as the policy tree's own Rules button does. */
function useEmbeddedNode(nodeId: string): NodeLoad {
  const call = useCallOperation();
  const [load, setLoad] = useState<NodeLoad>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    const place = parsePolicyNodeId(nodeId);
    if (!place) {
      setLoad({ state: 'failed', message: t('rules.unknownNode') });
      return;
    }
    setLoad({ state: 'loading' });
    void callTyped(call, operations.getPolicy, { path: { id: place.policyId } }).then((result) => {
      if (!current) return;
      if (!result.ok || !result.data) return setLoad({ state: 'failed', message: result.error?.message ?? t('rules.loadFailed') });
      const root = result.data.rootNode;
      const node = nodeAtPath(root, place.path);
      if (!root || node?.action?.type !== 'AUTHN_SOURCE') return setLoad({ state: 'failed', message: t('rules.unknownNode') });
      setLoad({
        state: 'loaded',
        node: {
          policyName: result.data.name ?? place.policyId,
          place: nodePlace(place.path),
          adapterId: adapterOf(node),
          rules: node.action.attributeRules as PfAttributeRules | undefined,
          adapterIds: adapterIdsOnPath(root, place.path),
        },
      });
    });
    return () => {
      current = false;
    };
  }, [call, nodeId]);
  return load;
}

function EmbeddedRulesDialog({ nodeId, submit, onClose }: { nodeId: string; submit: (fields: Record<string, string>) => Promise<SaveOutcome>; onClose: () => void }) {
  const load = useEmbeddedNode(nodeId);
  // Done saves through the Rules tab's hidden form; the server checks it as the policy's update.
  const editable = useAccess().mayCall(operations.updatePolicy);
  if (load.state !== 'loaded') {
    const footer = (
      <button type="button" className="button button--secondary" onClick={onClose}>
        {t('rules.close')}
      </button>
    );
    return (
      <Dialog title={t('rules.title')} onClose={onClose} footer={footer} testId="rules-dialog">
        {load.state === 'loading' ? <p role="status">{t('rules.loading')}</p> : <p className="rules-dialog__failed" role="alert">{load.message}</p>}
      </Dialog>
    );
  }
  const { node } = load;
  const edited = fromPfAttributeRules(node.rules);
  const name = t('policyTree.node', { n: node.place });
  return (
    <Suspense fallback={null}>
      <RulesDialog
        attributeRules={edited.rules}
        defaultSuccess={edited.defaultSuccess}
        adapterIds={node.adapterIds}
        policyName={node.policyName}
        nodeLabel={(sources) => t('policyTree.rulesNode', { source: sources.find((source) => source.id === node.adapterId)?.name ?? node.adapterId ?? '', name })}
        editable={editable}
        // SPEC 7: the rule set as the hidden form's fields, in the dialog's shape (SPEC 3).
        submit={({ attributeRules, defaultSuccess }) =>
          submit({ submittedRules: JSON.stringify(attributeRules), submittedRulesId: nodeId, defaultSuccess: String(defaultSuccess) })
        }
        onClose={onClose}
      />
    </Suspense>
  );
}

/**
 * The Rules dialog an embedded page asks for (showRulesModal {nodeId}, SPEC 4): `open` shows it
 * for the node, `dialog` is what the page's screen renders; Done saves into that page's frame.
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
    (fields: Record<string, string>) => (frame.current ? submitToFrame(frame.current, fields) : Promise.resolve<SaveOutcome>({ saved: false, messages: [t('rules.notSaved')] })),
    [frame],
  );
  const dialog = nodeId === undefined ? null : <EmbeddedRulesDialog key={nodeId} nodeId={nodeId} submit={submit} onClose={close} />;
  return { open, dialog };
}
