import { NavLink } from 'react-router';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { SmartLink } from '../../components/ui/smart-link';
import { brandPath } from '../../lib/links';
import './site-header.css';

export interface NavItem {
  label: string;
  route: string;
}

/** Logo and name (linking to the business web link, spec §2 Header) and the main navigation. */
export function SiteHeader({
  brand,
  config,
  nav,
}: {
  brand: string;
  config: WebCustomerConfig;
  nav: NavItem[];
}) {
  const { BrandName, BrandBranch } = config.BrandData;
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <SmartLink href={config.BusinessInfo.WebLink} className="site-header__brand" newTab={false}>
          {/* A logo usually carries the name as a wordmark; the name stands in when there is none. */}
          {BrandBranch.BrandBranchLogo ? (
            <img className="site-header__logo" src={BrandBranch.BrandBranchLogo} alt={BrandName} />
          ) : (
            <span className="site-header__name">{BrandName}</span>
          )}
        </SmartLink>
        <nav className="site-header__nav" aria-label="Main">
          <ul className="site-header__links">
            {nav.map((item) => (
              <li key={item.route}>
                <NavLink className="site-header__link" to={brandPath(brand, item.route)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
