import { useCallback, useEffect, useState } from 'react';
import { operations } from '../../../../generated/operations.gen';
import { PageAccess, useAccess } from '../../runtime/access/page-access';
import { t } from '../../i18n/t';
import { useCallOperation } from '../../runtime/api/api-context';
import { PageHeader } from '../../runtime/ui/PageHeader';
import { useUiSettings } from '../../runtime/ui-settings/ui-settings-context';
import { ConnectionGroupTable } from './ConnectionGroupTable';
import type { LicenseView } from './license-types';
import { LicenseDetails } from './LicenseDetails';
import { LicenseImport } from './LicenseImport';

type Loaded = { stage: 'loading' } | { stage: 'loaded'; license?: LicenseView } | { stage: 'failed' };

/** An import checks the file, then saves it: both calls must be allowed (SPEC 6: non-auditors with ADMINISTRATOR or USER_ADMINISTRATOR). */
const LICENSE_CHANGES = [operations.validateLicense, operations.updateLicense];

/** The License page (SPEC 2.9): details, connection groups, and the import for those allowed. */
export default function LicenseScreen() {
  return (
    <PageAccess changes={LICENSE_CHANGES}>
      <LicensePage />
    </PageAccess>
  );
}

function LicensePage() {
  const callOperation = useCallOperation();
  const { mayCall } = useAccess();
  const uiSettings = useUiSettings();
  const [loaded, setLoaded] = useState<Loaded>({ stage: 'loading' });
  const importAllowed = LICENSE_CHANGES.every(mayCall);

  const load = useCallback(async () => {
    const result = await callOperation<LicenseView>(operations.getLicense);
    // 404: no license installed yet, which the page shows as its empty state.
    if (result.ok) setLoaded({ stage: 'loaded', license: result.data });
    else setLoaded(result.status === 404 ? { stage: 'loaded' } : { stage: 'failed' });
  }, [callOperation]);

  useEffect(() => {
    void load();
  }, [load]);

  const version = typeof uiSettings.version === 'string' ? uiSettings.version : undefined;
  return (
    <section className="license-page" data-testid="license">
      <PageHeader title={t('license.title')} description={t('license.description')} />
      {loaded.stage === 'failed' && (
        <p className="inline-error" role="alert">
          {t('license.loadFailed')}
        </p>
      )}
      {loaded.stage === 'loaded' && !loaded.license && (
        <div className="empty-state license-empty" data-testid="license-empty">
          <h2 className="empty-state__title">{t('license.empty.title')}</h2>
          <p className="empty-state__description">{t(importAllowed ? 'license.empty.description' : 'license.empty.readOnly')}</p>
        </div>
      )}
      {loaded.stage === 'loaded' && loaded.license && (
        <>
          <LicenseDetails license={loaded.license} productVersion={version} />
          <ConnectionGroupTable groups={loaded.license.licenseGroups ?? []} now={new Date()} />
        </>
      )}
      {loaded.stage === 'loaded' && importAllowed && (
        <LicenseImport current={loaded.license} onImported={load} />
      )}
    </section>
  );
}
