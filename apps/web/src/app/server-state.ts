import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** The id of the inline JSON that holds the server's query answers for a server-rendered page. */
export const SERVER_STATE_ID = 'server-state';

/**
 * The query answers the server rendered the page with, when the page was server-rendered (`#root` carries
 * `data-server-rendered`): the client starts from them, so its first render is the server's markup.
 */
export function readServerState(root: HTMLElement): DehydratedState | null {
  if (!root.hasAttribute('data-server-rendered')) return null;
  try {
    const text = document.getElementById(SERVER_STATE_ID)?.textContent;
    if (!text) return null;
    const state = JSON.parse(text) as DehydratedState;
    for (const query of state.queries) {
      const error: unknown = query.state.error;
      if (isServerError(error)) (query.state as { error: unknown }).error = reviveError(error);
    }
    return state;
  } catch {
    return null;
  }
}

/** An API error as the page carries it (an Error's message is not one of its JSON properties). */
interface ServerError {
  apiError: { message: string; status: number; httpStatus: number; problems: ApiError['problems'] };
}

/** The form a query's API error takes in the page's state. */
export function serverError(error: ApiError): ServerError {
  const { message, status, httpStatus, problems } = error;
  return { apiError: { message, status, httpStatus, problems } };
}

function isServerError(value: unknown): value is ServerError {
  return typeof value === 'object' && value !== null && 'apiError' in value;
}

function reviveError({ apiError }: ServerError): ApiError {
  return new ApiError(apiError.message, apiError.status, apiError.httpStatus, undefined, apiError.problems);
}
