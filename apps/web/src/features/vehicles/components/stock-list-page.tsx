import { useId, useMemo } from 'react';
import { Link, useSearchParams } from '../../../lib/router';
import type { Product } from '@storefront/contract/catalog';
import type { VehicleStatus } from '@storefront/contract/vehicles';
import { buttonClass } from '../../../components/ui/button';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { CatalogEmpty, CatalogNav, CatalogPage, CatalogSection } from '../../../components/ui/catalog-layout';
import { QueryProblem } from '../../../components/ui/query-problem';
import { errorMessage } from '../../../lib/error-message';
import { useVehicles } from '../api/get-vehicles';
import {
  parseVehicleFilters,
  SORTS,
  vehicleFiltersSearch,
  vehicleListBody,
  withFilter,
  type VehicleFilterState,
} from '../utils/vehicle-filters';
import { VehicleCard } from './vehicle-card';
import { VehicleFilters } from './vehicle-filters';
import './stock-list-page.css';

export interface StockListPageProps {
  brand: string;
  status: VehicleStatus;
  title: string;
  lede?: string;
  banner: { desktop: string; mobile?: string } | null;
  detailsHref: (productId: number) => string;
  detailsInNewTab?: boolean;
  /** The other list (stock ↔ sold), for the link under the heading. */
  otherList: { label: string; href: string };
}

/**
 * `stock-list` and `sold-cars` (spec §2): the dealer's cars with filters and sorting kept in the address, so a
 * filtered list can be shared, and the counts of every choice refreshed from the server.
 */
export function StockListPage(props: StockListPageProps) {
  const { brand, status, title, lede, banner, detailsHref, detailsInNewTab, otherList } = props;
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const state = useMemo(() => parseVehicleFilters(new URLSearchParams(query)), [query]);
  const body = useMemo(() => vehicleListBody(state, status), [state, status]);
  const vehicles = useVehicles(brand, body);
  const sortId = useId();
  const pages = vehicles.data?.pages ?? [];
  const first = pages[0];
  const total = first?.Total ?? 0;
  const cars = pages.flatMap((page) => page.Data);
  const noun = status === 'Sold' ? 'sold car' : 'car';

  const update = (next: VehicleFilterState) =>
    setSearchParams(vehicleFiltersSearch(next), { preventScrollReset: true });

  return (
    <CatalogPage banner={banner} title={title} lede={lede}>
      <p className="stock-list__switch">
        <Link to={otherList.href}>{otherList.label}</Link>
      </p>
      <CatalogNav>
        <VehicleFilters facets={first?.Facets} state={state} onChange={update} />
      </CatalogNav>
      <CatalogSection
        id="stock-list-heading"
        title={status === 'Sold' ? 'Recently sold' : 'Cars in stock'}
        count={vehicles.isSuccess ? `${total} ${total === 1 ? noun : `${noun}s`}` : ''}
      >
        <div className="stock-list__toolbar">
          <label htmlFor={sortId}>Sort by</label>
          <select
            id={sortId}
            value={state.sort}
            onChange={(e) => update(withFilter(state, 'sort', e.target.value))}
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <StockResults
          vehicles={vehicles}
          cars={cars}
          total={total}
          brand={brand}
          detailsHref={detailsHref}
          detailsInNewTab={detailsInNewTab}
          onClear={() => update({ sort: state.sort })}
        />
      </CatalogSection>
    </CatalogPage>
  );
}

/** The cars found: loading, a problem, none (with a way out of the filters), or the grid and Show more. */
function StockResults({
  vehicles,
  cars,
  total,
  brand,
  detailsHref,
  detailsInNewTab,
  onClear,
}: {
  vehicles: ReturnType<typeof useVehicles>;
  cars: Product[];
  total: number;
  brand: string;
  detailsHref: (productId: number) => string;
  detailsInNewTab: boolean | undefined;
  onClear: () => void;
}) {
  return vehicles.isPending ? (
    <CardGridSkeleton label="Loading cars…" />
  ) : vehicles.isError ? (
    <QueryProblem message={errorMessage(vehicles.error)} onRetry={() => void vehicles.refetch()} />
  ) : total === 0 ? (
    <CatalogEmpty>
      No cars match these filters.{' '}
      <button type="button" className="stock-list__reset" onClick={onClear}>
        Clear the filters
      </button>
    </CatalogEmpty>
  ) : (
    <>
      <ul
        className={
          vehicles.isPlaceholderData ? 'stock-list__grid stock-list__grid--stale' : 'stock-list__grid'
        }
        aria-busy={vehicles.isPlaceholderData}
      >
        {cars.map((car, index) => (
          <li key={car.ProductId}>
            <VehicleCard
              product={car}
              detailsHref={detailsHref(car.ProductId)}
              detailsInNewTab={detailsInNewTab}
              brand={brand}
              eager={index < 2}
            />
          </li>
        ))}
      </ul>
      {vehicles.hasNextPage ? (
        <div className="stock-list__more">
          <p>
            Showing {cars.length} of {total}
          </p>
          <button
            type="button"
            className={buttonClass('outline')}
            disabled={vehicles.isFetchingNextPage}
            onClick={() => void vehicles.fetchNextPage()}
          >
            {vehicles.isFetchingNextPage ? 'Loading…' : 'Show more cars'}
          </button>
        </div>
      ) : null}
    </>
  );
}
