import { useBrand } from '../../features/brand/components/brand-context';
import { MenuRoute } from './menu-route';
import { StoreRoute } from './store-route';
import './training-route.css';

/**
 * `training`: the ordering screen for staff practice. The cart click flow sends this route's cart to
 * `checkout?training=true` (spec §4, domain cart-flow), and the checkout marks such orders as training.
 */
export function TrainingRoute() {
  const { config } = useBrand();
  const Ordering = config.TemplateData.RecipesBrand ? MenuRoute : StoreRoute;
  return (
    <>
      <div className="training-notice" role="note" aria-label="Training mode">
        <div className="container training-notice__inner">
          <strong className="training-notice__badge">Training</strong>
          <span>
            Practice orders: everything works as usual, and orders placed from here are marked as training so
            the kitchen does not prepare them.
          </span>
        </div>
      </div>
      <Ordering />
    </>
  );
}
