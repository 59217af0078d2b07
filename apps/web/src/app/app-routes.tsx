import { isServer, useQueryClient } from '@tanstack/react-query';
import { Navigate, Route, Routes, useLocation, useParams } from '../lib/router';
import { useBrand } from '../features/brand/components/brand-context';
import { DEFAULT_BRAND, isBrandFlavor } from '../features/brand/utils/brand-flavor';
import { guardRedirect } from './guards/route-guard';
import { BrandLayout } from './routes/brand-layout';
import { HomeRoute } from './routes/home-route';
import { lazyPage } from './routes/lazy-page';
import type { AccountScreen } from './routes/account-entry';
import { PageContext } from './routes/page-context';
import { useRememberRoute } from './routes/remember-route';
import { RootLayout } from './routes/root-layout';
import { PAGE_ENTRIES, type PageEntry, type Screen } from './routes/route-table';
import { CATALOG_LOADERS } from './routes/catalog-loaders';
import { entryName } from './routes/page-names';
import { usePageTitle } from '../lib/document-title';

/** Account and order screens, through one small loader chunk (routes/account-entry.ts). */
const accountScreen = (screen: AccountScreen) =>
  lazyPage(async () => ({
    default: await (await import('./routes/account-entry')).loadAccountScreen(screen),
  }));

/** Dealer brands: car lists, a car's page, and a parts brand's shop (fitment finder), in one chunk. */
const dealerScreen = lazyPage(async () => ({
  default: (await import('./routes/dealer-routes')).DealerRoute,
}));

/** The venue (issue 9): branches, postcode check, table bookings and the legal pages, in one chunk. */
const venueScreen = lazyPage(async () => ({
  default: (await import('./routes/venue-routes')).VenueRoute,
}));

/** Each screen's code loads on demand: the home page's first load carries only the shell and home. */
const screens: Record<Screen, ReturnType<typeof lazyPage>> = {
  menu: lazyPage(async () => ({ default: (await import('./routes/menu-route')).MenuRoute })),
  // The shop (and DOMPurify with it) loads on demand: restaurant visitors never need it.
  store: lazyPage(async () => ({ default: (await import('./routes/store-route')).StoreRoute })),
  'product-details': lazyPage(async () => ({
    default: (await import('./routes/product-details-route')).ProductDetailsRoute,
  })),
  'category-products': lazyPage(async () => ({
    default: (await import('./routes/category-products-route')).CategoryProductsRoute,
  })),
  favourites: lazyPage(async () => ({
    default: (await import('./routes/favourites-route')).FavouritesRoute,
  })),
  // Accounts and orders: zod (through the contract's schemas) and the forms load with these screens only.
  login: accountScreen('login'),
  register: accountScreen('register'),
  forgotPassword: accountScreen('forgotPassword'),
  account: accountScreen('account'),
  deleteAccount: accountScreen('deleteAccount'),
  previousOrders: accountScreen('previousOrders'),
  // The checkout and its confirmation share one chunk (forms, zod, the order schemas).
  checkout: lazyPage(async () => ({ default: (await import('./routes/checkout-routes')).CheckoutRoute })),
  orderConfirmation: lazyPage(async () => ({
    default: (await import('./routes/checkout-routes')).OrderConfirmationRoute,
  })),
  // Card payments: Stripe.js loads only on this screen, and only when Stripe is the provider.
  pay: lazyPage(async () => ({ default: (await import('./routes/pay-route')).PayRoute })),
  'stock-list': dealerScreen,
  'vehicle-details': dealerScreen,
  branches: venueScreen,
  postcode: venueScreen,
  reservation: venueScreen,
  legal: venueScreen,
  share: venueScreen,
  events: venueScreen,
  invitation: venueScreen,
  myBookings: venueScreen,
  // Staff practice: the ordering screen whose cart goes to checkout?training=true.
  training: lazyPage(async () => ({ default: (await import('./routes/training-route')).TrainingRoute })),
  // Ordering at the table: the table from the QR code travels with the order.
  dineIn: lazyPage(async () => ({ default: (await import('./routes/dine-in-route')).DineInRoute })),
  rewards: lazyPage(async () => ({ default: (await import('./routes/loyalty-routes')).LoyaltyRoute })),
  giftcard: lazyPage(async () => ({ default: (await import('./routes/giftcard-route')).GiftCardRoute })),
  // The allergen matrix (issue 34): a table and its print styles, for the visitors who ask for it.
  allergens: lazyPage(async () => ({ default: (await import('./routes/allergens-route')).AllergensRoute })),
  placeholder: lazyPage(async () => ({
    default: (await import('./routes/placeholder-route')).PlaceholderRoute,
  })),
};
/** The back office (issue 10): its own chunk, never loaded by storefront pages. */
const AdminScreen = lazyPage(async () => ({
  default: (await import('./routes/admin-route')).AdminRoute,
}));
const NotFoundRoute = lazyPage(async () => ({
  default: (await import('./routes/not-found-route')).NotFoundRoute,
}));

/** A page of the route table: its guard first (spec §2 "Guarded routes"), then its screen. */
function PageRoute({ entry }: { entry: PageEntry }) {
  const params = useParams();
  const { brand = '' } = params;
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const { config } = useBrand();
  const isPartsBrand = config.TemplateData.PartsBrand;
  usePageTitle(config.BrandData.BrandName, entryName(entry, config), pathname);
  const to = entry.guard ? guardRedirect(entry.guard, brand, search) : null;
  if (to) return <Navigate to={to} replace />;
  // The page's data, started with its code rather than after it. Idempotent: a fetch already running or fresh
  // in the cache is not started again; a failure is the screen's to show. The server ran the loaders before it
  // rendered (entry-server.tsx): asking again there would start over an answer that failed.
  if (!isServer && isBrandFlavor(brand))
    CATALOG_LOADERS[entry.screen]?.({
      client: queryClient,
      brand,
      config,
      entry,
      params,
      query: new URLSearchParams(search),
    }).catch(() => undefined);
  const Screen = entry.screen === 'store' && isPartsBrand ? dealerScreen : screens[entry.screen];
  return (
    <PageContext value={entry}>
      <RememberedPage />
      <Screen />
    </PageContext>
  );
}

function RememberedPage() {
  useRememberRoute();
  return null;
}

function HomePage() {
  useRememberRoute();
  usePageTitle(useBrand().config.BrandData.BrandName, null, useLocation().pathname);
  return <HomeRoute />;
}

function BrandIndex() {
  const { brand = DEFAULT_BRAND } = useParams();
  return <Navigate to={`/${brand}/home`} replace />;
}

/**
 * The routes (spec §2): /{brandFlavour}/{component}, every page of the route table with its guard and its
 * aliases. The bare address redirects to the default brand's home.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<Navigate to={`/${DEFAULT_BRAND}/home`} replace />} />
        <Route path=":brand/admin/*" element={<AdminScreen />} />
        <Route path=":brand" element={<BrandLayout />}>
          <Route index element={<BrandIndex />} />
          <Route path="home" element={<HomePage />} />
          {PAGE_ENTRIES.map((entry) => (
            <Route
              key={entry.path}
              path={entry.path}
              element={<PageRoute key={entry.path} entry={entry} />}
            />
          ))}
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Route>
    </Routes>
  );
}
