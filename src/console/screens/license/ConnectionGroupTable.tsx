import { t } from '../../i18n/t';
import { connectionGroupStatus } from './connection-group-status';
import { formatLicenseDate } from './license-dates';
import type { ConnectionGroupLicenseView } from './license-types';
import { TablePanel } from '../../runtime/table/TablePanel';

/** Connection groups of a group-model license, each with its status now (SPEC 2.9, 4). */
export function ConnectionGroupTable({ groups, now }: { groups: ConnectionGroupLicenseView[]; now: Date }) {
  if (groups.length === 0) return null;
  return (
    <section className="license-section" aria-labelledby="license-groups-title">
      <h2 id="license-groups-title" className="license-section__title">
        {t('license.groups')}
      </h2>
      <TablePanel label={t('license.groups')}>
        <table className="data-table" data-testid="license-groups">
          <thead>
            <tr>
              <th scope="col">{t('license.group.name')}</th>
              <th scope="col">{t('license.group.connections')}</th>
              <th scope="col">{t('license.group.issued')}</th>
              <th scope="col">{t('license.group.expiration')}</th>
              <th scope="col">{t('license.group.status')}</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((group, index) => {
              const status = connectionGroupStatus(group, now);
              return (
                <tr key={`${group.name}-${index}`}>
                  <td>{group.name}</td>
                  <td>{group.connectionCount ?? t('license.value.unlimited')}</td>
                  <td>{formatLicenseDate(group.startDate) ?? t('license.value.none')}</td>
                  <td>{formatLicenseDate(group.endDate) ?? t('license.value.never')}</td>
                  <td>
                    <span className={`license-status license-status--${status}`}>{t(`license.status.${status}`)}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TablePanel>
    </section>
  );
}
