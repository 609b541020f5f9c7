import type { PageDefinition } from '../../shared/page-model';
import { CardListPage } from './cards/CardListPage';
import { StringListSettingsPage } from './string-list/StringListSettingsPage';

/** Renders a generated page definition by its view kind; the definition says what, this says how. */
export function PageHost({ page }: { page: PageDefinition }) {
  switch (page.view) {
    case 'cards':
      return <CardListPage page={page} />;
    case 'stringList':
      return <StringListSettingsPage page={page} />;
  }
}
