import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { DAILY_KCAL_STATEMENT } from '@storefront/domain/food-info';
import { buttonClass } from '../../../components/ui/button';
import { QueryProblem } from '../../../components/ui/query-problem';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useAllergenMatrix, type AllergenMatrix, MAX_ITEMS } from '../api/get-allergen-matrix';
import { AllergenTable } from './allergen-table';
import { ExtraNotes } from './extra-notes';
import './allergens.css';

interface AllergensPageProps {
  brand: string;
  config: WebCustomerConfig;
}

/**
 * `/{brand}/allergens` (issue 34): every dish or food product the menu lists against the 14 allergens, with its
 * dietary labels and calories, then what its extras add; printable on one landscape A4 sheet after another.
 */
export function AllergensPage({ brand, config }: AllergensPageProps) {
  const matrix = useAllergenMatrix(brand, config);
  const notFound = matrix.error instanceof ApiError && matrix.error.httpStatus === 404;
  return (
    <div className="container allergens-page">
      <div className="allergens-page__head">
        <h1 className="allergens-page__title">Allergens</h1>
        {matrix.data ? (
          <button type="button" className={buttonClass('outline', 'allergens-page__print')} onClick={print}>
            Print
          </button>
        ) : null}
      </div>
      {matrix.isPending ? (
        <p role="status">Loading the allergens…</p>
      ) : notFound ? (
        <p className="allergens-page__text">
          {config.BrandData.BrandName} lists no allergen information here.
        </p>
      ) : matrix.isError ? (
        <QueryProblem message={errorMessage(matrix.error)} onRetry={() => void matrix.refetch()} />
      ) : (
        <Matrix matrix={matrix.data} config={config} />
      )}
    </div>
  );
}

/** The browser's own print dialog; the stylesheet lays the page out for A4 landscape. */
const print = () => window.print();

function Matrix({ matrix, config }: { matrix: AllergenMatrix; config: WebCustomerConfig }) {
  const brandName = config.BrandData.BrandName;
  const itemWord = matrix.Kind === 'Recipe' ? 'Dish' : 'Product';
  const items = matrix.Kind === 'Recipe' ? 'dish on our menu' : 'food product we sell';
  return (
    <>
      <p className="allergens-page__text">
        The 14 allergens in every {items}, with dietary labels and calories. If you have a food allergy or
        intolerance, please tell us before you order: recipes and suppliers change, and we are happy to check.
      </p>
      {matrix.Sections.length === 0 ? (
        <p className="allergens-page__text">There is nothing on the menu to show yet.</p>
      ) : (
        <>
          <AllergenTable
            sections={matrix.Sections}
            caption={`Allergens in each ${itemWord.toLowerCase()} at ${brandName}`}
            itemWord={itemWord}
            brandLabels={config.DietaryLabels}
          />
          {matrix.Truncated ? (
            <p className="allergens-page__text">
              The table shows the first {MAX_ITEMS.toLocaleString('en-GB')}; ask us about the others.
            </p>
          ) : null}
          <p className="allergens-page__kcal">{DAILY_KCAL_STATEMENT}.</p>
          <ExtraNotes sections={matrix.Sections} itemWord={itemWord} />
        </>
      )}
    </>
  );
}
