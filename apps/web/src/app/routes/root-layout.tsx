import { useEffect } from 'react';
import { NavigationType, Outlet, useLocation, useNavigate, useNavigationType } from '../../lib/router';
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

/** The root of every page: the navigation progress bar above whatever the route renders. */
export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useScrollToTop();
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
