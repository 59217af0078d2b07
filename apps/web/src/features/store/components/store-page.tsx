import { useDeferredValue, type ReactNode } from 'react';
import { useSearchParams } from '../../../lib/router';
import type { Category, Product } from '@storefront/contract/catalog';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { CatalogEmpty, CatalogNav, CatalogPage, CatalogSection } from '../../../components/ui/catalog-layout';
import { CategoryNav } from '../../../components/ui/category-nav';
import { PagedGrid } from '../../../components/ui/paged-grid';
import { QueryProblem } from '../../../components/ui/query-problem';
import { ServedHours } from '../../../components/ui/served-hours';
import { activeCategory } from '../../../lib/active-category';
import { errorMessage } from '../../../lib/error-message';
import { MenuClock, useAvailability } from '../../../lib/menu-clock';
import { useCategoryCounters } from '../api/get-category-counters';
import { useProductCategories } from '../api/get-product-categories';
import { useProducts } from '../api/get-products';
import { firstItems, useCardsToRender } from '../../../lib/first-screen';
import { ProductCard } from './product-card';
import { FoodFilterPanel } from '../../../components/food-info/food-filter-panel';
import { KcalStatement } from '../../../components/food-info/kcal-statement';
import { useFilteredPages } from '../../../lib/food-filter';

export interface StorePageProps {
  brand: string;
  title: string;
  lede?: string;
  /** What one item is called on this brand: 'product', 'car'. */
  itemNoun: { one: string; many: string };
  banner: { desktop: string; mobile?: string } | null;
  /** The brand's id, for the category counts (spec §7 getCategoriesProductCounters). */
  brandId?: number;
  /** Above the products: what the app tells the visitor before the basket (the distributor notice). */
  notice?: ReactNode;
}

/**
 * The shop: product categories as a navigation (`?catId=` selects one), the category's products as cards.
 * Categories that arrive after the page is up (their products often already fetched beside them) are rendered
 * from a deferred copy, in a transition React renders in slices, not in the query's synchronous update; on the
 * server and while hydrating, the answer is at hand from the first render.
 */
export function StorePage({ brand, title, lede, itemNoun, banner, brandId, notice }: StorePageProps) {
  const [searchParams] = useSearchParams();
  const categories = useProductCategories(brand);
  const counts = useCategoryCounters(brandId);
  const shown = useDeferredValue(categories.data);
  const active = shown ? activeCategory(shown, searchParams.get('catId')) : undefined;

  return (
    <CatalogPage banner={banner} title={title} lede={lede} notice={notice}>
      {categories.isError ? (
        <QueryProblem message={errorMessage(categories.error)} onRetry={() => void categories.refetch()} />
      ) : !shown ? (
        <CardGridSkeleton label={`Loading ${itemNoun.many}…`} withNav />
      ) : !active ? (
        <CatalogEmpty>There is nothing to order online just now. Please check back soon.</CatalogEmpty>
      ) : (
        <>
          <CatalogNav>
            <CategoryNav
              categories={shown}
              activeId={active.CategoryId}
              label="Shop categories"
              counts={counts.data?.categories}
            />
          </CatalogNav>
          {/* Menu hours read the clock of the answers until the page is hydrated (lib/menu-clock.tsx). */}
          <MenuClock at={categories.dataUpdatedAt}>
            <CategoryProducts key={active.CategoryId} brand={brand} category={active} itemNoun={itemNoun} />
          </MenuClock>
        </>
      )}
    </CatalogPage>
  );
}

interface CategoryProductsProps {
  brand: string;
  category: Category;
  itemNoun: { one: string; many: string };
  /** Narrows the list to one subcategory (the category-products page). */
  subcategoryId?: number;
}

/**
 * One category's products as cards, loaded page by page as the visitor scrolls (also on category-products).
 * Rendered so that no one task holds them all: mounted in the browser with nothing to hydrate, the first
 * screen's cards come first and the rest of the page after (useCardsToRender; on the server and while hydrating,
 * the whole first page at once, the same markup on both); a page that arrives later is rendered from a deferred
 * copy of the answer, in a transition React renders in slices rather than in the query's synchronous update.
 */
export function CategoryProducts({ brand, category, itemNoun, subcategoryId }: CategoryProductsProps) {
  const products = useProducts(brand, category.CategoryId, subcategoryId);
  const shown = useDeferredValue(products.data);
  const all = shown?.pages ?? NO_PAGES;
  const { pages, hidden, offered } = useFilteredPages(brand, all);
  const total = (all[0]?.Total ?? 0) - hidden;
  const limit = useCardsToRender();
  const loaded = pages.reduce((sum, page) => sum + page.Data.length, 0);
  const cut = limit < loaded;
  const served = useAvailability(category.Hours);

  return (
    <CatalogSection
      id={`category-${category.CategoryId}-heading`}
      title={category.CategoryTitle}
      count={shown && !products.isError ? `${total} ${total === 1 ? itemNoun.one : itemNoun.many}` : ''}
    >
      <ServedHours availability={served} withLabel />
      {products.isError ? (
        <QueryProblem message={errorMessage(products.error)} onRetry={() => void products.refetch()} />
      ) : !shown ? (
        <CardGridSkeleton label={`Loading ${itemNoun.many}…`} />
      ) : offered ? (
        <FoodFilterPanel brand={brand} hidden={hidden} noun={itemNoun.many} />
      ) : null}
      {products.isError || !shown ? null : total === 0 ? (
        <CatalogEmpty>
          {hidden > 0
            ? 'Your allergen and diet filter hides everything in this category.'
            : 'Nothing in this category just now.'}
        </CatalogEmpty>
      ) : (
        <>
          <PagedGrid
            pages={cut ? firstItems(pages, limit) : pages}
            total={total}
            itemKey={productKey}
            renderItem={renderProduct}
            hasMore={products.hasNextPage && !cut}
            // Until its cards are on the page, a page that has arrived still counts as loading: the next one is
            // asked for once the visitor is near the end of what shows.
            loading={products.isFetchingNextPage || shown !== products.data}
            onLoadMore={() => void products.fetchNextPage()}
            moreLabel={`Show more ${itemNoun.many}`}
            noun={itemNoun.many}
          />
          <KcalStatement items={pages} />
        </>
      )}
    </CatalogSection>
  );
}

const NO_PAGES: readonly { Data: readonly Product[]; Total: number }[] = [];

const productKey = (product: Product) => product.ProductId;
const renderProduct = (product: Product, index: number) => (
  <ProductCard product={product} eager={index < 3} />
);
