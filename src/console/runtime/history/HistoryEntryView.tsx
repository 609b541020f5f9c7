import type { ReactNode } from 'react';
import { operations } from '../../../../generated/operations.gen';
import type { JsonSchema } from '../../../shared/page-model';
import { t } from '../../i18n/t';
import { MutatingButton } from '../access/MutatingButton';
import { formatUtcDate } from '../format/utc-date';
import { fieldChanges, shownValue } from './field-changes';
import type { HistoryEntry } from './use-history';

interface Props {
  entry: HistoryEntry;
  /** The object's form schema: field rows get its titles. */
  schema?: JsonSchema;
  /** Name the object in the summary (a list of many objects' changes). */
  showObject?: boolean;
  onRevert: (entry: HistoryEntry) => void;
  /** More controls under the fields (a link to the object). */
  extra?: ReactNode;
}

/** One change: a summary line that opens to its fields before and after, and Revert. */
export function HistoryEntryView({ entry, schema, showObject = false, onRevert, extra }: Props) {
  const summary = t('history.summary', {
    operation: t(`history.operation.${entry.operation}`),
    username: entry.username,
    time: formatUtcDate(entry.timestamp) ?? entry.timestamp,
  });
  const changes = entry.operation === 'REPLICATE' ? [] : fieldChanges(entry.before, entry.after, schema);
  return (
    <li className="history-entry" data-testid="history-entry">
      <details>
        <summary>
          <span className="history-entry__id">{t('history.change', { id: entry.id })}</span>
          {showObject && (
            <span className="history-entry__object">
              {entry.objectName === entry.typeLabel ? (
                <strong>{entry.typeLabel}</strong>
              ) : (
                <>
                  {entry.typeLabel}: <strong>{entry.objectName}</strong>
                </>
              )}
            </span>
          )}
          <span className="history-entry__summary">{summary}</span>
          {entry.revertOf !== undefined && <span className="history-entry__note">{t('history.revertOf', { id: entry.revertOf })}</span>}
        </summary>
        <div className="history-entry__body">
          {changes.length === 0 ? (
            <p className="muted">{t('history.noFieldChanges')}</p>
          ) : (
            <div className="history-diff__scroll">
              <table className="history-diff">
                <caption className="visually-hidden">{t('history.fieldsCaption', { id: entry.id })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('history.field')}</th>
                    <th scope="col">{t('history.before')}</th>
                    <th scope="col">{t('history.after')}</th>
                  </tr>
                </thead>
                <tbody>
                  {changes.map((change) => (
                    <tr key={change.path}>
                      <th scope="row">
                        {change.label ?? change.path}
                        {/* A nested field's label is its titles; the path says exactly where it is. */}
                        {change.label && /[.[]/.test(change.path) && <span className="history-diff__path">{change.path}</span>}
                      </th>
                      <td className={'before' in change ? 'history-diff__before' : undefined}>{shownValue(change.before)}</td>
                      <td className={'after' in change ? 'history-diff__after' : undefined}>{shownValue(change.after)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="history-entry__actions">
            {extra}
            {entry.revertible && (
              <MutatingButton operation={operations.revertConfigurationChange} className="button button--secondary" onClick={() => onRevert(entry)}>
                {t('history.revert')}
              </MutatingButton>
            )}
          </div>
        </div>
      </details>
    </li>
  );
}
