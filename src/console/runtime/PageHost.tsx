import { useMemo } from 'react';
import type { PageDefinition } from '../../shared/page-model';
import { NoAccessPage } from './access/NoAccessPage';
import { PageAccess, useAccess } from './access/page-access';
import { pageChanges } from './access/page-changes';
import { CardListPage } from './cards/CardListPage';
import { EmbeddedPage } from './embedded/EmbeddedPage';
import { ReadonlyTablePage } from './readonly-table/ReadonlyTablePage';
import { SettingsFormPage } from './settings-form/SettingsFormPage';
import { SettingsTablePage } from './settings-table/SettingsTablePage';
import { StringListSettingsPage } from './string-list/StringListSettingsPage';
import { TablePage } from './table/TablePage';
import { TabsPage } from './tabs/TabsPage';

/**
 * Renders a generated page definition by its view kind; the definition says what, this says how.
 * `embedded`: a tab's sub-page, shown under its parent's title instead of its own.
 */
export function PageHost({ page, embedded = false }: { page: PageDefinition; embedded?: boolean }) {
  // Every control below asks the access context about its own operation; the page's header says when none may be called.
  const changes = useMemo(() => pageChanges(page), [page]);
  return (
    <PageAccess changes={changes}>
      <PageView page={page} embedded={embedded} />
    </PageAccess>
  );
}

function PageView({ page, embedded }: { page: PageDefinition; embedded: boolean }) {
  // The server would refuse the page's data to this account's roles: say so without asking it.
  const read = page.operations.list ?? page.operations.get;
  const mayRead = useAccess().mayRead(read);
  if (read && !mayRead) return <NoAccessPage page={page} embedded={embedded} />;
  switch (page.view) {
    case 'cards':
      return <CardListPage page={page} />;
    case 'stringList':
      return <StringListSettingsPage page={page} />;
    case 'table':
      return <TablePage page={page} embedded={embedded} />;
    case 'settingsTable':
      return <SettingsTablePage page={page} embedded={embedded} />;
    case 'settingsForm':
      return <SettingsFormPage page={page} embedded={embedded} />;
    case 'readonlyTable':
      return <ReadonlyTablePage page={page} embedded={embedded} />;
    case 'tabs':
      return <TabsPage page={page} renderPage={(sub) => <PageHost page={sub} embedded />} />;
    case 'embedded':
      return <EmbeddedPage page={page} />;
  }
}
