import type { FoodInfoGap } from '@storefront/contract/menu';
import { errorMessage } from '../../lib/error-message';
import { Link } from '../../lib/router';
import { useFoodInfoReport } from '../api/menu';
import { menuItemLink } from './menu-item-editor';
import './food-info-screen.css';

const PART: Record<FoodInfoGap['Part'], Record<FoodInfoGap['Kind'], string>> = {
  Item: { Recipe: 'dish', Product: 'product' },
  Extra: { Recipe: 'extra', Product: 'extra' },
  Choice: { Recipe: 'menu-builder choice', Product: 'menu-builder choice' },
};

/** One gap: the item (a link to its form), then the group and the extra or choice, and what to resolve. */
function Gap({ brand, gap }: { brand: string; gap: FoodInfoGap }) {
  return (
    <li className="food-report__gap">
      <span>
        <Link to={menuItemLink(brand, gap.Kind, gap.ItemId)}>{gap.ItemTitle}</Link>
        {gap.Group ? <> › {gap.Group}</> : null}
        {gap.Option ? <> › {gap.Option}</> : null}
      </span>{' '}
      <span className="admin__muted">({PART[gap.Part][gap.Kind]})</span>
      {gap.Notes.map((note) => (
        <p key={note} className="food-report__note">
          {note}
        </p>
      ))}
    </li>
  );
}

/**
 * The food information report (owners): what customers are shown without allergen information yet — dishes
 * and products not filled in, extras and menu-builder choices without it — each linking to the item's form.
 * Shown to every brand: a shop of non-food sees a long list, which says nothing false.
 */
export function FoodInfoScreen({ brand }: { brand: string }) {
  const report = useFoodInfoReport(brand);
  const count = report.data?.Count ?? 0;
  return (
    <div className="office">
      <div className="office__head">
        <h1>Food information</h1>
        <p className="admin__muted">
          Dishes, products, extras and menu-builder choices on the menu that declare no allergens yet: until
          they do, customers are told to ask. Hidden items are left out.
        </p>
      </div>
      {report.isPending ? <p role="status">Loading the report…</p> : null}
      {report.isError ? (
        <p role="alert" className="admin__error">
          {errorMessage(report.error)}
        </p>
      ) : null}
      {report.data && count === 0 ? (
        <p className="office__panel">Every item declares its allergens and calories.</p>
      ) : null}
      {report.data && count > 0 ? (
        <div className="office__panel food-report">
          <h2 className="food-report__count">{count === 1 ? '1 to declare' : `${count} to declare`}</h2>
          <ul className="food-report__list">
            {report.data.Gaps.map((gap, i) => (
              // Two extras of one group may share a title: the place in the list tells them apart.
              <Gap key={`${gap.Kind}-${gap.ItemId}-${i}`} brand={brand} gap={gap} />
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
