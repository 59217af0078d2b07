import { useEffect, useReducer } from 'react';
import { PROGRESS_IDLE, progressReducer } from '@storefront/domain/navigation-progress';
import { navigationProgress, type ProgressStore } from './progress-store';
import './navigation-progress.css';

/** How long the full bar stays before it hides. */
const HIDE_AFTER_MS = 250;

/**
 * The top progress bar (spec §4, §9): runs while a navigation waits for a page's code or the brand's
 * configuration. The progress store says when work starts, steps and ends; the domain's `progressReducer`
 * turns that into 40 %, + 4.76 per step, then 100 % and hidden.
 */
export function NavigationProgress({ store = navigationProgress }: { store?: ProgressStore }) {
  const [progress, dispatch] = useReducer(progressReducer, PROGRESS_IDLE);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = store.subscribe((event) => {
      // Work starts while React renders the next page inside a transition; an update made there would wait
      // for that transition to finish. Outside the render, the bar shows at once.
      queueMicrotask(() => {
        clearTimeout(timer);
        dispatch(event);
        if (event === 'end') timer = setTimeout(() => dispatch('hide'), HIDE_AFTER_MS);
      });
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [store]);

  return (
    <div
      className="nav-progress"
      role="progressbar"
      aria-label="Loading page"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress.value)}
      hidden={!progress.visible}
    >
      <div className="nav-progress__bar" style={{ transform: `scaleX(${progress.value / 100})` }} />
    </div>
  );
}
