import { useDeferredValue } from 'react';
import { Link } from '../../../lib/router';
import type { Category } from '@storefront/contract/catalog';
import { buttonClass } from '../../../components/ui/button';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { CatalogNav, CatalogPage } from '../../../components/ui/catalog-layout';
import { CategoryNav } from '../../../components/ui/category-nav';
import { QueryProblem } from '../../../components/ui/query-problem';
import { errorMessage } from '../../../lib/error-message';
import { categoryProductsPath } from '../../../lib/item-links';
import { MenuClock } from '../../../lib/menu-clock';
import { brandPath } from '../../../lib/links';
import { useItemTitle } from '../../../lib/document-title';
import { useBrandInfo } from '../../../lib/queries/brand-info';
import { useCategoryCounters } from '../api/get-category-counters';
import { useProductCategories } from '../api/get-product-categories';
import { CategoryProducts } from './store-page';
import './category-products-page.css';

export interface CategoryProductsPageProps {
  brand: string;
  brandId: number;
  /** The `catID` of the address; NaN when it is not a number. */
  categoryId: number;
  /** `?subId=` narrows the list to one subcategory. */
  subcategoryId: number | undefined;
  itemNoun: { one: string; many: string };
  banner: { desktop: string; mobile?: string } | null;
  /** The shop page and its name, for the way on when the category is not there. */
  shop: { label: string; route: string };
}

/**
 * One product category's own page (spec §2 `category-products/{catID}`): the category navigation with counts,
 * the category's subcategories as filters, and its products page by page.
 */
export function CategoryProductsPage({
  brand,
  brandId,
  categoryId,
  subcategoryId,
  itemNoun,
  banner,
  shop,
}: CategoryProductsPageProps) {
  const categories = useProductCategories(brand);
  const counts = useCategoryCounters(brandId);
  // As on the shop: categories that arrive later render in a transition, in slices (store-page.tsx).
  const shown = useDeferredValue(categories.data);
  const category = shown?.find((c) => c.CategoryId === categoryId);
  const subcategories = category?.Subcategories.filter((s) => s.Status) ?? [];
  const subcategory = subcategories.find((s) => s.SubcategoryId === subcategoryId);
  const countOf = (id: number) => counts.data?.categories.get(id);
  useItemTitle(useBrandInfo(brand).data?.BrandData.BrandName, category?.CategoryTitle);

  return (
    <CatalogPage
      banner={banner}
      title={category?.CategoryTitle ?? 'Products'}
      lede={category ? ledeFor(countOf(category.CategoryId), itemNoun) : undefined}
    >
      {categories.isError ? (
        <QueryProblem message={errorMessage(categories.error)} onRetry={() => void categories.refetch()} />
      ) : !shown ? (
        <CardGridSkeleton label={`Loading ${itemNoun.many}…`} withNav />
      ) : !category ? (
        <div className="catalog__empty category-products__missing">
          <p>This category is not available just now.</p>
          <Link className={buttonClass('primary')} to={brandPath(brand, shop.route)}>
            {shop.label}
          </Link>
        </div>
      ) : (
        <>
          <CatalogNav>
            <CategoryNav
              categories={shown}
              activeId={category.CategoryId}
              label="Product categories"
              counts={counts.data?.categories}
              hrefFor={(id) => categoryProductsPath(brand, id)}
            />
          </CatalogNav>
          <MenuClock at={categories.dataUpdatedAt}>
            <div className="category-products">
              {subcategories.length > 0 ? (
                <SubcategoryFilter
                  brand={brand}
                  category={category}
                  subcategories={subcategories}
                  activeId={subcategory?.SubcategoryId}
                  counts={counts.data?.subcategories}
                  total={countOf(category.CategoryId)}
                />
              ) : null}
              <CategoryProducts
                key={`${category.CategoryId}:${subcategory?.SubcategoryId ?? ''}`}
                brand={brand}
                category={
                  subcategory ? { ...category, CategoryTitle: subcategory.SubcategoryTitle } : category
                }
                subcategoryId={subcategory?.SubcategoryId}
                itemNoun={itemNoun}
              />
            </div>
          </MenuClock>
        </>
      )}
    </CatalogPage>
  );
}

function ledeFor(count: number | undefined, noun: { one: string; many: string }): string | undefined {
  if (count === undefined) return undefined;
  return `${count} ${count === 1 ? noun.one : noun.many} to choose from`;
}

interface SubcategoryFilterProps {
  brand: string;
  category: Category;
  subcategories: Category['Subcategories'];
  activeId: number | undefined;
  counts: ReadonlyMap<number, number> | undefined;
  total: number | undefined;
}

/** 'All' and each subcategory, as links (`?subId=`), with their counts. */
function SubcategoryFilter({
  brand,
  category,
  subcategories,
  activeId,
  counts,
  total,
}: SubcategoryFilterProps) {
  const chips = [
    { id: undefined, title: 'All', count: total },
    ...subcategories.map((s) => ({
      id: s.SubcategoryId,
      title: s.SubcategoryTitle,
      count: counts?.get(s.SubcategoryId),
    })),
  ];
  return (
    <nav className="subcategory-filter" aria-label={`${category.CategoryTitle} subcategories`}>
      <ul className="subcategory-filter__list">
        {chips.map((chip) => {
          const active = chip.id === activeId;
          return (
            <li key={chip.id ?? 'all'}>
              <Link
                className={
                  active
                    ? 'subcategory-filter__link subcategory-filter__link--active'
                    : 'subcategory-filter__link'
                }
                to={categoryProductsPath(brand, category.CategoryId, chip.id)}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
                replace
              >
                {chip.title}
                {chip.count !== undefined ? (
                  <span className="subcategory-filter__count">
                    {chip.count}
                    <span className="visually-hidden"> {chip.count === 1 ? 'item' : 'items'}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
