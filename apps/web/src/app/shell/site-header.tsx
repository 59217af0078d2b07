import { Suspense, useMemo, useState } from 'react';
import { useLocation } from '../../lib/router';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { GridIcon, MenuIcon } from '../../components/ui/icons';
import { lazyWithPreload } from '../../components/ui/lazy';
import { SmartLink } from '../../components/ui/smart-link';
import { pageSegment, showsCategoryDrawer } from '../../features/brand/utils/shell-rules';
import { useVisitor, type VisitorState } from '../../lib/visitor';
import { AccountMenuButton, CartButton, LoginLink, RewardsLink } from './header-actions';
import { MobileSearchButton } from './mobile-search-button';
import { SearchBox } from './search-box';
import { HeaderTiles } from './header-tiles';
import { headerTiles, type NavItem } from './nav-items';
import './site-header.css';

export type { NavItem } from './nav-items';

type CustomerVisitor = Extract<VisitorState, { kind: 'customer' }>;

const MobileNav = lazyWithPreload(() => import('./mobile-nav'));
const CategoryDrawer = lazyWithPreload(() => import('./category-drawer'));

/**
 * The header (spec §2 Header): logo to the business web link, search, cart, rewards, log in or the account
 * menu, the top menu tiles; on phones a burger menu with the same entries, and the category drawer on the
 * shop pages. Popups and menus load on first use so the first paint stays light.
 */
export function SiteHeader({
  brand,
  config,
  nav,
}: {
  brand: string;
  config: WebCustomerConfig;
  nav: NavItem[];
}) {
  const { pathname } = useLocation();
  const visitor = useVisitor(brand);
  const [menuOpen, setMenuOpen] = useState(false);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const campaigns = config.HomeTemplate.Campaigns;
  const tiles = useMemo(
    () => headerTiles(brand, pathname, nav, campaigns),
    [brand, pathname, nav, campaigns],
  );
  const segment = pageSegment(pathname);
  const categoryDrawer = showsCategoryDrawer(segment, config.TemplateData);
  const customer = visitor.kind === 'customer' ? visitor : null;

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <button
          type="button"
          className="header-icon-button site-header__burger"
          aria-label="Open menu"
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
          onPointerEnter={() => void MobileNav.preload()}
        >
          <MenuIcon />
        </button>
        <HeaderBrand config={config} />
        {config.SearchEnabled ? (
          <div className="site-header__search">
            <SearchBox />
          </div>
        ) : null}
        <SiteHeaderActions
          brand={brand}
          config={config}
          customer={customer}
          categoryDrawer={categoryDrawer}
          onCategories={() => setCategoriesOpen(true)}
        />
      </div>
      {tiles.length > 0 ? <HeaderTiles tiles={tiles} /> : null}
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileNav
            open={menuOpen}
            onOpenChange={setMenuOpen}
            brand={brand}
            config={config}
            tiles={tiles}
            visitor={visitor}
          />
        </Suspense>
      ) : null}
      {categoryDrawer && categoriesOpen ? (
        <Suspense fallback={null}>
          <CategoryDrawer
            open={categoriesOpen}
            onOpenChange={setCategoriesOpen}
            brand={brand}
            page={segment}
          />
        </Suspense>
      ) : null}
    </header>
  );
}

/** The logo (or the brand's name), linking to the business's own site. */
function HeaderBrand({ config }: { config: WebCustomerConfig }) {
  const { BrandName, BrandBranch } = config.BrandData;
  return (
    <SmartLink href={config.BusinessInfo.WebLink} className="site-header__brand" newTab={false}>
      {/* A logo usually carries the name as a wordmark; the name stands in when there is none. */}
      {BrandBranch.BrandBranchLogo ? (
        <img className="site-header__logo" src={BrandBranch.BrandBranchLogo} alt={BrandName} />
      ) : (
        <span className="site-header__name">{BrandName}</span>
      )}
    </SmartLink>
  );
}

/** The header's buttons: categories (shop pages), search on phones, rewards, the cart, and log in or the account. */
function SiteHeaderActions({
  brand,
  config,
  customer,
  categoryDrawer,
  onCategories,
}: {
  brand: string;
  config: WebCustomerConfig;
  customer: CustomerVisitor | null;
  categoryDrawer: boolean;
  onCategories: () => void;
}) {
  return (
    <div className="site-header__actions">
      {categoryDrawer ? (
        <button
          type="button"
          className="header-icon-button header-categories"
          aria-label="Categories"
          aria-haspopup="dialog"
          onClick={onCategories}
          onPointerEnter={() => void CategoryDrawer.preload()}
        >
          <GridIcon />
          <span className="header-categories__label">Categories</span>
        </button>
      ) : null}
      {config.SearchEnabled ? <MobileSearchButton /> : null}
      {customer && config.BusinessInfo.HeaderRewardIcon ? <RewardsLink brand={brand} /> : null}
      {config.CheckoutDetail.ShowHeaderCartIcon ? <CartButton brand={brand} config={config} /> : null}
      {customer ? (
        <AccountMenuButton brand={brand} config={config} customer={customer} />
      ) : config.CheckoutDetail.AllowLogin ? (
        <LoginLink brand={brand} config={config} />
      ) : null}
    </div>
  );
}
