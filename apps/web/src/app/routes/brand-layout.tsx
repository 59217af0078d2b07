import { Suspense, lazy, useEffect } from 'react';
import { Outlet, useLocation, useParams } from '../../lib/router';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { BrandProvider } from '../../features/brand/components/brand-provider';
import { useBrand } from '../../features/brand/components/brand-context';
import { readConsent } from '../../features/tracking/consent';
import { useHydrated } from '../../lib/hydrated';
import { ReadyMark } from '../../lib/ready-mark';
import { pageSegment } from '../../features/brand/utils/shell-rules';
import { AllergensFooter } from '../shell/allergens-footer';
import { BasketBarSlot } from '../shell/basket-bar-slot';
import { BottomMenu } from '../shell/bottom-menu';
import { LostConnection, WelcomeMessage } from '../shell/shell-popups';
import { SiteFooter } from '../shell/site-footer';
import { SiteHeader } from '../shell/site-header';
import { WhatsAppButton } from '../shell/whatsapp-button';
import { mainNav } from './brand-routes';
import { EMBEDDED_PAGES } from './embedded-pages';
import { PageLoading } from './page-loading';
import './brand-layout.css';

const TrackingConsent = lazy(async () => ({
  default: (await import('../../features/tracking/tracking-consent')).TrackingConsent,
}));

/** Everything under /:brand: the brand is loaded first, then the shell frames the page. */
export function BrandLayout() {
  const { brand } = useParams();
  return (
    <BrandProvider brand={brand}>
      <BrandShell />
    </BrandProvider>
  );
}

/** Whether the brand configures ad tracking (the consent question and the loader are needed at all). */
function hasTrackingIds(config: WebCustomerConfig): boolean {
  return Boolean(
    config.GoogleTag || config.FacebookPixelCode?.PixelId || config.FacebookPixelCode?.DomainVerification,
  );
}

/**
 * Loads the brand's ad tracking once per brand when the visitor agreed earlier (the consent strip loads it
 * on a new agreement), or for the domain-verification tag, which needs no consent. A visitor who declined
 * downloads none of it.
 */
function useTracking(config: WebCustomerConfig): void {
  useEffect(() => {
    const granted = readConsent(config.BrandData.BrandFlavor) === 'granted';
    if (!granted && !config.FacebookPixelCode?.DomainVerification) return;
    void import('../../features/tracking/load-tracking').then(({ loadTracking }) => loadTracking(config));
  }, [config]);
}

function BrandShell() {
  const { flavor, config } = useBrand();
  const { pathname } = useLocation();
  const segment = pageSegment(pathname);
  useTracking(config);
  const nav = mainNav(config);
  const bottomMenu = config.BottomMenu.IsEnabled && config.BottomMenu.Items.length > 0;
  const whatsApp = config.BusinessInfo.WhatsAppNo;
  if (EMBEDDED_PAGES.has(segment))
    return (
      <div className="brand-shell brand-shell--embedded">
        <main id="main" className="brand-main" tabIndex={-1}>
          <Suspense fallback={<PageLoading config={config} pathname={pathname} />}>
            <Outlet />
            <ReadyMark />
          </Suspense>
        </main>
      </div>
    );
  return (
    <div className={bottomMenu ? 'brand-shell brand-shell--bottom-menu' : 'brand-shell'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader brand={flavor} config={config} nav={nav} />
      <main id="main" className="brand-main" tabIndex={-1}>
        {/* Navigations are transitions: the page stays while the next one's code loads (the progress bar runs). */}
        <Suspense fallback={<PageLoading config={config} pathname={pathname} />}>
          <Outlet />
          <ReadyMark />
        </Suspense>
      </main>
      {/* Right after the content: the first Tab out of the page reaches the basket. */}
      <BasketBarSlot brand={flavor} config={config} />
      <AllergensFooter config={config} segment={segment} />
      <SiteFooter brand={flavor} config={config} />
      <BottomMenu brand={flavor} menu={config.BottomMenu} />
      {whatsApp ? <WhatsAppButton number={whatsApp} /> : null}
      <WelcomeMessage key={flavor} brand={flavor} config={config} />
      <LostConnection />
      <ConsentQuestion key={flavor} flavor={flavor} config={config} />
    </div>
  );
}

/**
 * The cookie question, asked once hydrated (the server knows nothing of the visitor's answer). Only this slot
 * renders again when hydration ends: a render of the shell would reach the page's boundary while its code may
 * still be loading, and React would then throw the server's markup away and render the page anew.
 */
function ConsentQuestion({ flavor, config }: { flavor: string; config: WebCustomerConfig }) {
  const hydrated = useHydrated();
  if (!hydrated || !hasTrackingIds(config) || readConsent(flavor) !== undefined) return null;
  return (
    <Suspense fallback={null}>
      <TrackingConsent config={config} />
    </Suspense>
  );
}
