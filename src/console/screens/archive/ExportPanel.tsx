import { useId } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import { useAccess } from '../../runtime/access/page-access';
import { useArchiveExport } from './use-configuration-archive';

/**
 * Export: the whole configuration the account may read, as data.json (with secrets encrypted, or
 * without them) or as a configuration archive, data.zip (secrets encrypted).
 */
export function ExportPanel() {
  const exporting = useArchiveExport();
  // The archive is an administrator's (x-roles); the bulk export is every account's, as far as it may read.
  const mayArchive = useAccess().mayRead(operations.exportConfigArchive);
  const titleId = useId();
  return (
    <section className="panel archive-panel" aria-labelledby={titleId} data-testid="archive-export">
      <h2 id={titleId} className="archive-panel__title">
        {t('archive.export.title')}
      </h2>
      <p className="muted archive-panel__description">
        {t('archive.export.description')}
        {mayArchive && ` ${t('archive.export.archiveDescription')}`}
      </p>
      <label className="checkbox-label">
        <input type="checkbox" className="checkbox" checked={exporting.excludeSecrets} onChange={(event) => exporting.setExcludeSecrets(event.target.checked)} />
        {t('archive.export.excludeSecrets')}
      </label>
      <div className="archive-panel__actions">
        <button type="button" className="button button--primary" onClick={() => void exporting.download()} disabled={exporting.busy}>
          {t('archive.export.download')}
        </button>
        {mayArchive && (
          <button type="button" className="button button--secondary" onClick={() => void exporting.downloadArchive()} disabled={exporting.busy}>
            {t('archive.export.downloadArchive')}
          </button>
        )}
        {exporting.busy && (
          <p className="muted" role="status">
            {t('archive.export.downloading')}
          </p>
        )}
      </div>
      {exporting.error && (
        <p className="form-field__error" role="alert">
          {exporting.error}
        </p>
      )}
    </section>
  );
}
