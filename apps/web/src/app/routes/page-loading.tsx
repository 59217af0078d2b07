import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { bannerPageFor, pageBanner } from '@storefront/domain/page-banner';
import { Banner } from '../../components/ui/banner';
import { pageSegment } from '../../features/brand/utils/shell-rules';
import { PAGE_ENTRIES } from './route-table';

/** The banner page of the path's route table entry (an alias shows its page's banner). */
function bannerOf(config: WebCustomerConfig, pathname: string) {
  const segment = pageSegment(pathname);
  const entry =
    PAGE_ENTRIES.find((e) => e.path === segment) ??
    PAGE_ENTRIES.find((e) => e.path.startsWith(`${segment}/`));
  const page = bannerPageFor(entry ? (entry.banner ?? entry.page) : segment);
  return page ? pageBanner(config, page) : null;
}

/**
 * Shown inside the brand's frame on a first visit while the page's code arrives (a page loaded on demand):
 * the page's banner where the page will show it, so the largest picture paints with the frame instead of
 * after the page's code and data (the page then draws the same picture in the same place), and a spinner.
 */
export function PageLoading({ config, pathname }: { config: WebCustomerConfig; pathname: string }) {
  const banner = bannerOf(config, pathname);
  return (
    <>
      {banner ? <Banner desktop={banner.desktop} mobile={banner.mobile} priority /> : null}
      <div className="brand-status">
        <span className="brand-status__spinner" aria-hidden="true" />
        <p className="brand-status__text" role="status">
          Loading…
        </p>
      </div>
    </>
  );
}
