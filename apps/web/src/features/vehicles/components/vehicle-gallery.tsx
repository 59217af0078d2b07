import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import './vehicle-gallery.css';

interface VehicleGalleryProps {
  images: string[];
  title: string;
}

/** How far a finger must travel sideways to turn the picture. */
const SWIPE_PX = 40;

/**
 * The listing's pictures: one large with previous / next buttons, arrow keys (Home / End too) on any of the
 * gallery's buttons, a sideways swipe on touch screens, and thumbnails to jump to any picture.
 */
export function VehicleGallery({ images, title }: VehicleGalleryProps) {
  const [index, setIndex] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  if (count === 0) return null;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    go(next);
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - from.y))
      go(index + (dx < 0 ? 1 : -1));
  };

  return (
    <section
      className="vehicle-gallery"
      aria-roledescription="carousel"
      aria-label={`Pictures of the ${title}`}
    >
      <div
        className="vehicle-gallery__stage"
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${count}`}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        <img
          key={images[index]}
          className="vehicle-gallery__image"
          src={images[index]}
          alt={`${title}, view ${index + 1} of ${count}`}
          width={960}
          height={720}
          draggable={false}
        />
        {count > 1 ? <GalleryNav index={index} count={count} go={go} onKeyDown={onKeyDown} /> : null}
      </div>
      {count > 1 ? <GalleryThumbs images={images} index={index} go={go} onKeyDown={onKeyDown} /> : null}
    </section>
  );
}

interface GalleryControlProps {
  index: number;
  go: (index: number) => void;
  /** Arrow keys, Home and End move through the pictures from any of the gallery's buttons. */
  onKeyDown: (event: KeyboardEvent) => void;
}

/** Previous and next, and where the gallery is. */
function GalleryNav({ index, count, go, onKeyDown }: GalleryControlProps & { count: number }) {
  return (
    <>
      <button
        type="button"
        className="vehicle-gallery__nav vehicle-gallery__nav--prev"
        aria-label="Previous picture"
        aria-keyshortcuts="ArrowLeft ArrowRight Home End"
        onKeyDown={onKeyDown}
        onClick={() => go(index - 1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className="vehicle-gallery__nav vehicle-gallery__nav--next"
        aria-label="Next picture"
        aria-keyshortcuts="ArrowLeft ArrowRight Home End"
        onKeyDown={onKeyDown}
        onClick={() => go(index + 1)}
      >
        <span aria-hidden="true">›</span>
      </button>
      <p className="vehicle-gallery__counter" aria-live="polite">
        {index + 1} / {count}
      </p>
    </>
  );
}

/** A thumbnail per picture, to jump to it. */
function GalleryThumbs({ images, index, go, onKeyDown }: GalleryControlProps & { images: string[] }) {
  return (
    <ul className="vehicle-gallery__thumbs" aria-label="Choose a picture">
      {images.map((src, i) => (
        <li key={src}>
          <button
            type="button"
            className="vehicle-gallery__thumb"
            aria-label={`Show picture ${i + 1}`}
            aria-current={i === index ? 'true' : undefined}
            onKeyDown={onKeyDown}
            onClick={() => go(i)}
          >
            <img src={src} alt="" width={120} height={90} loading="lazy" />
          </button>
        </li>
      ))}
    </ul>
  );
}
