import { useCallback } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import { useCallOperation } from '../../runtime/api/api-context';
import { callTyped } from '../../runtime/api/operation-caller';
import { Tabs } from '../../runtime/tabs/Tabs';
import type { CredentialCheck } from './connection-status';
import type { PingOneConnection } from './connection-types';
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
  const call = useCallOperation();
  const services = useLazyResource(useCallback(() => callTyped(call, operations.getPingOneConnectionAssociations, { path: { id } }), [call, id]));
  const usage = useLazyResource(useCallback(() => callTyped(call, operations.getPingOneConnectionUsages, { path: { id } }), [call, id]));
  const environments = useLazyResource(useCallback(() => callTyped(call, operations.getPingOneConnectionEnvironments, { path: { id } }), [call, id]));
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
