import { Link } from '../../../lib/router';
import { brandPath } from '../../../lib/links';
import { useHotCategories } from '../api/get-hot-categories';
import './hot-categories.css';

interface HotCategoriesProps {
  brand: string;
  ids: number[];
  recipesBrand: boolean;
  /** The page the categories open on: the menu or the shop (`?catId=` selects the category there). */
  route: string;
}

/** The brand's hot categories as quick links into the menu or shop (spec §3 HotCategories). */
export function HotCategories({ brand, ids, recipesBrand, route }: HotCategoriesProps) {
  const query = useHotCategories(brand, recipesBrand ? 'Recipe' : 'Product', ids);
  const categories = query.data ?? [];
  if (ids.length === 0 || (!query.isPending && categories.length === 0)) return null;
  return (
    <section className="container home-page__section" aria-labelledby="home-hot">
      <h2 className="home-page__heading" id="home-hot">
        Popular categories
      </h2>
      {query.isPending ? (
        <ul className="hot-categories" aria-hidden="true">
          {ids.map((id) => (
            <li key={id} className="hot-category hot-category--loading" />
          ))}
        </ul>
      ) : (
        <ul className="hot-categories">
          {categories.map((category) => (
            <li key={category.CategoryId} className="hot-category">
              <Link
                className="hot-category__link"
                to={`${brandPath(brand, route)}?catId=${category.CategoryId}`}
              >
                <span className="hot-category__media">
                  {category.CategoryImage ? (
                    <img src={category.CategoryImage} alt="" width={56} height={56} loading="lazy" />
                  ) : (
                    <span className="hot-category__initial" aria-hidden="true">
                      {category.CategoryTitle.charAt(0)}
                    </span>
                  )}
                </span>
                <span className="hot-category__title">{category.CategoryTitle}</span>
                <span className="hot-category__arrow" aria-hidden="true">
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
