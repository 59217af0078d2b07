import type { ReactNode } from 'react';
import { Banner } from './banner';
import { buttonClass } from './button';
import './catalog-layout.css';

interface CatalogPageProps {
  banner: { desktop: string; mobile?: string } | null;
  title: string;
  lede?: string;
  /** Under the heading, across both columns: a notice the page gives before its items. */
  notice?: ReactNode;
  /** The category navigation, the items, or a loading / problem notice spanning both columns. */
  children: ReactNode;
}

/** The frame of a browsable list (menu, shop): banner, heading, then categories beside the items. */
export function CatalogPage({ banner, title, lede, notice, children }: CatalogPageProps) {
  return (
    <div className="catalog">
      {banner ? <Banner desktop={banner.desktop} mobile={banner.mobile} priority /> : null}
      <div className="container catalog__layout">
        <div className="catalog__intro">
          <h1 className="catalog__title">{title}</h1>
          {lede ? <p className="catalog__lede">{lede}</p> : null}
        </div>
        {notice ? <div className="catalog__notice">{notice}</div> : null}
        {children}
      </div>
    </div>
  );
}

/** Wraps the category navigation: a sticky strip on phones, a sticky side column on wide screens. */
export function CatalogNav({ children }: { children: ReactNode }) {
  return <div className="catalog__nav">{children}</div>;
}

interface CatalogSectionProps {
  id: string;
  title: string;
  /** e.g. '7 dishes'; announced politely when it changes. */
  count: string;
  children: ReactNode;
}

export function CatalogSection({ id, title, count, children }: CatalogSectionProps) {
  return (
    <section className="catalog__section" aria-labelledby={id}>
      <div className="catalog__section-head">
        <h2 className="catalog__section-title" id={id}>
          {title}
        </h2>
        <p className="catalog__count" aria-live="polite">
          {count}
        </p>
      </div>
      {children}
    </section>
  );
}

/** The list of cards, one per item. */
export function CatalogGrid({ children }: { children: ReactNode }) {
  return <ul className="catalog__grid">{children}</ul>;
}

export function CatalogEmpty({ children }: { children: ReactNode }) {
  return <p className="catalog__empty">{children}</p>;
}

interface ShowMoreProps {
  label: string;
  loading: boolean;
  onClick: () => void;
}

export function ShowMore({ label, loading, onClick }: ShowMoreProps) {
  return (
    <div className="catalog__more">
      <button type="button" className={buttonClass('outline')} onClick={onClick} disabled={loading}>
        {loading ? 'Loading…' : label}
      </button>
    </div>
  );
}
