import { useEffect, useReducer, useRef } from 'react';
import { useNavigation } from 'react-router';
import { PROGRESS_IDLE, progressReducer } from '@storefront/domain/navigation-progress';
import './navigation-progress.css';

/** How long the full bar stays before it hides. */
const HIDE_AFTER_MS = 250;

/**
 * The top progress bar (spec §4, §9), driven by React Router's navigation state: a navigation starts it at
 * 40 %, each change of the navigation (loading, a redirect, submitting) is a step, and the end fills it and
 * hides it. The rules are the domain's `progressReducer`.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const [progress, dispatch] = useReducer(progressReducer, PROGRESS_IDLE);
  const busy = navigation.state !== 'idle';
  const wasBusy = useRef(false);
  const event = `${navigation.state} ${navigation.location?.key ?? ''}`;

  useEffect(() => {
    if (busy) {
      dispatch(wasBusy.current ? 'step' : 'start');
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    dispatch('end');
    const timer = setTimeout(() => dispatch('hide'), HIDE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy, event]);

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
