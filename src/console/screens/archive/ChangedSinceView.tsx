import { useId, type ReactNode } from 'react';
import { t } from '../../i18n/t';
import type { ChangedObject } from './archive-file';

interface Props {
  changedSince: ChangedObject[];
  /** The "Import anyway" button: checks the file again, overwriting these changes. */
  importAnyway: (describedBy: string) => ReactNode;
}

/** The import's 412: the objects changed since the file was exported, which importing it would overwrite, and Import anyway. */
export function ChangedSinceView({ changedSince, importAnyway }: Props) {
  const ids = { title: useId(), message: useId() };
  return (
    <section className="archive-refusal" aria-labelledby={ids.title} data-testid="archive-changed-since">
      <div role="alert">
        <h3 id={ids.title} className="archive-report__title">
          {t('archive.changedSince.title', { count: changedSince.length })}
        </h3>
        <p id={ids.message}>{t('archive.changedSince.message')}</p>
      </div>
      <div className="archive-report__scroll">
        <table className="data-table archive-report__table">
          <thead>
            <tr>
              <th scope="col">{t('archive.report.resourceType')}</th>
              <th scope="col">{t('archive.report.name')}</th>
              <th scope="col">{t('archive.changedSince.what')}</th>
            </tr>
          </thead>
          <tbody>
            {changedSince.map((object) => (
              <tr key={`${object.resourceType} ${object.id}`}>
                <td className="archive-report__path">{object.resourceType}</td>
                <td>{object.name === object.id ? object.name : `${object.name} (${object.id})`}</td>
                <td>{t(`archive.changedSince.${object.since}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="archive-panel__actions">{importAnyway(ids.message)}</div>
    </section>
  );
}
