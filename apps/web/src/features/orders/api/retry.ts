import { ApiError } from '../../../lib/api-client';
import { local } from '../../../lib/storage';

/**
 * A signed-in call that met an expired access token (401) made the API client refresh it (spec §4 "Token
 * refresh"); when the login survived the refresh, the call is made once more instead of failing.
 */
export function retryAfterRefresh(failureCount: number, error: unknown): boolean {
  return (
    failureCount < 1 &&
    error instanceof ApiError &&
    error.httpStatus === 401 &&
    local.get('access_token') !== null
  );
}

export const afterRefresh = { retry: retryAfterRefresh, retryDelay: 0 } as const;
