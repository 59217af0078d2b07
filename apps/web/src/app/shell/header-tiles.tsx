import { Link } from '../../lib/router';
import { ExternalIcon } from '../../components/ui/icons';
import type { HeaderTile } from './nav-items';

/** One top-menu entry: a router link, or an external link opened in a new tab. */
export function TileLink({
  tile,
  className,
  onClick,
}: {
  tile: HeaderTile;
  className: string;
  onClick?: () => void;
}) {
  if (tile.external) {
    return (
      <a className={className} href={tile.href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {tile.label}
        <ExternalIcon />
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link
      className={tile.active ? `${className} ${className}--active` : className}
      to={tile.href}
      onClick={onClick}
      aria-current={tile.active ? 'page' : undefined}
    >
      {tile.label}
    </Link>
  );
}

/** The desktop top menu; phones get the same entries in the burger menu. */
export function HeaderTiles({ tiles }: { tiles: HeaderTile[] }) {
  return (
    <nav className="header-tiles" aria-label="Main">
      <ul className="container header-tiles__list">
        {tiles.map((tile) => (
          <li key={tile.key}>
            <TileLink tile={tile} className="header-tiles__link" />
          </li>
        ))}
      </ul>
    </nav>
  );
}
