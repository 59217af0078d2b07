import { ApiError, NetworkError, OfflineError } from './api-client';
import { messages } from './messages';

/** The visitor-facing text for a failed call: the server's Info.Message, or the network message. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof NetworkError || error instanceof OfflineError) return messages.networkError;
  return messages.somethingWentWrong;
}
