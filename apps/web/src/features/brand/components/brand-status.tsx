import type { ReactNode } from 'react';
import './brand-status.css';
import { ReadyMark } from '../../../lib/ready-mark';

/** Shown while the brand's configuration loads: the page keeps its frame so nothing jumps afterwards. */
export function BrandLoading({ brand }: { brand: string }) {
  return (
    <main className="brand-status" id="main">
      <span className="brand-status__spinner" aria-hidden="true" />
      <p className="brand-status__text" role="status">
        Loading <span className="brand-status__name">{brand}</span>…
      </p>
    </main>
  );
}

/** A whole-page message when the brand cannot be shown (spec §8). */
export function BrandProblem({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <main className="brand-status" id="main">
      <div className="brand-status__card" role="alert">
        <h1 className="brand-status__title">{title}</h1>
        <p className="brand-status__message">{children}</p>
        {action}
      </div>
      {/* Hydrated: its button works (the page a missing brand gets is server-rendered too). */}
      <ReadyMark />
    </main>
  );
}
