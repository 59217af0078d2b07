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

/**
 * The banners' proportions (the demo brands' 1600×400 and 780×400): the width and height attributes reserve
 * that box before the picture arrives, so nothing below it moves when it does (CLS). A picture of other
 * proportions still shows whole: once loaded, its own proportions win (`aspect-ratio: auto …`).
 */
const DESKTOP_SIZE = { width: 1600, height: 400 };
const MOBILE_SIZE = { width: 780, height: 400 };

/** A full-width banner with an optional narrower crop for phones (below the 769 px breakpoint). */
export function Banner({ desktop, mobile, alt = '', className, priority = false }: BannerProps) {
  return (
    <picture className={['banner', className].filter(Boolean).join(' ')}>
      {mobile ? <source media="(max-width: 768px)" srcSet={mobile} {...MOBILE_SIZE} /> : null}
      <img
        className="banner__image"
        {...DESKTOP_SIZE}
        src={desktop}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  );
}
