// Base styles first, so component styles come after them in the bundle.
import './app/styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
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
 * React Router in declarative mode (ADR 0012): the data router's extra 30 kB did not fit the home page's
 * budget, and guards, prefetching and the progress bar need none of it.
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
