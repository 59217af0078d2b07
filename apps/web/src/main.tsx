// Base styles first, so component styles come after them in the bundle.
import './app/styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { BrowserRouter } from './lib/router';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/app-routes';
import { createQueryClient } from './app/query-client';
import { readServerState } from './app/server-state';
import { registerServiceWorker } from './lib/service-worker';
import { prepareSessions } from './lib/session';
import { beginPage } from './lib/visit';

// Each brand's session is its own (ADR 0040); spec §4: a stored access token of 'guest' does not survive the
// start of the app; a new visit chooses its delivery type afresh.
prepareSessions();
beginPage();
const queryClient = createQueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/**
 * Declarative routes (ADR 0012) on our own 2 kB router with React Router's API (ADR 0016): the home page's
 * budget had no room for the library's 13 kB.
 */
const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
);

// A server-rendered page (ADR 0033) is hydrated from the answers it was rendered with; any other page (guarded
// routes, error pages) is rendered here. A transition lets React yield to the browser while it works.
const serverState = readServerState(root);
if (serverState) {
  // A query the server answered with an error (a 404) would start over as loading when mounted, which is not
  // the markup: the page keeps the server's answer (its own retry button, if any, asks again).
  for (const query of serverState.queries)
    if (query.state.status === 'error') queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  hydrate(queryClient, serverState);
  hydrateRoot(root, app);
} else {
  const created = createRoot(root);
  startTransition(() => created.render(app));
}

// Offline viewing (ADR 0058): registered once the page has loaded, out of its way.
registerServiceWorker();
