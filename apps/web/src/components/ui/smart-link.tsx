import type { ReactNode } from 'react';
import { Link } from '../../lib/router';

/** True for links that leave the app: absolute URLs to anywhere. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

interface SmartLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  /** Open external links in a new tab (default). */
  newTab?: boolean;
  'aria-label'?: string;
}

/** A router link for paths inside the app, a plain anchor for the outside world. */
export function SmartLink({
  href,
  className,
  children,
  newTab = true,
  'aria-label': ariaLabel,
}: SmartLinkProps) {
  if (!isExternalHref(href)) {
    return (
      <Link to={href} className={className} aria-label={ariaLabel}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={href}
      className={className}
      aria-label={ariaLabel}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </a>
  );
}
