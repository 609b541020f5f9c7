import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import { Tabs } from '../../runtime/tabs/Tabs';
import type { CredentialCheck } from './connection-status';
import type { PingOneConnection, PingOneEnvironments, ResourceUsages, ServiceAssociations } from './connection-types';
import { EnvironmentsTab } from './EnvironmentsTab';
import { SummaryTab } from './SummaryTab';
import { UsageTab } from './UsageTab';
import { useLazyResource } from './use-lazy-resource';

const TABS = ['summary', 'usage', 'environments'] as const;

/**
 * The expanded card's tabs (SPEC 2.10): Summary, Usage, Environments. Their answers live here,
 * above the panels, so each is asked for when its tab first opens and kept while the card is open.
 */
export function ConnectionDetails({ connection, check }: { connection: PingOneConnection; check: CredentialCheck }) {
  const id = String(connection.id);
  const services = useLazyResource<ServiceAssociations>(operations.getPingOneConnectionAssociations, id);
  const usage = useLazyResource<ResourceUsages>(operations.getPingOneConnectionUsages, id);
  const environments = useLazyResource<PingOneEnvironments>(operations.getPingOneConnectionEnvironments, id);
  const name = connection.name ?? '';

  return (
    <Tabs
      tabs={TABS.map((tab) => ({ id: tab, label: t(`pingOne.tab.${tab}`) }))}
      label={t('pingOne.card.tabs', { name })}
      render={(tab) => {
        switch (tab.id) {
          case 'usage':
            return <UsageTab {...usage} />;
          case 'environments':
            return <EnvironmentsTab {...environments} name={name} />;
          default:
            return <SummaryTab connection={connection} check={check} {...services} />;
        }
      }}
    />
  );
}
