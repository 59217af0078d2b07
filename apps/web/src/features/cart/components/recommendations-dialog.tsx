import { useLayoutEffect, useRef } from 'react';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import type { RecommendedResponse } from '@storefront/contract/catalog';
import { recommendationsButtonText } from '@storefront/domain/cart-flow';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatPrice } from '../../../lib/format';
import type { PopupItem } from './extras/extras-popup';
import { itemKey } from '../../../lib/cart-store';
import { AddToCart } from './add-to-cart';

interface RecommendationsDialogProps {
  brand: string;
  config: WebCustomerConfig;
  data: RecommendedResponse;
  /** The keys still suggested (cart-store itemKey). */
  ids: readonly string[];
  onAdded: (key: string) => void;
  onSkip: () => void;
  onClose: () => void;
}

interface Suggestion {
  key: string;
  item: PopupItem;
  title: string;
  image: string | null;
  price: number;
}

function suggestions(data: RecommendedResponse, ids: readonly string[]): Suggestion[] {
  const all: Suggestion[] = [
    ...data.RecipesData.map((recipe) => ({
      key: itemKey('recipe', recipe.RecipeId),
      item: { kind: 'recipe' as const, recipe },
      title: recipe.RecipeTitle,
      image: recipe.RecipeImage,
      price: recipe.RecipePrice,
    })),
    ...data.ProductsData.map((product) => ({
      key: itemKey('product', product.ProductId),
      item: { kind: 'product' as const, product },
      title: product.ProductTitle,
      image: product.ProductImageUrl,
      price: product.ProductNewPrice ?? product.ProductOldPrice,
    })),
  ];
  return ids.flatMap((id) => all.find((s) => s.key === id) ?? []);
}

/**
 * The recommendations popup of the cart click flow (spec §4): recommended items not in the cart, each with
 * Add to Cart; the skip button (CheckoutButtonsText.RecomendationsButtonText, default 'No Thanks , Continue
 * to checkout') goes on to checkout.
 */
export function RecommendationsDialog({
  brand,
  config,
  data,
  ids,
  onAdded,
  onSkip,
  onClose,
}: RecommendationsDialogProps) {
  const list = useRef<HTMLUListElement>(null);
  const refocus = useRef<number | null>(null);
  // An added item leaves the list with the button that had the focus: the focus goes to the item now in its
  // place (the last one when it was last), not to <body>.
  useLayoutEffect(() => {
    const at = refocus.current;
    if (at === null) return;
    refocus.current = null;
    const items = list.current?.children;
    items?.[Math.min(at, items.length - 1)]?.querySelector('button')?.focus();
  }, [ids]);
  const shown = suggestions(data, ids);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="You might also like"
      className="recommendations"
      // The way on to checkout stays in view below a long list.
      footer={
        <button type="button" className={buttonClass('outline', 'recommendations__skip')} onClick={onSkip}>
          {recommendationsButtonText(config.CheckoutButtonsText?.RecomendationsButtonText)}
        </button>
      }
    >
      <ul ref={list} className="recommendations__list">
        {shown.map((s, index) => (
          <li key={s.key} className="recommendations__item">
            {s.image ? (
              <img className="recommendations__image" src={s.image} alt="" width={64} height={64} />
            ) : null}
            <div className="recommendations__text">
              <p className="recommendations__title">{s.title}</p>
              <p className="recommendations__price">{formatPrice(s.price)}</p>
            </div>
            <AddToCart
              brand={brand}
              config={config}
              item={s.item}
              itemTitle={s.title}
              compact
              onAdded={() => {
                refocus.current = index;
                onAdded(s.key);
              }}
            />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
