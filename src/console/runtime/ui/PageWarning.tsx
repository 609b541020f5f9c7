import type { PageDefinition } from '../../../shared/page-model';
import { pageText } from '../../i18n/t';
import { useUiSettings } from '../ui-settings/ui-settings-context';

/** The page's warning, shown while a UI setting has the value the page names (PageDefinition.warning). */
export function PageWarning({ page }: { page: PageDefinition }) {
  const settings = useUiSettings();
  const warning = page.warning;
  if (!warning || settings[warning.uiSetting] !== warning.equals) return null;
  return (
    <div className="page-warning" role="status" data-testid="page-warning">
      {pageText(page.id, warning.textKey)}
    </div>
  );
}
