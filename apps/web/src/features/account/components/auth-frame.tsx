import type { ReactNode } from 'react';
import type { BannerImages } from '@storefront/domain/page-banner';
import { Banner } from '../../../components/ui/banner';
import './auth-frame.css';

/** The frame of the sign-in pages: the page banner, then the content centred in the brand's page. */
export function AuthFrame({
  banner,
  wide = false,
  children,
}: {
  banner: BannerImages | null;
  /** Two columns on wide screens (the login with its side panel). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {banner ? <Banner desktop={banner.desktop} mobile={banner.mobile} priority /> : null}
      <div className={wide ? 'container auth-frame auth-frame--wide' : 'container auth-frame'}>
        {children}
      </div>
    </>
  );
}

/** A white card with the page's heading and lead text. */
export function AuthCard({
  title,
  titleId,
  lead,
  children,
  className,
}: {
  title: string;
  titleId: string;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={['auth-card', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <h1 id={titleId} className="auth-card__title">
        {title}
      </h1>
      {lead ? <p className="auth-card__lead">{lead}</p> : null}
      {children}
    </section>
  );
}
