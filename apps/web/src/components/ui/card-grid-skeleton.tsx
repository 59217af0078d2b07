import './card-grid-skeleton.css';

interface CardGridSkeletonProps {
  /** What is loading, for screen readers: 'Loading the menu…'. */
  label: string;
  withNav?: boolean;
  count?: number;
}

/** Card-shaped placeholders while a list loads, so the page does not jump when it arrives. */
export function CardGridSkeleton({ label, withNav = false, count = 6 }: CardGridSkeletonProps) {
  return (
    <div className="card-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {withNav ? (
        <div className="card-skeleton__nav" aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <span key={i} className="card-skeleton__pill" />
          ))}
        </div>
      ) : null}
      <div className="card-skeleton__grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="card-skeleton__card">
            <span className="card-skeleton__media" />
            <span className="card-skeleton__line" />
            <span className="card-skeleton__line card-skeleton__line--short" />
          </div>
        ))}
      </div>
    </div>
  );
}
