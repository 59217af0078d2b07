import { useState } from 'react';
import type { MenuCategory, MenuItemSummary } from '@storefront/contract/menu';
import { describeMenuHours } from '@storefront/domain/menu-hours';
import { buttonClass } from '../../components/ui/button';
import { errorMessage } from '../../lib/error-message';
import { useRemoveCategory, useRemoveItem } from '../api/menu';

const money = (pounds: number) => `£${pounds.toFixed(2)}`;

/**
 * Removing the category's items (after Confirm) and the category itself. An item that orders name is hidden
 * rather than removed, and the owner is told which happened.
 */
function useRemovals(brand: string, category: MenuCategory, onNotice: (message: string | null) => void) {
  const remove = useRemoveItem(brand);
  const removeCategory = useRemoveCategory(brand);
  /** The item whose Remove was pressed (`Kind:ItemId`), waiting for Confirm or Keep. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const removeItem = (item: MenuItemSummary) =>
    remove.mutate(
      { kind: item.Kind, id: item.ItemId },
      {
        onSuccess: (outcome) => {
          setConfirming(null);
          onNotice(
            outcome === 'Hidden'
              ? `${item.Title} is hidden: orders name it, so it is kept.`
              : `${item.Title} removed.`,
          );
        },
      },
    );
  return {
    confirming,
    setConfirming,
    removing: remove.isPending,
    removeItem,
    removingCategory: removeCategory.isPending,
    removeCategory: () =>
      removeCategory.mutate(category.CategoryId, {
        onSuccess: () => onNotice(`${category.CategoryTitle} removed.`),
      }),
    error: remove.error ?? removeCategory.error,
  };
}

/** One category of the menu editor: its items, each to edit or remove, and the category's own actions. */
export function CategoryPanel({
  brand,
  category,
  items,
  onEdit,
  onAdd,
  onEditCategory,
  onNotice,
}: {
  brand: string;
  category: MenuCategory;
  items: MenuItemSummary[];
  onEdit: (item: MenuItemSummary) => void;
  onAdd: () => void;
  onEditCategory: () => void;
  onNotice: (message: string | null) => void;
}) {
  const { confirming, setConfirming, removing, removeItem, removingCategory, removeCategory, error } =
    useRemovals(brand, category, onNotice);
  const noun = category.Kind === 'Recipe' ? 'dish' : 'product';
  const sub = (id: number | null) =>
    category.Subcategories.find((s) => s.SubcategoryId === id)?.SubcategoryTitle;

  return (
    <section className="office__panel menu__panel" aria-labelledby="menu-category-title">
      <CategoryPanelHead
        category={category}
        noun={noun}
        empty={items.length === 0}
        removing={removingCategory}
        onAdd={onAdd}
        onEditCategory={onEditCategory}
        onRemove={removeCategory}
      />
      {error ? (
        <p role="alert" className="admin__error">
          {errorMessage(error)}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="admin__muted">No {noun === 'dish' ? 'dishes' : 'products'} in this category yet.</p>
      ) : (
        <ul className="menu__items">
          {items.map((item) => {
            const key = `${item.Kind}:${item.ItemId}`;
            return (
              <MenuItemRow
                key={key}
                item={item}
                subcategory={sub(item.SubcategoryId)}
                confirming={confirming === key}
                removing={removing}
                onEdit={() => onEdit(item)}
                onConfirm={(asking) => setConfirming(asking ? key : null)}
                onRemove={() => removeItem(item)}
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The category's title, whether it is hidden, when it is served, and its buttons. */
function CategoryPanelHead({
  category,
  noun,
  empty,
  removing,
  onAdd,
  onEditCategory,
  onRemove,
}: {
  category: MenuCategory;
  noun: string;
  /** Only an empty category may be removed. */
  empty: boolean;
  removing: boolean;
  onAdd: () => void;
  onEditCategory: () => void;
  onRemove: () => void;
}) {
  return (
    <div className="menu__panel-head">
      <h2 id="menu-category-title">
        {category.CategoryTitle}
        {category.Status ? null : <span className="chip chip--Cancelled menu__chip">Hidden</span>}
      </h2>
      {category.Hours?.length ? (
        <p className="menu__hours">Served {describeMenuHours(category.Hours)}</p>
      ) : null}
      <div className="menu__panel-actions">
        <button type="button" className={buttonClass('primary')} onClick={onAdd}>
          Add {noun}
        </button>
        <button type="button" className={buttonClass('outline')} onClick={onEditCategory}>
          Edit category
        </button>
        {empty ? (
          <button type="button" className={buttonClass('outline')} disabled={removing} onClick={onRemove}>
            Remove category
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** An item's title, price and flags, with Edit and a Remove that asks to be confirmed. */
function MenuItemRow({
  item,
  subcategory,
  confirming,
  removing,
  onEdit,
  onConfirm,
  onRemove,
}: {
  item: MenuItemSummary;
  subcategory: string | undefined;
  /** Remove was pressed: Confirm and Keep replace it. */
  confirming: boolean;
  removing: boolean;
  onEdit: () => void;
  onConfirm: (asking: boolean) => void;
  onRemove: () => void;
}) {
  return (
    <li className={`menu__item${item.Hidden ? ' menu__item--hidden' : ''}`}>
      <span className="menu__item-title">
        {item.Title}
        {subcategory ? <span className="menu__item-sub"> · {subcategory}</span> : null}
      </span>
      <span className="menu__item-price">{money(item.Price)}</span>
      <span className="menu__item-chips">
        {item.Hidden ? <span className="chip chip--Cancelled">Hidden</span> : null}
        {item.OutOfStock ? <span className="chip chip--Cancelled">Out of stock</span> : null}
      </span>
      <span className="menu__item-actions">
        <button type="button" className={buttonClass('outline')} onClick={onEdit}>
          Edit<span className="visually-hidden"> {item.Title}</span>
        </button>
        {confirming ? (
          <>
            <button type="button" className={buttonClass('primary')} disabled={removing} onClick={onRemove}>
              Confirm remove<span className="visually-hidden"> {item.Title}</span>
            </button>
            <button type="button" className={buttonClass('outline')} onClick={() => onConfirm(false)}>
              Keep
            </button>
          </>
        ) : item.Hidden ? null : (
          <button type="button" className={buttonClass('outline')} onClick={() => onConfirm(true)}>
            Remove<span className="visually-hidden"> {item.Title}</span>
          </button>
        )}
      </span>
    </li>
  );
}
