import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Product } from '@storefront/contract/catalog';
import { buttonClass } from '../../../components/ui/button';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { CatalogEmpty, CatalogSection } from '../../../components/ui/catalog-layout';
import { Banner } from '../../../components/ui/banner';
import { QueryProblem } from '../../../components/ui/query-problem';
import { errorMessage } from '../../../lib/error-message';
import { useHydrated } from '../../../lib/hydrated';
import { useParts } from '../api/get-parts';
import { readFitment, saveFitment, type Fitment } from '../utils/fitment';
import { FitmentFinder } from './fitment-finder';
import '../../../components/ui/catalog-layout.css';
import './parts-page.css';

export interface PartsPageProps {
  brand: string;
  title: string;
  lede?: string;
  banner: { desktop: string; mobile?: string } | null;
  /** A part's card, composed by the app (the shop's product card with its ordering controls). */
  renderPart: (product: Product, index: number) => ReactNode;
  /** Beside the heading: the app's Find a dealer button. */
  aside?: ReactNode;
  /** Above the fitment finder: what the app tells the visitor before the basket (the distributor notice). */
  notice?: ReactNode;
}

const vehicleName = (f: Fitment) =>
  [f.Make && f.Model ? f.Model : f.Make, f.Year, f.Engine].filter(Boolean).join(' ');

/** The parts shop: the fitment finder above the parts that fit the visitor's vehicle (all parts until one is chosen). */
export function PartsPage({ brand, title, lede, banner, renderPart, aside, notice }: PartsPageProps) {
  // The remembered vehicle is the visitor's (this visit's storage): read once hydrated, so that the first render
  // is the server's list of all parts (ADR 0033), and at once on a page the browser renders itself.
  const hydrated = useHydrated();
  const remembered = useMemo(() => (hydrated ? readFitment(brand) : {}), [hydrated, brand]);
  const [chosen, setFitment] = useState<Fitment | null>(null);
  const fitment = chosen ?? remembered;
  useEffect(() => {
    if (chosen) saveFitment(brand, chosen);
  }, [brand, chosen]);
  const body = useMemo(() => ({ ...fitment }), [fitment]);
  const parts = useParts(brand, body);
  const pages = parts.data?.pages ?? [];
  const total = pages[0]?.Total ?? 0;
  const items = pages.flatMap((page) => page.Data);
  const vehicle = vehicleName(fitment);

  return (
    <div className="catalog">
      {banner ? <Banner desktop={banner.desktop} mobile={banner.mobile} priority /> : null}
      <div className="container parts-page">
        <div className="catalog__intro">
          <h1 className="catalog__title">{title}</h1>
          {lede ? <p className="catalog__lede">{lede}</p> : null}
          {aside ? <div className="parts-page__aside">{aside}</div> : null}
        </div>
        {notice}
        <FitmentFinder options={pages[0]?.Fitment} fitment={fitment} onChange={setFitment} />
        <CatalogSection
          id="parts-heading"
          title={vehicle ? `Parts for ${vehicle}` : 'All parts'}
          count={parts.isSuccess ? `${total} ${total === 1 ? 'part' : 'parts'}` : ''}
        >
          {parts.isPending ? (
            <CardGridSkeleton label="Loading parts…" />
          ) : parts.isError ? (
            <QueryProblem message={errorMessage(parts.error)} onRetry={() => void parts.refetch()} />
          ) : total === 0 ? (
            <CatalogEmpty>We have no parts listed for this vehicle yet.</CatalogEmpty>
          ) : (
            <>
              <ul
                className={
                  parts.isPlaceholderData ? 'catalog__grid parts-page__grid--stale' : 'catalog__grid'
                }
                aria-busy={parts.isPlaceholderData}
              >
                {items.map((part, index) => (
                  <li key={part.ProductId}>{renderPart(part, index)}</li>
                ))}
              </ul>
              {parts.hasNextPage ? (
                <div className="catalog__more">
                  <button
                    type="button"
                    className={buttonClass('outline')}
                    disabled={parts.isFetchingNextPage}
                    onClick={() => void parts.fetchNextPage()}
                  >
                    {parts.isFetchingNextPage ? 'Loading…' : `Show more parts (${items.length} of ${total})`}
                  </button>
                </div>
              ) : null}
            </>
          )}
        </CatalogSection>
      </div>
    </div>
  );
}
