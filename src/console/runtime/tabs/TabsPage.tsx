import type { ReactNode } from 'react';
import type { PageDefinition } from '../../../shared/page-model';
import { pageString } from '../../i18n/t';
import { PageHeader } from '../ui/PageHeader';
import { Tabs } from './Tabs';
import { tabPage } from './tabs-model';
import { usePageLink } from '../ui/page-link';

interface Props {
  page: PageDefinition;
  /** PageHost, passed in so this file does not import its own parent. */
  renderPage: (page: PageDefinition) => ReactNode;
}

/**
 * Tabs, each a sub-page rendered through PageHost (view kind `tabs`). A tab's content is mounted
 * afresh whenever it is chosen, so its list starts at page 1, unfiltered and sorted ascending (SPEC 4).
 */
export function TabsPage({ page, renderPage }: Props) {
  const tabs = page.tabs ?? [];
  // The tab is the location's (?tab=<id>): choosing one moves there, so Back shows the one before.
  const link = usePageLink();
  const wanted = link.get('tab') ?? undefined;
  const items = tabs.map((tab) => ({ id: tab.id, label: pageString(page.id, `${tab.id}.label`, tab.label) }));
  return (
    <section className="tabs-page">
      <PageHeader title={pageString(page.id, 'title', page.title)} description={page.description && pageString(page.id, 'description', page.description)} />
      <Tabs
        key={wanted}
        initial={wanted}
        tabs={items}
        label={pageString(page.id, 'title', page.title)}
        remountPanel
        onChoose={link.openTab}
        render={(item) => renderPage(tabPage(page, tabs.find((tab) => tab.id === item.id)!))}
      />
    </section>
  );
}
