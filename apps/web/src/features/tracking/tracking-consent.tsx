import { useState } from 'react';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { hasTracking, readConsent, saveConsent, type Consent } from './consent';
import './tracking-consent.css';

/**
 * Asks once per brand before any analytics or ad cookie is set; shown only when the brand configures tracking.
 * Not a modal: the page stays usable, and declining is as easy as accepting.
 */
export function TrackingConsent({ config }: { config: WebCustomerConfig }) {
  const brand = config.BrandData.BrandFlavor;
  const [answer, setAnswer] = useState<Consent | undefined>(() => readConsent(brand));
  if (answer || !hasTracking(config)) return null;

  const decide = (consent: Consent) => {
    saveConsent(brand, consent);
    setAnswer(consent);
    // The loader comes only with a yes: a visitor who declines downloads none of it.
    if (consent === 'granted')
      void import('./load-tracking').then(({ loadTracking }) => loadTracking(config));
  };
  return (
    <section className="tracking-consent" aria-labelledby="tracking-consent-title">
      <h2 id="tracking-consent-title" className="tracking-consent__title">
        Cookies
      </h2>
      <p className="tracking-consent__text">
        {config.BrandData.BrandName} would like to use analytics and advertising cookies to improve the site.
        Your basket and sign-in work either way.
      </p>
      <div className="tracking-consent__actions">
        <button type="button" className="tracking-consent__button" onClick={() => decide('declined')}>
          No thanks
        </button>
        <button
          type="button"
          className="tracking-consent__button tracking-consent__button--accept"
          onClick={() => decide('granted')}
        >
          Accept cookies
        </button>
      </div>
    </section>
  );
}
