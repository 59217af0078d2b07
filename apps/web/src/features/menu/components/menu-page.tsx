import { useSearchParams } from '../../../lib/router';
import { useCallback } from 'react';
import type { Category, Recipe } from '@storefront/contract/catalog';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { CatalogEmpty, CatalogNav, CatalogPage, CatalogSection } from '../../../components/ui/catalog-layout';
import { CategoryNav } from '../../../components/ui/category-nav';
import { PagedGrid } from '../../../components/ui/paged-grid';
import { QueryProblem } from '../../../components/ui/query-problem';
import { activeCategory } from '../../../lib/active-category';
import { errorMessage } from '../../../lib/error-message';
import { useRecipeCategories } from '../api/get-recipe-categories';
import { useRecipes } from '../api/get-recipes';
import { RecipeCard } from './recipe-card';

export interface MenuPageProps {
  brand: string;
  brandName: string;
  outOfStockLabel: string;
  banner: { desktop: string; mobile?: string } | null;
}

/** The menu: categories as a navigation, the chosen category's dishes as cards. */
export function MenuPage({ brand, brandName, outOfStockLabel, banner }: MenuPageProps) {
  const [searchParams] = useSearchParams();
  const categories = useRecipeCategories(brand);
  const active = categories.data ? activeCategory(categories.data, searchParams.get('catId')) : undefined;

  return (
    <CatalogPage
      banner={banner}
      title="Menu"
      lede={`Freshly prepared at ${brandName}. Pick a category to browse our dishes.`}
    >
      {categories.isPending ? (
        <CardGridSkeleton label="Loading the menu…" withNav />
      ) : categories.isError ? (
        <QueryProblem message={errorMessage(categories.error)} onRetry={() => void categories.refetch()} />
      ) : !active ? (
        <CatalogEmpty>There are no dishes to order online just now. Please check back soon.</CatalogEmpty>
      ) : (
        <>
          <CatalogNav>
            <CategoryNav categories={categories.data} activeId={active.CategoryId} label="Menu categories" />
          </CatalogNav>
          <CategoryDishes
            key={active.CategoryId}
            brand={brand}
            category={active}
            outOfStockLabel={outOfStockLabel}
          />
        </>
      )}
    </CatalogPage>
  );
}

interface CategoryDishesProps {
  brand: string;
  category: Category;
  outOfStockLabel: string;
}

function CategoryDishes({ brand, category, outOfStockLabel }: CategoryDishesProps) {
  const recipes = useRecipes(brand, category.CategoryId);
  const pages = recipes.data?.pages ?? [];
  const total = pages[0]?.Total ?? 0;
  const renderDish = useCallback(
    (recipe: Recipe, index: number) => (
      <RecipeCard recipe={recipe} outOfStockLabel={outOfStockLabel} eager={index < 3} />
    ),
    [outOfStockLabel],
  );

  return (
    <CatalogSection
      id={`category-${category.CategoryId}-heading`}
      title={category.CategoryTitle}
      count={recipes.isSuccess ? `${total} ${total === 1 ? 'dish' : 'dishes'}` : ''}
    >
      {recipes.isPending ? (
        <CardGridSkeleton label="Loading dishes…" />
      ) : recipes.isError ? (
        <QueryProblem message={errorMessage(recipes.error)} onRetry={() => void recipes.refetch()} />
      ) : total === 0 ? (
        <CatalogEmpty>No dishes in this category just now.</CatalogEmpty>
      ) : (
        <PagedGrid
          pages={pages}
          total={total}
          itemKey={recipeKey}
          renderItem={renderDish}
          hasMore={recipes.hasNextPage}
          loading={recipes.isFetchingNextPage}
          onLoadMore={() => void recipes.fetchNextPage()}
          moreLabel="Show more dishes"
          noun="dishes"
        />
      )}
    </CatalogSection>
  );
}

const recipeKey = (recipe: Recipe) => recipe.RecipeId;
