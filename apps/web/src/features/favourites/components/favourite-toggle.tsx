import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from '../../../lib/router';
import { loginPath } from '../../../lib/session';
import { brandLocal } from '../../../lib/brand-storage';
import { subscribeStorage } from '../../../lib/storage';
import { useIsFavourite, useToggleFavourite, type FavouriteItem } from './favourite-toggle-api';
import './favourite-toggle.css';

export type { FavouriteItem } from './favourite-toggle-api';

interface FavouriteToggleProps {
  brand: string;
  item: FavouriteItem;
  title: string;
}

/**
 * The heart on a card (spec §4 "Favourite toggle", §5): flips at once and back again when the server refuses
 * or cannot be reached. Favourites need the brand's CustomerId: without one the heart leads to the login page
 * (a customer signed in at another brand is signed out here; ADR 0040). A visitor's heart reads no query, so a
 * menu of cards rendered on the server or hydrated keeps no favourites observer per card.
 */
export function FavouriteToggle({ brand, item, title }: FavouriteToggleProps) {
  const readCustomerId = useCallback(() => brandLocal(brand).get('CustomerId'), [brand]);
  const customerId = useSyncExternalStore(subscribeStorage, readCustomerId, () => null);
  return customerId === null ? (
    <VisitorHeart brand={brand} title={title} />
  ) : (
    <CustomerHeart brand={brand} customerId={customerId} item={item} title={title} />
  );
}

function VisitorHeart({ brand, title }: { brand: string; title: string }) {
  const navigate = useNavigate();
  return <Heart favourite={false} title={title} onClick={() => void navigate(loginPath(brand))} />;
}

function CustomerHeart({ brand, customerId, item, title }: FavouriteToggleProps & { customerId: number }) {
  const favourite = useIsFavourite(brand, customerId, item);
  const update = useToggleFavourite(brand, customerId);
  return <Heart favourite={favourite} title={title} onClick={() => void update(item, !favourite)} />;
}

function Heart({ favourite, title, onClick }: { favourite: boolean; title: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className={favourite ? 'favourite-toggle favourite-toggle--on' : 'favourite-toggle'}
      aria-pressed={favourite}
      aria-label={`Favourite ${title}`}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
          fill={favourite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
