import { useEffect } from 'react';
import { NavigationType, Outlet, useLocation, useNavigate, useNavigationType } from '../../lib/router';
import { usePageFocus } from '../../lib/page-focus';
import { revealKeyboardFocus } from '../../lib/reveal-focus';
import { setLogoutNavigation } from '../../lib/session';
import { NavigationProgress } from '../progress/navigation-progress';
import { RouteErrorBoundary } from './route-error';

/** A new page starts at the top; going back or forward leaves the browser's own scroll restoration alone. */
function useScrollToTop(): void {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, type]);
}

/**
 * The root of every page: the navigation progress bar above whatever the route renders. A new page starts at
 * the top, with the focus on its heading; what the keyboard focuses is kept in full view.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useScrollToTop();
  usePageFocus(pathname);
  useEffect(() => revealKeyboardFocus(), []);
  useEffect(() => setLogoutNavigation((path) => void navigate(path)), [navigate]);
  return (
    <>
      <NavigationProgress />
      <RouteErrorBoundary resetKey={pathname}>
        <Outlet />
      </RouteErrorBoundary>
    </>
  );
}
