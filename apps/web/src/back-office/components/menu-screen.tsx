import { useEffect, useRef, useState } from 'react';
import type { MenuCategory, MenuItemSummary, MenuKind } from '@storefront/contract/menu';
import { describeMenuHours } from '@storefront/domain/menu-hours';
import { buttonClass } from '../../components/ui/button';
import { FormNotice } from '../../components/ui/form';
import { errorMessage } from '../../lib/error-message';
import { useMenu, useMenuItem, useRemoveCategory, useRemoveItem } from '../api/menu';
import { CategoryForm } from './menu-category-form';
import { MenuItemForm } from './menu-item-form';
import { PRODUCT } from './menu-product-form';
import { RECIPE } from './menu-recipe-form';
import './menu-screen.css';

type View =
  | { screen: 'list' }
  | { screen: 'item'; kind: MenuKind; id?: number; categoryId: number }
  | { screen: 'category'; id?: number };

const money = (pounds: number) => `£${pounds.toFixed(2)}`;

/**
 * The menu editor (owners): categories with their items, a form per item (details, flags, channels, extras
 * groups, menu-builder steps) and per category. Every save is checked by the server as the brand import checks
 * a file, is logged, and reaches the storefront at once.
 */
export function MenuScreen({ brand }: { brand: string }) {
  const menu = useMenu(brand);
  const [view, setView] = useState<View>({ screen: 'list' });
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const categories = menu.data?.Categories ?? [];
  const current = categories.find((c) => c.CategoryId === selected) ?? categories[0];
  const back = (message: string | null = null) => {
    setNotice(message);
    setView({ screen: 'list' });
  };
  // Back on the list, focus returns to its heading (the form it replaced is gone).
  useEffect(() => {
    if (view.screen === 'list') heading.current?.focus();
  }, [view.screen]);

  if (menu.isPending) return <p role="status">Loading the menu…</p>;
  if (menu.isError)
    return (
      <p role="alert" className="admin__error">
        {errorMessage(menu.error)}
      </p>
    );

  if (view.screen === 'item')
    return (
      <div className="office menu">
        <ItemEditor
          brand={brand}
          view={view}
          categories={categories}
          onClose={() => back()}
          onAdded={(title) => back(`${title} added.`)}
        />
      </div>
    );
  if (view.screen === 'category') {
    const category = categories.find((c) => c.CategoryId === view.id);
    return (
      <div className="office menu">
        <CategoryForm
          brand={brand}
          category={category}
          defaultKind={current?.Kind ?? 'Recipe'}
          onSaved={(saved) => {
            setSelected(saved.CategoryId);
            back(`${saved.CategoryTitle} saved.`);
          }}
          onClose={() => back()}
        />
      </div>
    );
  }

  return (
    <div className="office menu">
      <div className="office__head menu__head">
        <div>
          <h1 ref={heading} tabIndex={-1}>
            Menu
          </h1>
          <p className="admin__muted">
            Edit dishes, products, their extras and the categories they sit in. Changes show on the storefront
            at once.
          </p>
        </div>
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => setView({ screen: 'category' })}
        >
          Add category
        </button>
      </div>
      {notice ? <FormNotice>{notice}</FormNotice> : null}
      {categories.length === 0 ? (
        <p className="admin__muted">This brand has no categories yet. Add one to start the menu.</p>
      ) : (
        <div className="menu__layout">
          <nav aria-label="Categories" className="menu__categories">
            <ul>
              {categories.map((c) => {
                const count = menu.data.Items.filter(
                  (i) => i.Kind === c.Kind && i.CategoryId === c.CategoryId,
                ).length;
                return (
                  <li key={c.CategoryId}>
                    <button
                      type="button"
                      className="menu__category"
                      aria-current={c.CategoryId === current?.CategoryId ? 'true' : undefined}
                      onClick={() => {
                        setNotice(null);
                        setSelected(c.CategoryId);
                      }}
                    >
                      <span>{c.CategoryTitle}</span>
                      <span className="menu__count">
                        {count}
                        {c.Status ? '' : ' · hidden'}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          {current ? (
            <CategoryPanel
              brand={brand}
              category={current}
              items={menu.data.Items.filter(
                (i) => i.Kind === current.Kind && i.CategoryId === current.CategoryId,
              )}
              onEdit={(item) =>
                setView({ screen: 'item', kind: item.Kind, id: item.ItemId, categoryId: item.CategoryId })
              }
              onAdd={() => setView({ screen: 'item', kind: current.Kind, categoryId: current.CategoryId })}
              onEditCategory={() => setView({ screen: 'category', id: current.CategoryId })}
              onNotice={setNotice}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}

function CategoryPanel({
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
  const remove = useRemoveItem(brand);
  const removeCategory = useRemoveCategory(brand);
  const [confirming, setConfirming] = useState<string | null>(null);
  const noun = category.Kind === 'Recipe' ? 'dish' : 'product';
  const sub = (id: number | null) =>
    category.Subcategories.find((s) => s.SubcategoryId === id)?.SubcategoryTitle;
  const error = remove.error ?? removeCategory.error;

  return (
    <section className="office__panel menu__panel" aria-labelledby="menu-category-title">
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
          {items.length === 0 ? (
            <button
              type="button"
              className={buttonClass('outline')}
              disabled={removeCategory.isPending}
              onClick={() =>
                removeCategory.mutate(category.CategoryId, {
                  onSuccess: () => onNotice(`${category.CategoryTitle} removed.`),
                })
              }
            >
              Remove category
            </button>
          ) : null}
        </div>
      </div>
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
              <li key={key} className={`menu__item${item.Hidden ? ' menu__item--hidden' : ''}`}>
                <span className="menu__item-title">
                  {item.Title}
                  {sub(item.SubcategoryId) ? (
                    <span className="menu__item-sub"> · {sub(item.SubcategoryId)}</span>
                  ) : null}
                </span>
                <span className="menu__item-price">{money(item.Price)}</span>
                <span className="menu__item-chips">
                  {item.Hidden ? <span className="chip chip--Cancelled">Hidden</span> : null}
                  {item.OutOfStock ? <span className="chip chip--Cancelled">Out of stock</span> : null}
                </span>
                <span className="menu__item-actions">
                  <button type="button" className={buttonClass('outline')} onClick={() => onEdit(item)}>
                    Edit<span className="visually-hidden"> {item.Title}</span>
                  </button>
                  {confirming === key ? (
                    <>
                      <button
                        type="button"
                        className={buttonClass('primary')}
                        disabled={remove.isPending}
                        onClick={() =>
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
                          )
                        }
                      >
                        Confirm remove<span className="visually-hidden"> {item.Title}</span>
                      </button>
                      <button
                        type="button"
                        className={buttonClass('outline')}
                        onClick={() => setConfirming(null)}
                      >
                        Keep
                      </button>
                    </>
                  ) : item.Hidden ? null : (
                    <button
                      type="button"
                      className={buttonClass('outline')}
                      onClick={() => setConfirming(key)}
                    >
                      Remove<span className="visually-hidden"> {item.Title}</span>
                    </button>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Loads the stored item (never an older copy), then shows its form; a new item starts empty. */
function ItemEditor({
  brand,
  view,
  categories,
  onClose,
  onAdded,
}: {
  brand: string;
  view: Extract<View, { screen: 'item' }>;
  categories: MenuCategory[];
  onClose: () => void;
  /** A new item was added: the list shows it (a second save must not add it again). */
  onAdded: (title: string) => void;
}) {
  const added = view.id === undefined;
  const recipe = useMenuItem(brand, 'Recipe', view.kind === 'Recipe' ? view.id : undefined);
  const product = useMenuItem(brand, 'Product', view.kind === 'Product' ? view.id : undefined);
  const query = view.kind === 'Recipe' ? recipe : product;
  if (view.id !== undefined && query.isPending) return <p role="status">Loading…</p>;
  if (query.isError)
    return (
      <p role="alert" className="admin__error">
        {errorMessage(query.error)}
      </p>
    );
  return view.kind === 'Recipe' ? (
    <MenuItemForm
      kind={RECIPE}
      key={view.id ?? 'new'}
      brand={brand}
      categories={categories}
      item={recipe.data}
      categoryId={view.categoryId}
      onSaved={(saved) => added && onAdded(saved.RecipeTitle)}
      onClose={onClose}
    />
  ) : (
    <MenuItemForm
      kind={PRODUCT}
      key={view.id ?? 'new'}
      brand={brand}
      categories={categories}
      item={product.data}
      categoryId={view.categoryId}
      onSaved={(saved) => added && onAdded(saved.ProductTitle)}
      onClose={onClose}
    />
  );
}
