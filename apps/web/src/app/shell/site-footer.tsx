import { Suspense, useState } from 'react';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { lazyWithPreload } from '../../components/ui/lazy';
import { SmartLink } from '../../components/ui/smart-link';
import { brandPath } from '../../lib/links';
import './site-footer.css';

const UnsubscribeDialog = lazyWithPreload(
  () => import('../../features/unsubscribe/components/unsubscribe-dialog'),
);

interface FooterLink {
  key: string;
  text: string;
  href: string;
}

/** The configured footer links; without a URL, terms and privacy open the internal pages (spec §2 Footers). */
export function footerLinks(brand: string, footer: WebCustomerConfig['Footer']): FooterLink[] {
  const links: FooterLink[] = [];
  if (footer.TermsAndConditions.Enabled)
    links.push({
      key: 'terms',
      text: footer.TermsAndConditions.Text,
      href: footer.TermsAndConditions.Url ?? brandPath(brand, 'terms-and-conditions'),
    });
  if (footer.PrivacyPolicy.Enabled)
    links.push({
      key: 'privacy',
      text: footer.PrivacyPolicy.Text,
      href: footer.PrivacyPolicy.Url ?? brandPath(brand, 'privacy-policy'),
    });
  // Without a URL the unsubscribe link opens the popup instead (see UnsubscribeButton).
  if (footer.Unsubscribe.Enabled && footer.Unsubscribe.Url)
    links.push({ key: 'unsubscribe', text: footer.Unsubscribe.Text, href: footer.Unsubscribe.Url });
  return links;
}

/** Unsubscribe without a URL: a link-styled button that opens the unsubscribe popup, loaded on first use. */
function UnsubscribeButton({ brand, text }: { brand: string; text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="site-footer__link site-footer__button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void UnsubscribeDialog.preload()}
        onFocus={() => void UnsubscribeDialog.preload()}
      >
        {text}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <UnsubscribeDialog open={open} onOpenChange={setOpen} brand={brand} title={text} />
        </Suspense>
      ) : null}
    </>
  );
}

export function SiteFooter({ brand, config }: { brand: string; config: WebCustomerConfig }) {
  const { Footer } = config;
  const links = footerLinks(brand, Footer);
  const unsubscribePopup = Footer.Unsubscribe.Enabled && !Footer.Unsubscribe.Url;
  const year = new Date().getFullYear();
  const copyright = Footer.Copyright.Text.replace(/^©\s*/, '');
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__name">{config.BrandData.BrandName}</p>
          {config.HomeTemplate.TagLine ? (
            <p className="site-footer__tagline">{config.HomeTemplate.TagLine}</p>
          ) : null}
        </div>
        {links.length > 0 || unsubscribePopup ? (
          <nav aria-label="Legal">
            <ul className="site-footer__links">
              {links.map((link) => (
                <li key={link.key}>
                  <SmartLink href={link.href} className="site-footer__link">
                    {link.text}
                  </SmartLink>
                </li>
              ))}
              {unsubscribePopup ? (
                <li>
                  <UnsubscribeButton brand={brand} text={Footer.Unsubscribe.Text} />
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}
        <div className="site-footer__meta">
          {Footer.Copyright.Enabled ? (
            <p>
              © {year} {copyright}
            </p>
          ) : null}
          {Footer.Partner.Enabled ? (
            <p className="site-footer__partner">
              {Footer.Partner.Logo ? <img src={Footer.Partner.Logo} alt="" height={24} /> : null}
              {Footer.Partner.Url ? (
                <SmartLink href={Footer.Partner.Url} className="site-footer__link">
                  {Footer.Partner.Text}
                </SmartLink>
              ) : (
                Footer.Partner.Text
              )}
            </p>
          ) : null}
          {Footer.PoweredBy.Enabled ? (
            <p>
              {Footer.PoweredBy.Url ? (
                <SmartLink href={Footer.PoweredBy.Url} className="site-footer__link">
                  {Footer.PoweredBy.Text}
                </SmartLink>
              ) : (
                Footer.PoweredBy.Text
              )}
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
