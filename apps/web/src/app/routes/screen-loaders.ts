import { allergenMatrixQueryOptions } from '../../features/allergens/api/get-allergen-matrix';
import { partsQueryOptions } from '../../features/parts/api/get-parts';
import { readFitment } from '../../features/parts/utils/fitment';
import { vehiclesQueryOptions } from '../../features/vehicles/api/get-vehicles';
import { parseVehicleFilters, vehicleListBody } from '../../features/vehicles/utils/vehicle-filters';
import { eventsQuery, legalTextQuery } from '../../features/venue/api/venue-api';
import { branchesQuery } from '../../lib/queries/branches';
import { productQueryOptions } from '../../lib/queries/product';
import { CATALOG_LOADERS, productList, type Loader } from './catalog-loaders';
import { idParam, type Screen } from './route-table';

/**
 * The public answers every server-rendered screen's first render reads (ADR 0033): the server fetches them all
 * before it renders, so a page is rendered once with everything at hand. A loader mirrors what its screen reads;
 * what it misses the server still finds in a second pass, and a test counts the passes of every demo page.
 */
export const SCREEN_LOADERS: Partial<Record<Screen | 'home', Loader>> = {
  ...CATALOG_LOADERS,
  store: (context) =>
    context.config.TemplateData.PartsBrand
      ? // The parts that fit the visitor's vehicle, remembered for the visit: all parts on the server.
        context.client.prefetchInfiniteQuery(
          partsQueryOptions(context.brand, { ...readFitment(context.brand) }),
        )
      : productList(context),
  'product-details': ({ client, brand, params }) =>
    client.prefetchQuery(productQueryOptions(brand, idParam(params.ProductId))),
  'vehicle-details': ({ client, brand, params }) =>
    client.prefetchQuery(productQueryOptions(brand, idParam(params.productId))),
  'stock-list': ({ client, brand, entry, query }) =>
    client.prefetchInfiniteQuery(
      vehiclesQueryOptions(
        brand,
        vehicleListBody(parseVehicleFilters(query), entry?.path === 'sold-cars' ? 'Sold' : 'Available'),
      ),
    ),
  branches: ({ client, brand }) => client.prefetchQuery(branchesQuery(brand)),
  allergens: ({ client, brand, config }) => client.prefetchQuery(allergenMatrixQueryOptions(brand, config)),
  events: ({ client, brand }) => client.prefetchQuery(eventsQuery(brand)),
  legal: ({ client, brand, entry }) =>
    client.prefetchQuery(
      legalTextQuery(brand, entry?.page === 'privacy-policy' ? 'PrivacyPolicy' : 'TermsAndConditions'),
    ),
};
