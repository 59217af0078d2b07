import type { ComponentType } from 'react';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { bannerPageFor, pageBanner, type BannerImages } from '@storefront/domain/page-banner';
import type { VisitorState } from '@storefront/domain/visitor';
import { useBrand } from '../../features/brand/components/brand-context';
import { useVisitor } from '../../lib/visitor';
import { usePageEntry } from './page-context';

/** What a feature screen that needs the brand receives (features do not reach into the brand feature). */
export interface BrandScreenProps {
  brand: string;
  config: WebCustomerConfig;
  /** The page's header banner (spec §2 Header), by its route table entry. */
  banner: BannerImages | null;
  visitor: VisitorState;
}

/** The screen as a route element: reads the brand, the page and the visitor, and hands them down. */
export function withBrand(Screen: ComponentType<BrandScreenProps>): ComponentType {
  return function BrandScreen() {
    const { flavor, config } = useBrand();
    const entry = usePageEntry();
    const visitor = useVisitor(flavor);
    const bannerPage = bannerPageFor(entry?.banner ?? entry?.page ?? '');
    const banner = bannerPage ? pageBanner(config, bannerPage) : null;
    return <Screen brand={flavor} config={config} banner={banner} visitor={visitor} />;
  };
}
