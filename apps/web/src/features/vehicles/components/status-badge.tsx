import './status-badge.css';

/** Sold or Available (spec §3 ProductStockStatus), in words as well as colour. */
export function StatusBadge({ sold }: { sold: boolean }) {
  return (
    <span className={sold ? 'status-badge status-badge--sold' : 'status-badge status-badge--available'}>
      {sold ? 'Sold' : 'Available'}
    </span>
  );
}
