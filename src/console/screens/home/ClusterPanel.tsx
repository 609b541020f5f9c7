import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { operations } from '../../../../generated/operations.gen';
import { CLUSTER_MANAGEMENT_ROUTE } from '../../shell/banners/banner-model';
import { t } from '../../i18n/t';
import { useCallOperation } from '../../runtime/api/api-context';
import { callTyped } from '../../runtime/api/operation-caller';
import { useUiSettings } from '../../runtime/ui-settings/ui-settings-context';
import { ShortcutIcon } from '../shortcuts/icons';
import { nodeModeKey, nodeRoleKey, nodeRows, type ClusterNodeSummary } from './cluster-panel-model';
import { CLUSTERING_GUIDE_URL } from './helpful-links';

type NodesState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; nodes: ClusterNodeSummary[] };

/** SPEC 2.5: the cluster's nodes, three to a row; a standalone server shows 'No Cluster'. */
export function ClusterPanel() {
  const call = useCallOperation();
  const { adminVisible } = useUiSettings();
  const [state, setState] = useState<NodesState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    callTyped(call, operations.getNodes).then((result) => {
      if (!current) return;
      setState(result.ok ? { status: 'loaded', nodes: result.data?.items ?? [] } : { status: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [call]);

  const clustered = state.status === 'loaded' && state.nodes.length > 0;
  return (
    <section className="dashboard-panel" aria-labelledby="dashboard-cluster-title" data-testid="cluster-panel">
      <div className="dashboard-panel__head">
        <h2 id="dashboard-cluster-title" className="dashboard-panel__title">
          {t('dashboard.cluster')}
        </h2>
        {clustered && adminVisible === true && (
          <Link to={CLUSTER_MANAGEMENT_ROUTE} className="button button--secondary button--small">
            {t('dashboard.clusterManagement')}
          </Link>
        )}
      </div>
      {state.status === 'failed' && <p className="inline-error">{t('dashboard.clusterFailed')}</p>}
      {state.status === 'loaded' && state.nodes.length === 0 && <NoCluster />}
      {clustered &&
        nodeRows(state.nodes).map((row) => (
          <ul key={row[0].index} className="cluster-nodes" data-testid="cluster-node-row">
            {row.map((node) => (
              <NodeCard key={node.index} node={node} />
            ))}
          </ul>
        ))}
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

function NodeCard({ node }: { node: ClusterNodeSummary }) {
  const modeKey = nodeModeKey(node.mode);
  const roleKey = nodeRoleKey(node.consoleRole);
  const details: [string, string | number | undefined][] = [
    ['dashboard.node.index', node.index],
    ['dashboard.node.version', node.version],
    ['dashboard.node.mode', modeKey ? t(modeKey) : node.mode],
    ['dashboard.node.role', roleKey ? t(roleKey) : undefined],
    ['dashboard.node.tags', node.nodeTags],
    ['dashboard.node.group', node.nodeGroup],
  ];
  const outOfContact = node.inContact === false;
  return (
    <li className={`cluster-node${outOfContact ? ' cluster-node--out-of-contact' : ''}`} data-testid="cluster-node">
      <p className="cluster-node__address">
        <ShortcutIcon name="server" className="cluster-node__icon" />
        {node.address}
        {outOfContact && (
          <span className="cluster-out-of-contact" data-testid="out-of-contact">
            {t('dashboard.node.outOfContact')}
          </span>
        )}
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
