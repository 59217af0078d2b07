import { useSearchParams } from '../../../lib/router';
import type { Category, Product } from '@storefront/contract/catalog';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { CatalogEmpty, CatalogNav, CatalogPage, CatalogSection } from '../../../components/ui/catalog-layout';
import { CategoryNav } from '../../../components/ui/category-nav';
import { PagedGrid } from '../../../components/ui/paged-grid';
import { QueryProblem } from '../../../components/ui/query-problem';
import { activeCategory } from '../../../lib/active-category';
import { errorMessage } from '../../../lib/error-message';
import { useCategoryCounters } from '../api/get-category-counters';
import { useProductCategories } from '../api/get-product-categories';
import { useProducts } from '../api/get-products';
import { ProductCard } from './product-card';

export interface StorePageProps {
  brand: string;
  title: string;
  lede?: string;
  /** What one item is called on this brand: 'product', 'car'. */
  itemNoun: { one: string; many: string };
  banner: { desktop: string; mobile?: string } | null;
  /** The brand's id, for the category counts (spec §7 getCategoriesProductCounters). */
  brandId?: number;
}

/** The shop: product categories as a navigation (`?catId=` selects one), the category's products as cards. */
export function StorePage({ brand, title, lede, itemNoun, banner, brandId }: StorePageProps) {
  const [searchParams] = useSearchParams();
  const categories = useProductCategories(brand);
  const counts = useCategoryCounters(brandId);
  const active = categories.data ? activeCategory(categories.data, searchParams.get('catId')) : undefined;

  return (
    <CatalogPage banner={banner} title={title} lede={lede}>
      {categories.isPending ? (
        <CardGridSkeleton label={`Loading ${itemNoun.many}…`} withNav />
      ) : categories.isError ? (
        <QueryProblem message={errorMessage(categories.error)} onRetry={() => void categories.refetch()} />
      ) : !active ? (
        <CatalogEmpty>There is nothing to order online just now. Please check back soon.</CatalogEmpty>
      ) : (
        <>
          <CatalogNav>
            <CategoryNav
              categories={categories.data}
              activeId={active.CategoryId}
              label="Shop categories"
              counts={counts.data?.categories}
            />
          </CatalogNav>
          <CategoryProducts key={active.CategoryId} brand={brand} category={active} itemNoun={itemNoun} />
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

/** One category's products as cards, loaded page by page as the visitor scrolls (also on category-products). */
export function CategoryProducts({ brand, category, itemNoun, subcategoryId }: CategoryProductsProps) {
  const products = useProducts(brand, category.CategoryId, subcategoryId);
  const pages = products.data?.pages ?? [];
  const total = pages[0]?.Total ?? 0;

  return (
    <CatalogSection
      id={`category-${category.CategoryId}-heading`}
      title={category.CategoryTitle}
      count={products.isSuccess ? `${total} ${total === 1 ? itemNoun.one : itemNoun.many}` : ''}
    >
      {products.isPending ? (
        <CardGridSkeleton label={`Loading ${itemNoun.many}…`} />
      ) : products.isError ? (
        <QueryProblem message={errorMessage(products.error)} onRetry={() => void products.refetch()} />
      ) : total === 0 ? (
        <CatalogEmpty>Nothing in this category just now.</CatalogEmpty>
      ) : (
        <PagedGrid
          pages={pages}
          total={total}
          itemKey={productKey}
          renderItem={renderProduct}
          hasMore={products.hasNextPage}
          loading={products.isFetchingNextPage}
          onLoadMore={() => void products.fetchNextPage()}
          moreLabel={`Show more ${itemNoun.many}`}
          noun={itemNoun.many}
        />
      )}
    </CatalogSection>
  );
}

const productKey = (product: Product) => product.ProductId;
const renderProduct = (product: Product, index: number) => (
  <ProductCard product={product} eager={index < 3} />
);
