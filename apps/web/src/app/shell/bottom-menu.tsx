import { Link, useLocation } from '../../lib/router';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import { isExternalHref } from '../../components/ui/smart-link';
import { isActiveRedirection, isHomeItem } from '../../features/brand/utils/shell-rules';
import { brandPath } from '../../lib/links';
import './bottom-menu.css';

type Item = WebCustomerConfig['BottomMenu']['Items'][number];

function isSelected(item: Item, pathname: string): boolean {
  if (isHomeItem(item)) {
    return Boolean(item.WebLink && !isExternalHref(item.WebLink) && item.WebLink === pathname);
  }
  return isActiveRedirection(pathname, item.Redirection);
}

function ItemContent({ item }: { item: Item }) {
  return (
    <>
      {item.Image ? (
        <img className="bottom-menu__icon" src={item.Image} alt="" width={24} height={24} />
      ) : null}
      <span>{item.Title}</span>
    </>
  );
}

/**
 * The phone and tablet bottom menu (spec §2 Footers; hidden from 769 px by CSS). A Home item does a full
 * redirect to its web link; the others navigate inside the app. The selected item is coloured.
 */
export function BottomMenu({ brand, menu }: { brand: string; menu: WebCustomerConfig['BottomMenu'] }) {
  const { pathname } = useLocation();
  if (!menu.IsEnabled || menu.Items.length === 0) return null;
  return (
    <nav className="bottom-menu" aria-label="Quick links">
      <ul className="bottom-menu__list">
        {menu.Items.map((item, index) => {
          const selected = isSelected(item, pathname);
          const className = selected ? 'bottom-menu__link bottom-menu__link--selected' : 'bottom-menu__link';
          const current = selected ? ('page' as const) : undefined;
          let link;
          if (isHomeItem(item) && item.WebLink) {
            const href = item.WebLink;
            link = (
              <a
                className={className}
                href={href}
                aria-current={current}
                onClick={(event) => {
                  // A full page load, as the spec asks, even for a path inside the app.
                  event.preventDefault();
                  window.location.assign(href);
                }}
              >
                <ItemContent item={item} />
              </a>
            );
          } else if (item.Redirection?.trim()) {
            link = (
              <Link className={className} to={brandPath(brand, item.Redirection)} aria-current={current}>
                <ItemContent item={item} />
              </Link>
            );
          } else if (item.WebLink) {
            link = (
              <a className={className} href={item.WebLink} target="_blank" rel="noopener noreferrer">
                <ItemContent item={item} />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            );
          } else {
            return null;
          }
          return <li key={`${item.Title}-${index}`}>{link}</li>;
        })}
      </ul>
    </nav>
  );
}
