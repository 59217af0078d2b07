import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { allergensText } from '../../features/brand/utils/shell-rules';
import './allergens-footer.css';

/**
 * The allergens footer (spec §2 Footers): 'Food Allergies & Intolerance', the allergen icons with their titles
 * and the bottom text — the dine-in text on the dine-in page. Shown when the brand has any of them.
 */
export function AllergensFooter({ config, segment }: { config: WebCustomerConfig; segment: string }) {
  const allergens = config.Allergens;
  const text = allergensText(config, segment);
  if (allergens.length === 0 && !text) return null;
  return (
    <section className="allergens-footer" aria-labelledby="allergens-title">
      <div className="container allergens-footer__inner">
        <h2 className="allergens-footer__title" id="allergens-title">
          Food Allergies &amp; Intolerance
        </h2>
        {allergens.length > 0 ? (
          <ul className="allergens-footer__list">
            {allergens.map((allergen) => (
              <li key={allergen.Title} className="allergens-footer__item">
                <img src={allergen.Link} alt="" width={40} height={40} loading="lazy" />
                <span>{allergen.Title}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {text ? <p className="allergens-footer__text">{text}</p> : null}
      </div>
    </section>
  );
}
