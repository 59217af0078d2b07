import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { MenuCategory, MenuItemSummary, MenuKind } from '@storefront/contract/menu';
import { buttonClass } from '../../components/ui/button';
import { FormNotice } from '../../components/ui/form';
import { errorMessage } from '../../lib/error-message';
import { useBrandInfo } from '../../lib/queries/brand-info';
import { useSearchParams } from '../../lib/router';
import { useMenu, useMenuItem } from '../api/menu';
import { CategoryPanel } from './menu-category-panel';
import { CategoryForm } from './menu-category-form';
import { MenuItemForm } from './menu-item-form';
import { linkedItem } from './menu-item-editor';
import { PRODUCT } from './menu-product-form';
import { RECIPE } from './menu-recipe-form';
import './menu-screen.css';

type View =
  | { screen: 'list' }
  | { screen: 'item'; kind: MenuKind; id?: number; categoryId: number }
  | { screen: 'category'; id?: number };

/**
 * Which view shows (an item's form opens straight from a link, `menu?edit=recipe-41`), the latest notice, and
 * going back to the list; back on the list, focus returns to its heading (the form it replaced is gone).
 */
function useMenuView() {
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<View>(() => {
    const linked = linkedItem(params.get('edit'));
    return linked ? { screen: 'item', ...linked, categoryId: 0 } : { screen: 'list' };
  });
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const back = (message: string | null = null) => {
    setNotice(message);
    setView({ screen: 'list' });
    // Left through the list, the linked form is not opened again by the address.
    if (params.has('edit')) setParams({}, { replace: true });
  };
  useEffect(() => {
    if (view.screen === 'list') heading.current?.focus();
  }, [view.screen]);
  return { view, setView, notice, setNotice, heading, back };
}

/**
 * The menu editor (owners): categories with their items, a form per item (details, flags, channels, extras
 * groups, menu-builder steps) and per category. Every save is checked by the server as the brand import checks
 * a file, is logged, and reaches the storefront at once.
 */
export function MenuScreen({ brand }: { brand: string }) {
  const menu = useMenu(brand);
  const { view, setView, notice, setNotice, heading, back } = useMenuView();
  const [selected, setSelected] = useState<number | undefined>(undefined);

  const categories = menu.data?.Categories ?? [];
  const current = categories.find((c) => c.CategoryId === selected) ?? categories[0];

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
  if (view.screen === 'category')
    return (
      <div className="office menu">
        <CategoryForm
          brand={brand}
          category={categories.find((c) => c.CategoryId === view.id)}
          defaultKind={current?.Kind ?? 'Recipe'}
          onSaved={(saved) => {
            setSelected(saved.CategoryId);
            back(`${saved.CategoryTitle} saved.`);
          }}
          onClose={() => back()}
        />
      </div>
    );

  return (
    <MenuList
      menu={menu.data}
      current={current}
      notice={notice}
      headingRef={heading}
      onSelect={(categoryId) => {
        setNotice(null);
        setSelected(categoryId);
      }}
      onView={setView}
      panel={
        current ? (
          <CurrentCategory
            brand={brand}
            menu={menu.data}
            category={current}
            onView={setView}
            onNotice={setNotice}
          />
        ) : null
      }
    />
  );
}

/** The menu's list view: its heading, the latest notice, the categories and the chosen category's panel. */
function MenuList({
  menu,
  current,
  notice,
  headingRef,
  onSelect,
  onView,
  panel,
}: {
  menu: { Categories: MenuCategory[]; Items: MenuItemSummary[] };
  current: MenuCategory | undefined;
  notice: string | null;
  /** Focus comes back here when a form closes. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSelect: (categoryId: number) => void;
  onView: (view: View) => void;
  panel: ReactNode;
}) {
  const categories = menu.Categories;
  return (
    <div className="office menu">
      <div className="office__head menu__head">
        <div>
          <h1 ref={headingRef} tabIndex={-1}>
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
          onClick={() => onView({ screen: 'category' })}
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
              {categories.map((c) => (
                <li key={c.CategoryId}>
                  <button
                    type="button"
                    className="menu__category"
                    aria-current={c.CategoryId === current?.CategoryId ? 'true' : undefined}
                    onClick={() => onSelect(c.CategoryId)}
                  >
                    <span>{c.CategoryTitle}</span>
                    <span className="menu__count">
                      {menu.Items.filter((i) => i.Kind === c.Kind && i.CategoryId === c.CategoryId).length}
                      {c.Status ? '' : ' · hidden'}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {panel}
        </div>
      )}
    </div>
  );
}

/** The chosen category's panel, its items, and the editor views its buttons open. */
function CurrentCategory({
  brand,
  menu,
  category,
  onView,
  onNotice,
}: {
  brand: string;
  menu: { Items: MenuItemSummary[] };
  category: MenuCategory;
  onView: (view: View) => void;
  onNotice: (message: string | null) => void;
}) {
  return (
    <CategoryPanel
      brand={brand}
      category={category}
      items={menu.Items.filter((i) => i.Kind === category.Kind && i.CategoryId === category.CategoryId)}
      onEdit={(item) =>
        onView({ screen: 'item', kind: item.Kind, id: item.ItemId, categoryId: item.CategoryId })
      }
      onAdd={() => onView({ screen: 'item', kind: category.Kind, categoryId: category.CategoryId })}
      onEditCategory={() => onView({ screen: 'category', id: category.CategoryId })}
      onNotice={onNotice}
    />
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
  // The brand's own dietary labels, offered beside the five built in (its configuration is loaded already).
  const dietaryLabels = useBrandInfo(brand).data?.DietaryLabels ?? [];
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
      dietaryLabels={dietaryLabels}
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
      dietaryLabels={dietaryLabels}
    />
  );
}
