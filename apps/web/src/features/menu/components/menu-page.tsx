import { useSearchParams } from '../../../lib/router';
import { useCallback, useDeferredValue } from 'react';
import type { Category, Recipe } from '@storefront/contract/catalog';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { CatalogEmpty, CatalogNav, CatalogPage, CatalogSection } from '../../../components/ui/catalog-layout';
import { CategoryNav } from '../../../components/ui/category-nav';
import { PagedGrid } from '../../../components/ui/paged-grid';
import { QueryProblem } from '../../../components/ui/query-problem';
import { ServedHours } from '../../../components/ui/served-hours';
import { activeCategory } from '../../../lib/active-category';
import { errorMessage } from '../../../lib/error-message';
import { MenuClock, useAvailability } from '../../../lib/menu-clock';
import { useRecipeCategories } from '../api/get-recipe-categories';
import { useRecipes } from '../api/get-recipes';
import { firstItems, useCardsToRender } from '../../../lib/first-screen';
import { RecipeCard } from './recipe-card';
import { FoodFilterPanel } from '../../../components/food-info/food-filter-panel';
import { KcalStatement } from '../../../components/food-info/kcal-statement';
import { useFilteredPages } from '../../../lib/food-filter';

export interface MenuPageProps {
  brand: string;
  brandName: string;
  outOfStockLabel: string;
  banner: { desktop: string; mobile?: string } | null;
}

/**
 * The menu: categories as a navigation, the chosen category's dishes as cards. Categories that arrive after the
 * page is up (their dishes often already fetched beside them) are rendered from a deferred copy, in a
 * transition React renders in slices, not in the query's synchronous update; on the server and while
 * hydrating, the answer is at hand from the first render.
 */
export function MenuPage({ brand, brandName, outOfStockLabel, banner }: MenuPageProps) {
  const [searchParams] = useSearchParams();
  const categories = useRecipeCategories(brand);
  const shown = useDeferredValue(categories.data);
  const active = shown ? activeCategory(shown, searchParams.get('catId')) : undefined;

  return (
    <CatalogPage
      banner={banner}
      title="Menu"
      lede={`Freshly prepared at ${brandName}. Pick a category to browse our dishes.`}
    >
      {categories.isError ? (
        <QueryProblem message={errorMessage(categories.error)} onRetry={() => void categories.refetch()} />
      ) : !shown ? (
        <CardGridSkeleton label="Loading the menu…" withNav />
      ) : !active ? (
        <CatalogEmpty>There are no dishes to order online just now. Please check back soon.</CatalogEmpty>
      ) : (
        <>
          <CatalogNav>
            <CategoryNav categories={shown} activeId={active.CategoryId} label="Menu categories" />
          </CatalogNav>
          {/* Menu hours read the clock of the answers until the page is hydrated (lib/menu-clock.tsx). */}
          <MenuClock at={categories.dataUpdatedAt}>
            <CategoryDishes
              key={active.CategoryId}
              brand={brand}
              category={active}
              outOfStockLabel={outOfStockLabel}
            />
          </MenuClock>
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

/**
 * One category's dishes, page by page as the visitor scrolls. Rendered so that no one task holds them all:
 * mounted in the browser with nothing to hydrate, the first screen's dishes come first and the rest of the page
 * after (useCardsToRender; on the server and while hydrating, the whole first page at once, the same markup on
 * both); a page that arrives later is rendered from a deferred copy of the answer, in a transition React renders
 * in slices rather than in the query's synchronous update.
 */
function CategoryDishes({ brand, category, outOfStockLabel }: CategoryDishesProps) {
  const recipes = useRecipes(brand, category.CategoryId);
  const shown = useDeferredValue(recipes.data);
  const all = shown?.pages ?? NO_PAGES;
  const { pages, hidden } = useFilteredPages(brand, all);
  const loaded = pages.reduce((sum, page) => sum + page.Data.length, 0);
  const total = (all[0]?.Total ?? 0) - hidden;
  const limit = useCardsToRender();
  const cut = limit < loaded;
  const served = useAvailability(category.Hours);
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
      count={shown && !recipes.isError ? `${total} ${total === 1 ? 'dish' : 'dishes'}` : ''}
    >
      <ServedHours availability={served} withLabel />
      {recipes.isError ? (
        <QueryProblem message={errorMessage(recipes.error)} onRetry={() => void recipes.refetch()} />
      ) : !shown ? (
        <CardGridSkeleton label="Loading dishes…" />
      ) : (
        <FoodFilterPanel brand={brand} hidden={hidden} noun="dishes" />
      )}
      {recipes.isError || !shown ? null : total === 0 ? (
        <CatalogEmpty>
          {hidden > 0
            ? 'Your allergen and diet filter hides every dish in this category.'
            : 'No dishes in this category just now.'}
        </CatalogEmpty>
      ) : (
        <>
          <PagedGrid
            pages={cut ? firstItems(pages, limit) : pages}
            total={total}
            itemKey={recipeKey}
            renderItem={renderDish}
            hasMore={recipes.hasNextPage && !cut}
            // A page that has arrived counts as loading until its cards are on the page.
            loading={recipes.isFetchingNextPage || shown !== recipes.data}
            onLoadMore={() => void recipes.fetchNextPage()}
            moreLabel="Show more dishes"
            noun="dishes"
          />
          <KcalStatement items={pages} />
        </>
      )}
    </CatalogSection>
  );
}

const recipeKey = (recipe: Recipe) => recipe.RecipeId;
const NO_PAGES: readonly { Data: readonly Recipe[]; Total: number }[] = [];
