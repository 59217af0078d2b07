import { useMemo, type ReactNode } from 'react';
import { useBrand } from '../../features/brand/components/brand-context';
import { AddToCart } from '../../features/cart/components/add-to-cart';
import { OfferedNote } from '../../components/delivery-type/offered-note';
import { FavouriteToggle } from '../../features/favourites/components/favourite-toggle';
import { RecipeCardSlotsContext, type RecipeCardSlots } from '../../features/menu/components/recipe-card';
import { ProductCardSlotsContext, type ProductCardSlots } from '../../features/store/components/product-card';
import { VehicleLinks } from '../../features/vehicles/components/vehicle-links';

/**
 * The ordering controls on dish and product cards, composed here from the cart, delivery-type and favourites
 * features (a feature does not import another): Add to Cart, the mark of an item not offered for the chosen
 * delivery type, and the favourite heart (only where the brand has logins). Car listings are not ordered
 * online: they get More Info (the stock list's page of the car) and Enquire Now instead. Wrap any screen that
 * lists cards (menu, shop, favourites, search results).
 */
export function OrderingCardSlots({ children }: { children: ReactNode }) {
  const { flavor: brand, config } = useBrand();
  const favourites = config.CheckoutDetail.AllowLogin;
  const recipes = useMemo<RecipeCardSlots>(
    () => ({
      corner: favourites
        ? (recipe) => (
            <FavouriteToggle brand={brand} item={{ kind: 'recipe', recipe }} title={recipe.RecipeTitle} />
          )
        : undefined,
      note: (recipe) => <OfferedNote config={config} item={recipe} />,
      actions: (recipe) => (
        <AddToCart
          brand={brand}
          config={config}
          item={{ kind: 'recipe', recipe }}
          itemTitle={recipe.RecipeTitle}
        />
      ),
    }),
    [brand, config, favourites],
  );
  const products = useMemo<ProductCardSlots>(
    () => ({
      corner: favourites
        ? (product) =>
            product.Vehicle ? null : (
              <FavouriteToggle
                brand={brand}
                item={{ kind: 'product', product }}
                title={product.ProductTitle}
              />
            )
        : undefined,
      note: (product) => (product.Vehicle ? null : <OfferedNote config={config} item={product} />),
      actions: (product) =>
        product.Vehicle ? (
          <VehicleLinks
            brand={brand}
            product={product}
            newTab={config.RedirectionConfig?.VehicleDetailsInNewTab === true}
          />
        ) : (
          <AddToCart
            brand={brand}
            config={config}
            item={{ kind: 'product', product }}
            itemTitle={product.ProductTitle}
            disabled={product.ProductStocks <= 0}
          />
        ),
    }),
    [brand, config, favourites],
  );
  return (
    <RecipeCardSlotsContext value={recipes}>
      <ProductCardSlotsContext value={products}>{children}</ProductCardSlotsContext>
    </RecipeCardSlotsContext>
  );
}
