import { Link } from 'react-router';
import './category-nav.css';

interface CategoryNavProps {
  categories: { CategoryId: number; CategoryTitle: string }[];
  activeId: number | undefined;
  label: string;
}

/**
 * The categories as links (`?catId=`), so a category can be shared, bookmarked and reached with Back.
 * A scrolling strip on phones, a side list on wide screens.
 */
export function CategoryNav({ categories, activeId, label }: CategoryNavProps) {
  return (
    <nav className="category-nav" aria-label={label}>
      <ul className="category-nav__list">
        {categories.map((category) => {
          const active = category.CategoryId === activeId;
          return (
            <li key={category.CategoryId}>
              <Link
                className={active ? 'category-nav__link category-nav__link--active' : 'category-nav__link'}
                to={{ search: `?catId=${category.CategoryId}` }}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
                replace
              >
                {category.CategoryTitle}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
