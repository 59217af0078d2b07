import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { Link } from '../../../lib/router';
import { Banner } from '../../../components/ui/banner';
import { buttonClass } from '../../../components/ui/button';
import { brandPath } from '../../../lib/links';
import { CampaignTiles } from './campaign-tiles';
import { HotCategories } from './hot-categories';
import './home-page.css';

export interface HomePageProps {
  brand: string;
  config: WebCustomerConfig;
  banner: { desktop: string; mobile?: string } | null;
  /** The main call to action: the menu for restaurants, the shop for retailers. */
  orderRoute: { label: string; route: string };
}

/**
 * The landing page, all from the configuration: the brand's welcome in its colours, an optional banner, its
 * campaign tiles and its hot categories.
 */
export function HomePage({ brand, config, banner, orderRoute }: HomePageProps) {
  const { BrandName } = config.BrandData;
  const tagLine = config.HomeTemplate.TagLine;
  const description = config.BusinessInfo.Description;
  return (
    <div className="home-page">
      {banner ? <Banner desktop={banner.desktop} mobile={banner.mobile} priority /> : null}
      <section className="home-hero" aria-labelledby="home-title">
        <div className="container home-hero__inner">
          <div className="home-hero__text">
            <h1 className="home-hero__title" id="home-title">
              {BrandName}
            </h1>
            {tagLine ? <p className="home-hero__tagline">{tagLine}</p> : null}
            {description && description !== tagLine ? (
              <p className="home-hero__description">{description}</p>
            ) : null}
          </div>
          <Link
            className={buttonClass('secondary', 'home-hero__cta')}
            to={brandPath(brand, orderRoute.route)}
          >
            {orderRoute.label}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
      </section>
      {config.HomeTemplate.Campaigns.length > 0 ? (
        <section className="container home-page__section" aria-labelledby="home-campaigns">
          <h2 className="home-page__heading" id="home-campaigns">
            Explore
          </h2>
          <CampaignTiles brand={brand} campaigns={config.HomeTemplate.Campaigns} />
        </section>
      ) : null}
      <HotCategories
        brand={brand}
        ids={config.HotCategories}
        recipesBrand={config.TemplateData.RecipesBrand}
        route={orderRoute.route}
      />
    </div>
  );
}
