import { ApiError } from '../../../lib/api-client';
import { messages } from '../../../lib/messages';

/** What to tell the visitor when the configuration cannot be loaded (spec §8). */
export function brandErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    // An unknown flavour is answered 404: to the visitor that is a missing brand.
    return error.status === 404 || error.httpStatus === 404 ? messages.brandMissing : error.message;
  }
  return messages.networkError;
}
