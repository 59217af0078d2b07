import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
import type { Product, Recipe } from '@storefront/contract/catalog';
import { buttonClass } from '../../../components/ui/button';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { CatalogGrid, CatalogPage, CatalogSection } from '../../../components/ui/catalog-layout';
import { QueryProblem } from '../../../components/ui/query-problem';
import { errorMessage } from '../../../lib/error-message';
import { brandPath } from '../../../lib/links';
import { useQuery } from '@tanstack/react-query';
// The heart toggles write to this same query optimistically: a heart turned off here takes its card away.
import { favouritesQueryOptions } from './favourite-toggle-api';
import './favourites-page.css';

export interface FavouritesPageProps {
  brand: string;
  customerId: number;
  banner: { desktop: string; mobile?: string } | null;
  /** Where to find something to love: the menu or the shop. */
  browse: { label: string; route: string };
  /** The cards come from the app, the same ones the menu and the shop show. */
  renderRecipe: (recipe: Recipe) => ReactNode;
  renderProduct: (product: Product) => ReactNode;
}

/** The customer's favourites (spec §2 `favourites`, logged in only): their dishes and products as cards. */
export function FavouritesPage({
  brand,
  customerId,
  banner,
  browse,
  renderRecipe,
  renderProduct,
}: FavouritesPageProps) {
  const favourites = useQuery(favouritesQueryOptions(brand, customerId));
  const recipes = favourites.data?.Recipes ?? [];
  const products = favourites.data?.Products ?? [];
  const count = recipes.length + products.length;

  return (
    <CatalogPage
      banner={banner}
      title="Favourites"
      lede={
        favourites.isSuccess && count > 0
          ? `${count} ${count === 1 ? 'favourite' : 'favourites'}, kept for next time.`
          : undefined
      }
    >
      <div className="favourites">
        {favourites.isPending ? (
          <CardGridSkeleton label="Loading your favourites…" count={3} />
        ) : favourites.isError ? (
          <QueryProblem message={errorMessage(favourites.error)} onRetry={() => void favourites.refetch()} />
        ) : count === 0 ? (
          <div className="favourites__empty">
            <span className="favourites__empty-icon" aria-hidden="true">
              <HeartIcon />
            </span>
            <h2 className="favourites__empty-title">No favourites yet</h2>
            <p className="favourites__empty-text">
              Tap the heart on anything you love and it will wait for you here.
            </p>
            <Link className={buttonClass('primary')} to={brandPath(brand, browse.route)}>
              {browse.label}
            </Link>
          </div>
        ) : (
          <>
            {recipes.length > 0 ? (
              <CatalogSection
                id="favourite-dishes"
                title="Dishes"
                count={`${recipes.length} ${recipes.length === 1 ? 'dish' : 'dishes'}`}
              >
                <CatalogGrid>
                  {recipes.map((recipe) => (
                    <li key={recipe.RecipeId}>{renderRecipe(recipe)}</li>
                  ))}
                </CatalogGrid>
              </CatalogSection>
            ) : null}
            {products.length > 0 ? (
              <CatalogSection
                id="favourite-products"
                title="Products"
                count={`${products.length} ${products.length === 1 ? 'product' : 'products'}`}
              >
                <CatalogGrid>
                  {products.map((product) => (
                    <li key={product.ProductId}>{renderProduct(product)}</li>
                  ))}
                </CatalogGrid>
              </CatalogSection>
            ) : null}
          </>
        )}
      </div>
    </CatalogPage>
  );
}

function HeartIcon() {
  return (
    <svg
      width="40"
      height="40"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
    </svg>
  );
}
