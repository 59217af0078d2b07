import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useSyncExternalStore, type ReactNode } from 'react';
import { isToasterWanted, subscribeToaster } from '../components/ui/toast';

const Toaster = lazy(() => import('./shell/toaster'));

/** Mounts the toast region with the first toast: sonner stays out of the pages that never show one. */
function LazyToaster() {
  const wanted = useSyncExternalStore(subscribeToaster, isToasterWanted, isToasterWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** App-wide providers. The router gets the same query client, so loaders can start fetches early. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
