import type { ReactNode } from 'react';
import type { Availability } from '../../lib/menu-clock';
import { ServedHours } from './served-hours';
import './catalog-card.css';

/**
 * What the app puts on a catalogue card from other features (ordering, favourites), so the feature that draws
 * the card does not import them: the app provides them (app/routes/card-slots.tsx).
 */
export interface CatalogCardSlots<Item> {
  /** Over the picture's corner: the favourite heart. */
  corner?: (item: Item) => ReactNode;
  /** Under the text, above the price: a note such as 'Not available for Delivery'. */
  note?: (item: Item) => ReactNode;
  /** Beside the price, for an item that can be ordered now: Add to Cart. */
  actions?: (item: Item) => ReactNode;
}

interface CatalogCardProps {
  /** Names the kind's own classes (`recipe-card__title`), which its stylesheet adds to the shared frame. */
  kind: 'recipe' | 'product';
  id: number;
  title: string;
  image: string | null;
  /** Load the image eagerly: the first cards are above the fold. */
  eager: boolean;
  /** Out of stock, sold or outside its menu hours: greyed. */
  out: boolean;
  /** A phone shows it as a row (text left, picture right). */
  compact: boolean;
  /** Over the picture: badges, a label. */
  badges: ReactNode;
  corner: ReactNode;
  /** The kind's text under the title. */
  children: ReactNode;
  served: Availability;
  note: ReactNode;
  price: ReactNode;
  /** Beside the price: the stock or hours label, else the actions. */
  status: ReactNode;
}

/** The frame of a dish's or a product's card: picture, title, the kind's text, hours, note, price and status. */
export function CatalogCard({
  kind,
  id,
  title,
  image,
  eager,
  out,
  compact,
  badges,
  corner,
  children,
  served,
  note,
  price,
  status,
}: CatalogCardProps) {
  const own = `${kind}-card`;
  const titleId = `${kind}-${id}-title`;
  const className = [
    'catalog-card',
    own,
    compact ? `catalog-card--compact ${own}--compact` : null,
    out ? `catalog-card--out ${own}--out` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <article className={className} aria-labelledby={titleId}>
      <div className={`catalog-card__media ${own}__media`}>
        {image ? (
          <img
            className={`catalog-card__image ${own}__image`}
            src={image}
            alt={title}
            width={480}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <div className={`catalog-card__placeholder ${own}__placeholder`} aria-hidden="true">
            {title.slice(0, 1)}
          </div>
        )}
        {badges}
        {corner}
      </div>
      <div className={`catalog-card__body ${own}__body`}>
        <h3 className={`catalog-card__title ${own}__title`} id={titleId}>
          {title}
        </h3>
        {children}
        <ServedHours availability={served} />
        {note}
        <div className={`catalog-card__footer ${own}__footer`}>
          <p className={`catalog-card__price ${own}__price`}>
            <span className="visually-hidden">Price: </span>
            {price}
          </p>
          {status}
        </div>
      </div>
    </article>
  );
}

/** The stock or hours label beside the price. */
export function CardStock({ kind, children }: { kind: 'recipe' | 'product'; children: ReactNode }) {
  return <p className={`catalog-card__stock ${kind}-card__stock`}>{children}</p>;
}
