import type { ReactNode } from 'react';
import { t } from '../../i18n/t';
import { Tabs } from '../../runtime/tabs/Tabs';
import type { ClusterTab } from './cluster-model';

/** 'Active Nodes' and 'Admin Consoles' (SPEC 2.14), on the runtime's tabs. */
export function ClusterTabs({ tabs, render }: { tabs: ClusterTab[]; render: (tab: ClusterTab) => ReactNode }) {
  return <Tabs tabs={tabs.map((id) => ({ id, label: t(`cluster.tab.${id}`) }))} label={t('cluster.tabs')} render={(tab) => render(tab.id as ClusterTab)} />;
}
