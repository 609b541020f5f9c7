import { currentChain } from '../../app/frame/nav-tree';
import type { NavItem } from '../../app/session/contract-types';
import { t } from '../../i18n/t';
import { PageHeader } from '../../runtime/ui/PageHeader';

/** The fallback for paths without a console screen: the legacy page of the navigation item. */
export function LegacyPageScreen({ navTree, pathname }: { navTree: NavItem[]; pathname: string }) {
  // A navigation item's own route names it; otherwise the first segment is the item id.
  const item = currentChain(navTree, pathname).at(-1);
  if (!item) {
    return (
      <section data-testid="page-not-found">
        <PageHeader title={t('notFound.title')} description={t('notFound.description', { path: pathname })} />
      </section>
    );
  }
  return (
    <iframe
      className="legacy-frame"
      title={t('legacy.frameTitle', { label: item.label })}
      src={`/app/legacy/${encodeURIComponent(item.id)}`}
    />
  );
}
