import { ApiError, pageBrand } from './api-client';
import { brandLocal } from './brand-storage';

/**
 * A signed-in call that met an expired access token (401) made the API client refresh it (spec §4 "Token
 * refresh"); when the login survived the refresh, the call is made once more instead of failing. The server
 * refuses a 401 before doing anything, so repeating a change is safe.
 */
export function retryAfterRefresh(failureCount: number, error: unknown): boolean {
  return (
    failureCount < 1 &&
    error instanceof ApiError &&
    error.httpStatus === 401 &&
    brandLocal(pageBrand()).get('access_token') !== null
  );
}

/** For `useMutation` and `useQuery`: the retry above, at once. */
export const afterRefresh = { retry: retryAfterRefresh, retryDelay: 0 } as const;
