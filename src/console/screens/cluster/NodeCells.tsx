import { t } from '../../i18n/t';
import { consoleRoleKey, formatClusterDate } from './cluster-model';
import type { ClusterNode } from './cluster-types';

/** The '>' of the current node (SPEC 2.14). */
export function CurrentMarker({ current }: { current: boolean }) {
  if (!current) return null;
  return (
    <span className="cluster-current" title={t('cluster.currentNode')} data-testid="current-node-marker">
      <span aria-hidden="true">&gt;</span>
      <span className="visually-hidden">{t('cluster.currentNode')}</span>
    </span>
  );
}

/** The address, with the console role on admin console rows and a mark when the node is out of contact. */
export function AddressCell({ node, withRole, outOfContact }: { node: ClusterNode; withRole: boolean; outOfContact: boolean }) {
  const roleKey = withRole ? consoleRoleKey(node) : undefined;
  const lastHeartbeat = formatClusterDate(node.lastHeartbeatTime);
  return (
    <>
      <span className="cluster-address">{node.address}</span>
      {roleKey && <span className="cluster-role"> {t(roleKey)}</span>}
      {outOfContact && (
        <span
          className="cluster-out-of-contact"
          data-testid="out-of-contact"
          title={lastHeartbeat ? t('cluster.outOfContactSince', { time: lastHeartbeat }) : undefined}
        >
          {t('cluster.outOfContact')}
        </span>
      )}
    </>
  );
}

/** A cluster time in SPEC 9's format; an absent one is an empty cell. */
export function DateCell({ value }: { value: string | undefined }) {
  return <>{formatClusterDate(value) ?? ''}</>;
}
