import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { hasAllergensPage } from '@storefront/domain/brand-pages';
import { useBrand } from '../../features/brand/components/brand-context';
import { allergensText } from '../../features/brand/utils/shell-rules';
import { brandPath } from '../../lib/links';
import { Link } from '../../lib/router';
import './allergens-footer.css';

/**
 * The allergens footer (spec §2 Footers): 'Food Allergies & Intolerance', the allergen icons with their titles
 * and the bottom text — the dine-in text on the dine-in page — then the link to the brand's allergen matrix.
 * Shown when the brand has any of them.
 */
export function AllergensFooter({ config, segment }: { config: WebCustomerConfig; segment: string }) {
  const { flavor } = useBrand();
  const allergens = config.Allergens;
  const text = allergensText(config, segment);
  if (allergens.length === 0 && !text) return null;
  const matrix = hasAllergensPage(config) && segment !== 'allergens';
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
        {matrix ? (
          <p className="allergens-footer__more">
            <Link to={brandPath(flavor, 'allergens')}>
              See every {config.TemplateData.RecipesBrand ? 'dish' : 'product'}’s allergens
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
