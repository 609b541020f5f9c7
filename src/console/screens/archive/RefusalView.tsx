import { useId } from 'react';
import { t } from '../../i18n/t';
import type { Refusal } from './archive-file';

/** The server's refusal of a file: its message and every problem with where in the file it is. */
export function RefusalView({ refusal }: { refusal: Refusal }) {
  const titleId = useId();
  return (
    <section className="archive-refusal" aria-labelledby={titleId} data-testid="archive-refusal">
      <div role="alert">
        <h3 id={titleId} className="archive-report__title">
          {t('archive.refusal.title')}
        </h3>
        <p>{refusal.message || t('archive.import.refused')}</p>
      </div>
      {refusal.problems.length > 0 && (
        <div className="archive-report__scroll">
          <table className="data-table archive-report__table">
            <thead>
              <tr>
                <th scope="col">{t('archive.refusal.fieldPath')}</th>
                <th scope="col">{t('archive.refusal.message')}</th>
              </tr>
            </thead>
            <tbody>
              {refusal.problems.map((problem, index) => (
                <tr key={index}>
                  <td className="archive-report__path">{problem.fieldPath ?? '—'}</td>
                  <td>{problem.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
