import { useEffect, useState } from 'react';
import type { components } from '../../../../generated/api-types.gen';
import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import { useCallOperation } from '../../runtime/api/api-context';
import { ShortcutIcon } from '../shortcuts/icons';
import { CLUSTERING_GUIDE_URL } from './helpful-links';

type ClusterNodes = components['schemas']['ClusterNodes'];
type ClusterNode = components['schemas']['ClusterNodeSummary'];
type NodesState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; nodes: ClusterNode[] };

/** SPEC 2.5: the cluster's nodes, three to a row; a standalone server shows 'No Cluster'. */
export function ClusterPanel() {
  const call = useCallOperation();
  const [state, setState] = useState<NodesState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    call<ClusterNodes>(operations.getNodes).then((result) => {
      if (!current) return;
      setState(result.ok ? { status: 'loaded', nodes: result.data?.items ?? [] } : { status: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [call]);

  return (
    <section className="dashboard-panel" aria-labelledby="dashboard-cluster-title" data-testid="cluster-panel">
      <div className="dashboard-panel__head">
        <h2 id="dashboard-cluster-title" className="dashboard-panel__title">
          {t('dashboard.cluster')}
        </h2>
      </div>
      {state.status === 'failed' && <p className="inline-error">{t('dashboard.clusterFailed')}</p>}
      {state.status === 'loaded' && state.nodes.length === 0 && <NoCluster />}
      {state.status === 'loaded' && state.nodes.length > 0 && (
        <ul className="cluster-nodes" data-testid="cluster-nodes">
          {state.nodes.map((node) => (
            <NodeCard key={`${node.address}-${node.index}`} node={node} />
          ))}
        </ul>
      )}
    </section>
  );
}

function NoCluster() {
  return (
    <div className="no-cluster">
      <span className="no-cluster__icon">
        <ShortcutIcon name="cluster" />
      </span>
      <div className="no-cluster__text">
        <p className="no-cluster__title">{t('dashboard.noCluster')}</p>
        <p className="muted">{t('dashboard.noClusterDescription')}</p>
      </div>
      <button type="button" className="button button--secondary" onClick={() => window.open(CLUSTERING_GUIDE_URL, '_blank', 'noopener,noreferrer')}>
        {t('dashboard.clusteringGuide')}
        <ShortcutIcon name="external" className="button__icon" />
      </button>
    </div>
  );
}

function NodeCard({ node }: { node: ClusterNode }) {
  const details: [string, string | number | undefined][] = [
    ['dashboard.node.index', node.index],
    ['dashboard.node.version', node.version],
    ['dashboard.node.mode', node.mode],
    ['dashboard.node.tags', node.nodeTags],
    ['dashboard.node.group', node.nodeGroup],
  ];
  return (
    <li className="cluster-node" data-testid="cluster-node">
      <p className="cluster-node__address">
        <ShortcutIcon name="server" className="cluster-node__icon" />
        {node.address}
      </p>
      <dl className="cluster-node__details">
        {details
          .filter(([, value]) => value !== undefined && value !== '')
          .map(([key, value]) => (
            <div key={key} className="cluster-node__detail">
              <dt>{t(key)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </li>
  );
}
