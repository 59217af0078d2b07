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
 * The demo banners' proportions (1600×320 and 780×240), for the browser's first guess; the strip's height is
 * fixed by the stylesheet and the picture cropped to fill it, whatever its own proportions.
 */
const DESKTOP_SIZE = { width: 1600, height: 320 };
const MOBILE_SIZE = { width: 780, height: 240 };

/**
 * A full-width strip of the brand's artwork above a page's heading, with an optional narrower picture for phones
 * (below the 769 px breakpoint). Decorative: the page's heading says what the page is, as text.
 */
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
