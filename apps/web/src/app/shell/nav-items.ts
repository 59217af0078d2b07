import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { isExternalHref } from '../../components/ui/smart-link';
import { isActiveRedirection } from '../../features/brand/utils/shell-rules';
import { brandPath, tileHref } from '../../lib/links';

export interface NavItem {
  label: string;
  route: string;
}

export interface HeaderTile {
  key: string;
  label: string;
  href: string;
  external: boolean;
  active: boolean;
}

/**
 * The header's top menu (spec §2 Header): the brand's main pages, then the home template's campaigns — an
 * internal Redirection or an external WebLink — without repeating a page already listed.
 */
export function headerTiles(
  brand: string,
  pathname: string,
  nav: NavItem[],
  campaigns: WebCustomerConfig['HomeTemplate']['Campaigns'],
): HeaderTile[] {
  const tiles: HeaderTile[] = nav.map((item) => ({
    key: `nav-${item.route}`,
    label: item.label,
    href: brandPath(brand, item.route),
    external: false,
    active: isActiveRedirection(pathname, item.route),
  }));
  const seen = new Set(tiles.map((tile) => tile.href));
  campaigns.forEach((campaign, index) => {
    const href = tileHref(brand, campaign);
    if (!href || seen.has(href)) return;
    seen.add(href);
    const external = isExternalHref(href);
    tiles.push({
      key: `campaign-${index}`,
      label: campaign.Title,
      href,
      external,
      active: !external && isActiveRedirection(pathname, campaign.Redirection),
    });
  });
  return tiles;
}
