import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { StaticRouter } from '../lib/router';

/**
 * Renders a screen as the app does: under a query client (no retries, so an error shows at once) and a
 * router at `path`. Returns Testing Library's queries, a user-event session and the query client.
 */
export function renderScreen(
  ui: ReactElement,
  { path = '/bistro/checkout', client = testQueryClient() }: { path?: string; client?: QueryClient } = {},
): RenderResult & { user: UserEvent; client: QueryClient } {
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={client}>
      <StaticRouter location={path}>{ui}</StaticRouter>
    </QueryClientProvider>,
  );
  return { ...result, user, client };
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}
