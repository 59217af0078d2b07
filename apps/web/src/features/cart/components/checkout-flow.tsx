import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '../../../lib/router';
import type { RecommendedResponse } from '@storefront/contract/catalog';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import {
  afterRecommendedAdded,
  checkoutPath,
  decideCartClick,
  type CheckoutPath,
} from '@storefront/domain/cart-flow';
import { toOrderOption } from '@storefront/domain/delivery-type';
import { isAvailableAt } from '@storefront/domain/menu-hours';
import { brandPath } from '../../../lib/links';
import { readAccessToken } from '../../../lib/brand-storage';
import { readDeliveryType } from '../../../lib/delivery-type-store';
import { orderConfigQueryOptions, stopMessages } from '../../../lib/queries/order-config';
import { recommendedQueryOptions } from '../api/get-recommended';
import { cartItemKeys, itemKey, readCart } from '../../../lib/cart-store';
import { BlockedDialog } from './blocked-dialog';
import { InquiryDialog } from './inquiry-dialog';
import { RecommendationsDialog } from './recommendations-dialog';
import './cart-dialogs.css';

type FlowState =
  | { kind: 'idle' }
  | { kind: 'blocked'; heading: string | null; message: string }
  | { kind: 'inquiry' }
  | { kind: 'recommendations'; ids: string[]; data: RecommendedResponse; path: CheckoutPath };

interface DialogsProps {
  brand: string;
  config: WebCustomerConfig;
  state: FlowState;
  setState: (state: FlowState) => void;
  goTo: (path: CheckoutPath) => void;
}

/** Whichever popup the flow opened; apart from the hook so the decision and the markup read separately. */
function CheckoutFlowDialogs({ brand, config, state, setState, goTo }: DialogsProps) {
  const close = () => setState({ kind: 'idle' });
  if (state.kind === 'blocked')
    return <BlockedDialog heading={state.heading} message={state.message} onClose={close} />;
  if (state.kind === 'inquiry')
    return <InquiryDialog brand={brand} onClose={close} loginHref={brandPath(brand, 'login?guest=false')} />;
  if (state.kind === 'recommendations')
    return (
      <RecommendationsDialog
        brand={brand}
        config={config}
        data={state.data}
        ids={state.ids}
        onClose={close}
        onSkip={() => goTo(state.path)}
        onAdded={(key) => {
          const next = afterRecommendedAdded(state.ids, key, state.path);
          if (next.kind === 'checkout') goTo(next.path);
          else setState({ ...state, ids: next.ids.map(String) });
        }}
      />
    );
  return null;
}

/**
 * The cart click flow (spec §4), decided by the domain's decideCartClick: blocked messages with OKAY, the
 * inquiry popup on the store route without an access token, the recommendations popup while recommended
 * items are not in the cart, else checkout ('checkout', 'order-checkout' or 'checkout?training=true').
 * `start` runs it; `dialogs` renders whichever popup it opened.
 */
export function useCheckoutFlow(brand: string, config: WebCustomerConfig, onLeave: () => void) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [state, setState] = useState<FlowState>({ kind: 'idle' });
  const route = pathname.split('/').filter(Boolean)[1] ?? '';
  const trainingQuery = new URLSearchParams(search).get('training') === 'true';
  const simpleCheckout = config.CheckoutDetail.simpleCheckout;

  const goTo = (path: CheckoutPath) => {
    setState({ kind: 'idle' });
    onLeave();
    void navigate(brandPath(brand, path));
  };

  const start = async () => {
    const deliveryType = readDeliveryType();
    const [orderConfig, recommended] = await Promise.all([
      // Asked afresh: a channel may have stopped since the side cart opened. A failed lookup stops nothing
      // (the server refuses a stopped channel at checkout anyway).
      client.fetchQuery({ ...orderConfigQueryOptions(brand), staleTime: 0 }).catch(() => null),
      client.fetchQuery(recommendedQueryOptions(brand, toOrderOption(deliveryType))).catch(() => null),
    ]);
    // Only what can be ordered now is suggested: an item outside its menu hours has no Add to Cart elsewhere.
    const now = new Date();
    const recommendedIds = recommended
      ? [
          ...recommended.RecipesData.filter((r) => isAvailableAt(r.Hours, now)).map((r) =>
            itemKey('recipe', r.RecipeId),
          ),
          ...recommended.ProductsData.filter((p) => isAvailableAt(p.Hours, now)).map((p) =>
            itemKey('product', p.ProductId),
          ),
        ]
      : [];
    const decision = decideCartClick({
      checkoutActive: config.CheckoutDetail.Active,
      deliveryType,
      stopFlags: orderConfig,
      stopMessages: stopMessages(config, orderConfig),
      route,
      trainingQuery,
      hasAccessToken: readAccessToken(brand) !== null,
      simpleCheckout,
      recommendedIds,
      cartIds: cartItemKeys(readCart(brand)),
    });
    if (decision.kind === 'blocked')
      setState({ kind: 'blocked', heading: decision.heading, message: decision.message });
    else if (decision.kind === 'inquiry') setState({ kind: 'inquiry' });
    else if (decision.kind === 'recommendations' && recommended)
      setState({
        kind: 'recommendations',
        ids: decision.ids.map(String),
        data: recommended,
        path: checkoutPath({ route, trainingQuery, simpleCheckout }),
      });
    else if (decision.kind === 'checkout') goTo(decision.path);
  };

  const dialogs = (
    <CheckoutFlowDialogs brand={brand} config={config} state={state} setState={setState} goTo={goTo} />
  );
  return { start, dialogs };
}
