import { operations } from '../../../../generated/operations.gen';
import { t } from '../../i18n/t';
import { PageAccess, useAccess } from '../../runtime/access/page-access';
import { PageHeader } from '../../runtime/ui/PageHeader';
import { ExportPanel } from './ExportPanel';
import { ImportPanel } from './ImportPanel';
import './configuration-archive.css';

/** System › Configuration Archive: export the configuration as a file (any account), import one (administrators). */
export default function ConfigurationArchiveScreen() {
  return (
    <PageAccess changes={[operations.importConfiguration, operations.importConfigArchive]}>
      <ConfigurationArchivePage />
    </PageAccess>
  );
}

function ConfigurationArchivePage() {
  const mayImport = useAccess().mayCall(operations.importConfiguration);
  return (
    <section className="archive-page" data-testid="configuration-archive">
      <PageHeader title={t('archive.pageTitle')} description={t('archive.pageDescription')} />
      <ExportPanel />
      {mayImport && <ImportPanel />}
    </section>
  );
}
