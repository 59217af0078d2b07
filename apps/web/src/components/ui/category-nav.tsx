import { Link } from '../../lib/router';
import './category-nav.css';

interface CategoryNavProps {
  categories: { CategoryId: number; CategoryTitle: string }[];
  activeId: number | undefined;
  label: string;
  /** Items per category (spec §7 getCategoriesProductCounters), shown beside each when known. */
  counts?: ReadonlyMap<number, number>;
  /** Where a category leads; by default the same page with `?catId=`. */
  hrefFor?: (categoryId: number) => string;
}

/**
 * The categories as links (`?catId=`, or a category's own page), so a category can be shared, bookmarked and
 * reached with Back. A scrolling strip on phones, a side list on wide screens.
 */
export function CategoryNav({ categories, activeId, label, counts, hrefFor }: CategoryNavProps) {
  return (
    <nav className="category-nav" aria-label={label}>
      <ul className="category-nav__list">
        {categories.map((category) => {
          const active = category.CategoryId === activeId;
          const count = counts?.get(category.CategoryId);
          return (
            <li key={category.CategoryId}>
              <Link
                className={active ? 'category-nav__link category-nav__link--active' : 'category-nav__link'}
                to={hrefFor ? hrefFor(category.CategoryId) : { search: `?catId=${category.CategoryId}` }}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
                replace={!hrefFor}
              >
                <span className="category-nav__title">{category.CategoryTitle}</span>
                {count !== undefined ? (
                  <span className="category-nav__count">
                    {count}
                    <span className="visually-hidden"> {count === 1 ? 'item' : 'items'}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
