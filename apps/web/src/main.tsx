// Base styles first, so component styles come after them in the bundle.
import './app/styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from './lib/router';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/app-routes';
import { createQueryClient } from './app/query-client';
import { clearStaleGuest } from './lib/session';

// Spec §4: a stored access token of 'guest' does not survive the start of the app.
clearStaleGuest();
const queryClient = createQueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/**
 * Declarative routes (ADR 0012) on our own 2 kB router with React Router's API (ADR 0016): the home page's
 * budget had no room for the library's 13 kB.
 */
// A transition lets React yield to the browser while it builds the first page, instead of one long task.
const app = createRoot(root);
startTransition(() =>
  app.render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>,
  ),
);
