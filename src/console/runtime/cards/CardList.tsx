import { useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { t } from '../../i18n/t';
import type { Item } from './card-view-state';

/** From this many cards on, only those in view (and a few around) are in the document. */
export const VIRTUALIZE_FROM = 100;
const ESTIMATED_CARD_PX = 150;
const GAP_PX = 12;

/** Where a card is, for assistive technology: its position in the whole (server-side) list. */
export interface CardPlace {
  index: number;
  setSize: number;
  /** Set on the rendered card of a virtualized list: positions and measures it. */
  style?: React.CSSProperties;
  measureRef?: (node: HTMLLIElement | null) => void;
}

interface Props {
  /** The list's accessible name. */
  label?: string;
  items: readonly Item[];
  totalItems: number;
  keyOf: (item: Item) => string;
  renderCard: (item: Item, place: CardPlace) => ReactNode;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/** The nearest ancestor that scrolls (the frame's content area), where the list lives. */
function scrollParent(node: HTMLElement | null): HTMLElement | null {
  for (let parent = node?.parentElement ?? null; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if (overflowY === 'auto' || overflowY === 'scroll') return parent;
  }
  return null;
}

/**
 * Cards of a collection; a long list renders only what is in view (TanStack Virtual) and asks for
 * the next page as its end comes near. A "Show more" button does the same for keyboard users.
 */
export function CardList(props: Props) {
  return (
    <>
      {props.items.length >= VIRTUALIZE_FROM ? <VirtualCards {...props} /> : <PlainCards {...props} />}
      {props.hasMore && <MoreCards {...props} />}
    </>
  );
}

function PlainCards({ label, items, totalItems, keyOf, renderCard }: Props) {
  return (
    <ul className="card-list" aria-label={label}>
      {items.map((item, index) => (
        <Fragment key={keyOf(item)}>{renderCard(item, { index, setSize: totalItems })}</Fragment>
      ))}
    </ul>
  );
}

function VirtualCards({ label, items, totalItems, keyOf, renderCard }: Props) {
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollParent(listRef.current),
    estimateSize: () => ESTIMATED_CARD_PX,
    overscan: 6,
    gap: GAP_PX,
    scrollMargin,
    getItemKey: (index) => keyOf(items[index]),
  });

  // The list starts below the page header: its offset inside the scrolling area.
  useLayoutEffect(() => {
    const list = listRef.current;
    const scroller = scrollParent(list);
    if (!list || !scroller) return;
    setScrollMargin(list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop);
  }, []);

  // The next page is asked for by MoreCards below the list, as it comes into view.
  const visible = virtualizer.getVirtualItems();

  return (
    <ul ref={listRef} className="card-list card-list--virtual" aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
      {visible.map((row) => {
        const item = items[row.index];
        return (
          <Fragment key={row.key as string}>
            {renderCard(item, {
              index: row.index,
              setSize: totalItems,
              measureRef: virtualizer.measureElement,
              style: { transform: `translateY(${row.start - scrollMargin}px)` },
            })}
          </Fragment>
        );
      })}
    </ul>
  );
}

/** The end of a paged list: loads the next page when it comes into view, or on a click. */
function MoreCards({ items, totalItems, loadingMore, loadMore }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [loadMore]);
  const shown = { shown: items.length.toLocaleString('en-US'), total: totalItems.toLocaleString('en-US') };
  return (
    <div ref={ref} className="card-list__more">
      <span className="card-list__count">{t('cards.shownOf', shown)}</span>
      <button type="button" className="button button--secondary button--small" onClick={loadMore} disabled={loadingMore} aria-busy={loadingMore}>
        {loadingMore ? t('cards.loadingMore') : t('cards.showMore')}
      </button>
    </div>
  );
}
