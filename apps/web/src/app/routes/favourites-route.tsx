import type { Product, Recipe } from '@storefront/contract/catalog';
import { pageBanner } from '@storefront/domain/page-banner';
import { useBrand } from '../../features/brand/components/brand-context';
import { FavouritesPage } from '../../features/favourites/components/favourites-page';
import { RecipeCard } from '../../features/menu/components/recipe-card';
import { useVisitor } from '../../lib/visitor';
import { ProductCard } from '../../features/store/components/product-card';
import { messages } from '../../lib/messages';
import { orderRoute } from './brand-routes';
import { OrderingCardSlots } from './card-slots';

/** `favourites` (spec §2, logged in only: the route's guard sends others to login first). */
export function FavouritesRoute() {
  const { flavor, config } = useBrand();
  const visitor = useVisitor(flavor);
  const outOfStockLabel = config.Menu?.OutOfStockLabelText || messages.outOfStock;
  // The guard let only customers in; a logout on this page sends the visitor to login anyway.
  if (visitor.kind !== 'customer') return null;
  const order = orderRoute(config);
  return (
    <OrderingCardSlots>
      <FavouritesPage
        brand={flavor}
        customerId={visitor.customerId}
        banner={pageBanner(config, 'favourites')}
        browse={{ label: order.label, route: order.route }}
        renderRecipe={(recipe: Recipe) => <RecipeCard recipe={recipe} outOfStockLabel={outOfStockLabel} />}
        renderProduct={(product: Product) => <ProductCard product={product} />}
      />
    </OrderingCardSlots>
  );
}
