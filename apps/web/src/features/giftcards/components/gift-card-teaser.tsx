import { Link } from '../../../lib/router';
import { brandPath } from '../../../lib/links';
import { useGiftCardOptions } from '../../../lib/queries/gift-card-options';

/** 'Give a gift card' with a link to the gift card screen, where the brand sells them. */
export function GiftCardTeaser({ brand }: { brand: string }) {
  const options = useGiftCardOptions(brand);
  if (!options.data?.Enabled) return null;
  return (
    <section className="rewards__card" aria-labelledby="gift-card-teaser">
      <h2 id="gift-card-teaser">Give a gift card</h2>
      <p>
        Treat someone: we email them a code to spend here, in one go or over several orders.{' '}
        <Link to={brandPath(brand, 'giftcard')}>Buy a gift card or check a balance</Link>
      </p>
    </section>
  );
}
