import { useSearchParams } from 'react-router';
import type { Category } from '@storefront/contract/catalog';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import {
  CatalogEmpty,
  CatalogGrid,
  CatalogNav,
  CatalogPage,
  CatalogSection,
  ShowMore,
} from '../../../components/ui/catalog-layout';
import { CategoryNav } from '../../../components/ui/category-nav';
import { QueryProblem } from '../../../components/ui/query-problem';
import { activeCategory } from '../../../lib/active-category';
import { errorMessage } from '../../../lib/error-message';
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
}

/** The shop: product categories as a navigation (`?catId=` selects one), the category's products as cards. */
export function StorePage({ brand, title, lede, itemNoun, banner }: StorePageProps) {
  const [searchParams] = useSearchParams();
  const categories = useProductCategories(brand);
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
            <CategoryNav categories={categories.data} activeId={active.CategoryId} label="Shop categories" />
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
}

function CategoryProducts({ brand, category, itemNoun }: CategoryProductsProps) {
  const products = useProducts(brand, category.CategoryId);
  const items = products.data?.pages.flatMap((page) => page.Data) ?? [];
  const total = products.data?.pages[0]?.Total ?? 0;

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
      ) : items.length === 0 ? (
        <CatalogEmpty>Nothing in this category just now.</CatalogEmpty>
      ) : (
        <>
          <CatalogGrid>
            {items.map((product, index) => (
              <li key={product.ProductId}>
                <ProductCard product={product} eager={index < 3} />
              </li>
            ))}
          </CatalogGrid>
          {products.hasNextPage ? (
            <ShowMore
              label={`Show more ${itemNoun.many}`}
              loading={products.isFetchingNextPage}
              onClick={() => void products.fetchNextPage()}
            />
          ) : null}
        </>
      )}
    </CatalogSection>
  );
}
