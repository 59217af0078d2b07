import { useDeferredValue, useId, useState } from 'react';
import type { StockItem } from '@storefront/contract/back-office';
import { buttonClass } from '../../components/ui/button';
import { errorMessage } from '../../lib/error-message';
import { useStock, useStockToggle } from '../api/back-office';

const keyOf = (item: Pick<StockItem, 'Kind' | 'ItemId'>) => `${item.Kind}:${item.ItemId}`;

/** Groups items by category, keeping the menu's order. */
function byCategory(items: StockItem[]): [string, StockItem[]][] {
  const groups = new Map<string, StockItem[]>();
  for (const item of items) groups.set(item.Category, [...(groups.get(item.Category) ?? []), item]);
  return [...groups];
}

/**
 * The brand's dishes and products with a one-click in stock / out of stock switch. An item marked out of stock
 * leaves ordering at once (the server refuses it; the menu shows the brand's out-of-stock label).
 */
export function StockScreen({ brand }: { brand: string }) {
  const stock = useStock(brand);
  const toggle = useStockToggle(brand);
  const [filter, setFilter] = useState('');
  const search = useDeferredValue(filter.trim().toLowerCase());
  const searchId = useId();
  const items = (stock.data ?? []).filter((i) => !search || i.Title.toLowerCase().includes(search));
  const outCount = (stock.data ?? []).filter((i) => i.OutOfStock).length;

  return (
    <div className="office">
      <div className="office__head">
        <h1>Stock</h1>
        {stock.data ? (
          <p className="admin__muted">
            {outCount === 0 ? 'Everything is in stock.' : `${outCount} out of stock.`}
          </p>
        ) : null}
      </div>
      <div className="office__filter">
        <label htmlFor={searchId}>Find an item</label>
        <input
          id={searchId}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          autoComplete="off"
        />
      </div>
      {stock.isPending ? <p role="status">Loading stock…</p> : null}
      {stock.isError ? (
        <p role="alert" className="admin__error">
          {errorMessage(stock.error)}
        </p>
      ) : null}
      {toggle.isError ? (
        <p role="alert" className="admin__error">
          {errorMessage(toggle.error)}
        </p>
      ) : null}
      {stock.data && items.length === 0 ? <p className="admin__muted">No item matches.</p> : null}
      {byCategory(items).map(([category, list]) => (
        <section key={category} className="office__panel" aria-label={category}>
          <h2>{category}</h2>
          <ul className="stock__list">
            {list.map((item) => {
              const busy = toggle.isPending && toggle.variables && keyOf(toggle.variables) === keyOf(item);
              return (
                <li key={keyOf(item)} className={`stock__row${item.OutOfStock ? ' stock__row--out' : ''}`}>
                  <span className="stock__title">{item.Title}</span>
                  <span className="stock__count">{item.Stock} left</span>
                  {/* Marked out of stock by staff, or simply none left: customers cannot order either. */}
                  <span
                    className={`chip ${item.OutOfStock || item.Stock <= 0 ? 'chip--Cancelled' : 'chip--Ready'}`}
                  >
                    {item.OutOfStock ? 'Out of stock' : item.Stock <= 0 ? 'Sold out' : 'In stock'}
                  </span>
                  <button
                    type="button"
                    className={buttonClass(item.OutOfStock ? 'primary' : 'outline', 'stock__toggle')}
                    disabled={Boolean(busy)}
                    onClick={() => toggle.mutate({ ...item, OutOfStock: !item.OutOfStock })}
                  >
                    {item.OutOfStock ? 'Mark in stock' : 'Mark out of stock'}
                    <span className="visually-hidden"> for {item.Title}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
