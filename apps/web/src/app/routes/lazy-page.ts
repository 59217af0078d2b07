import { lazyWithPreload, type PreloadableComponent } from '../../components/ui/lazy';
import { navigationProgress } from '../progress/progress-store';

/** A page whose code loads on demand; the top progress bar runs while it does. */
export function lazyPage(
  factory: () => Promise<{ default: React.ComponentType }>,
): PreloadableComponent<object> {
  return lazyWithPreload(() => navigationProgress.track(factory()));
}
