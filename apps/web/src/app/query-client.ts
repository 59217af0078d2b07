import { QueryClient } from '@tanstack/react-query';
import { NetworkError } from '../lib/api-client';

/** Only a dropped connection is worth retrying; the server's answers (and being offline) are final. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof NetworkError && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
