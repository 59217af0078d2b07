import './banner.css';

interface BannerProps {
  desktop: string;
  mobile?: string;
  /** Describe the picture when it carries meaning; empty for a decorative banner. */
  alt?: string;
  className?: string;
  /** The first banner on a page is its largest paint: load it eagerly. */
  priority?: boolean;
}

/** A full-width banner with an optional narrower crop for phones (below the 769 px breakpoint). */
export function Banner({ desktop, mobile, alt = '', className, priority = false }: BannerProps) {
  return (
    <picture className={['banner', className].filter(Boolean).join(' ')}>
      {mobile ? <source media="(max-width: 768px)" srcSet={mobile} /> : null}
      <img
        className="banner__image"
        src={desktop}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  );
}
