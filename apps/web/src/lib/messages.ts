/**
 * The user-facing texts of the spec's error catalogue (§8) and defaults (§9). Brand configuration may
 * override some of them; callers fall back to these.
 */
export const messages = {
  networkError: 'Network Error! Please refresh page',
  brandMissing: 'Brand Flavor Missing! Please Contact Customer Support to place an order',
  lostConnection:
    'Seems like you have lost the internet connection! For the Application to run smoothly you need to have internet connection',
  somethingWentWrong: 'Something went wrong',
  noItemFound: 'No item found',
  emptyCart: 'There are no items in the cart',
  outOfStock: 'Coming Soon',
} as const;
