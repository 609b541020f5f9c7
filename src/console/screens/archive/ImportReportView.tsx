import { useId, type ReactNode } from 'react';
import { t } from '../../i18n/t';
import { changesNothing, reportCounts, type BulkImportReport } from './archive-file';

type Change = BulkImportReport['created'][number];

interface Props {
  report: BulkImportReport;
  /** The Apply button, described by the deletion warning when there is one. */
  apply: (describedBy: string | undefined) => ReactNode;
}

/** The dry run's report: what the import would create, change and delete, and what it skips. */
export function ImportReportView({ report, apply }: Props) {
  const ids = { title: useId(), warning: useId() };
  const counts = reportCounts(report);
  return (
    <section className="archive-report" aria-labelledby={ids.title} data-testid="archive-report">
      <h3 id={ids.title} className="archive-report__title">
        {t('archive.report.title')}
      </h3>
      <div role="status">
        <p className="muted">{t('archive.report.version', { version: report.pfVersion })}</p>
        <p data-testid="archive-mode">{t(`archive.report.mode${report.mode}`)}</p>
        <p className="archive-report__summary">{changesNothing(report) ? t('archive.report.nothing') : t('archive.report.summary', { ...counts })}</p>
      </div>
      <ChangeTable title={t('archive.report.created', { count: counts.created })} changes={report.created} testId="archive-created" />
      <ChangeTable title={t('archive.report.changed', { count: counts.changed })} changes={report.changed} testId="archive-changed" />
      <ChangeTable title={t('archive.report.deleted', { count: counts.deleted })} changes={report.deleted} testId="archive-deleted" />
      {report.skipped.length > 0 && (
        <ReportTable title={t('archive.report.skipped', { count: report.skipped.length })} columns={[t('archive.report.reason')]} testId="archive-skipped">
          {report.skipped.map((skip, index) => (
            <tr key={index}>
              <td>{skip.subResource ? `${skip.resourceType} › ${skip.subResource}` : skip.resourceType}</td>
              <td>{skip.reason}</td>
            </tr>
          ))}
        </ReportTable>
      )}
      {report.dropped.length > 0 && (
        <ReportTable title={t('archive.report.dropped', { count: report.dropped.length })} columns={[t('archive.report.field'), t('archive.report.reason')]} testId="archive-dropped">
          {report.dropped.map((drop) => (
            <tr key={drop.fieldPath}>
              <td>{drop.resourceType}</td>
              <td className="archive-report__path">{drop.fieldPath}</td>
              <td>{drop.reason}</td>
            </tr>
          ))}
        </ReportTable>
      )}
      {counts.deleted > 0 && (
        <p id={ids.warning} className="page-warning archive-report__warning" data-testid="archive-delete-warning">
          {t('archive.report.deleteWarning', { count: counts.deleted })}
        </p>
      )}
      <div className="archive-panel__actions">{apply(counts.deleted > 0 ? ids.warning : undefined)}</div>
    </section>
  );
}

function ChangeTable({ title, changes, testId }: { title: string; changes: Change[]; testId: string }) {
  if (changes.length === 0) return null;
  return (
    <ReportTable title={title} columns={[t('archive.report.name')]} testId={testId}>
      {changes.map((change) => (
        <tr key={`${change.resourceType} ${change.id}`}>
          <td>{change.resourceType}</td>
          <td>{change.name}</td>
        </tr>
      ))}
    </ReportTable>
  );
}

/** A table of the report: the resource type, then `columns`. */
function ReportTable({ title, columns, testId, children }: { title: string; columns: string[]; testId: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <div className="archive-report__group" data-testid={testId}>
      <h4 id={titleId} className="archive-report__subtitle">
        {title}
      </h4>
      <div className="archive-report__scroll">
        <table className="data-table archive-report__table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{t('archive.report.resourceType')}</th>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </div>
  );
}
