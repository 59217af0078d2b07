import { Link, useSearchParams } from '../../lib/router';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { useBrand } from '../../features/brand/components/brand-context';
import { useCategoryCounters } from '../../features/store/api/get-category-counters';
import { useProductCategories } from '../../features/store/api/get-product-categories';
import { brandPath } from '../../lib/links';
import './category-drawer.css';

interface CategoryDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  brand: string;
  /** The shop page the drawer sits on (store, shop, online, products…); a category opens there. */
  page: string;
}

/** The side drawer of product categories (spec §2 Header, Stellar template), loaded on first open. */
export default function CategoryDrawer({ open, onOpenChange, brand, page }: CategoryDrawerProps) {
  const categories = useProductCategories(brand);
  // How many items each category holds (spec §7 getCategoriesProductCounters), once known.
  const counts = useCategoryCounters(useBrand().config.BrandData.BrandId).data?.categories;
  const [params] = useSearchParams();
  const current = params.get('catId');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Categories" variant="drawer-start">
      {categories.isPending ? (
        <p role="status">Loading categories…</p>
      ) : categories.isError ? (
        <p role="alert">Categories could not be loaded.</p>
      ) : (
        <nav aria-label="Product categories">
          <ul className="category-drawer__list">
            {categories.data.map((category) => {
              const active = String(category.CategoryId) === current;
              const count = counts?.get(category.CategoryId);
              return (
                <li key={category.CategoryId}>
                  <DialogClose asChild>
                    <Link
                      className={
                        active
                          ? 'category-drawer__link category-drawer__link--active'
                          : 'category-drawer__link'
                      }
                      to={`${brandPath(brand, page)}?catId=${category.CategoryId}`}
                      aria-current={active ? 'page' : undefined}
                    >
                      {category.CategoryTitle}
                      {count !== undefined ? (
                        <span className="category-drawer__count">
                          {count}
                          <span className="visually-hidden"> {count === 1 ? 'item' : 'items'}</span>
                        </span>
                      ) : null}
                    </Link>
                  </DialogClose>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </Dialog>
  );
}
