import { memo, useEffect, useRef, type ReactNode } from 'react';
import { buttonClass } from './button';
import './paged-grid.css';

interface PagedGridProps<T> {
  /** The pages loaded so far, as an infinite query holds them. */
  pages: readonly { Data: readonly T[] }[];
  /** How many items the list has in all. */
  total: number;
  itemKey: (item: T) => string | number;
  /** Keep it stable (useCallback) where you can: a page of cards re-renders only when its items or this change. */
  renderItem: (item: T, index: number) => ReactNode;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** The button's text, e.g. 'Show more products'. */
  moreLabel: string;
  /** What the items are called in 'Showing 24 of 5,000 products'. */
  noun: string;
}

const count = new Intl.NumberFormat('en-GB');

/** Where each page starts in the whole list; the last entry is how many are loaded. */
function pageStarts(pages: readonly { Data: readonly unknown[] }[]): number[] {
  const starts = [0];
  for (const page of pages) starts.push(starts[starts.length - 1]! + page.Data.length);
  return starts;
}

/**
 * A catalogue list that stays smooth at thousands of items: it loads page by page as the visitor nears its
 * end (an IntersectionObserver on the 'Show more' row, whose button stays for keyboards and as a fallback),
 * each loaded page renders once (a memoised block), and cards far off screen skip layout and paint
 * (`content-visibility: auto`).
 */
export function PagedGrid<T>({
  pages,
  total,
  itemKey,
  renderItem,
  hasMore,
  loading,
  onLoadMore,
  moreLabel,
  noun,
}: PagedGridProps<T>) {
  const starts = pageStarts(pages);
  const loaded = starts[pages.length] ?? 0;
  return (
    <>
      <ul className="catalog__grid paged-grid">
        {pages.map((page, index) => (
          <PageItems
            key={index}
            items={page.Data}
            start={starts[index] ?? 0}
            itemKey={itemKey as (item: unknown) => string | number}
            renderItem={renderItem as (item: unknown, index: number) => ReactNode}
          />
        ))}
      </ul>
      {hasMore ? (
        <LoadMore
          label={moreLabel}
          loading={loading}
          onLoadMore={onLoadMore}
          progress={`Showing ${count.format(loaded)} of ${count.format(total)} ${noun}`}
        />
      ) : null}
    </>
  );
}

interface PageItemsProps {
  items: readonly unknown[];
  start: number;
  itemKey: (item: unknown) => string | number;
  renderItem: (item: unknown, index: number) => ReactNode;
}

const PageItems = memo(function PageItems({ items, start, itemKey, renderItem }: PageItemsProps) {
  return items.map((item, index) => <li key={itemKey(item)}>{renderItem(item, start + index)}</li>);
});

interface LoadMoreProps {
  label: string;
  loading: boolean;
  onLoadMore: () => void;
  progress: string;
}

/** Loads the next page when its row comes within a screen of the viewport, or when its button is pressed. */
function LoadMore({ label, loading, onLoadMore, progress }: LoadMoreProps) {
  const row = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });
  useEffect(() => {
    const element = row.current;
    if (loading || !element || typeof IntersectionObserver === 'undefined') return;
    // A fresh observer after each page: if the row is still in reach it fires again at once, filling the screen.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loading]);
  return (
    <div className="catalog__more paged-grid__more" ref={row}>
      <p className="paged-grid__progress">{progress}</p>
      <button type="button" className={buttonClass('outline')} onClick={onLoadMore} disabled={loading}>
        {loading ? 'Loading…' : label}
      </button>
    </div>
  );
}
