import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, OfflineError } from '../../../lib/api-client';
import { messages } from '../../../lib/messages';
import { brandErrorMessage } from './brand-error';

describe('brandErrorMessage', () => {
  it('shows Info.Message for a non-200 answer', () => {
    expect(brandErrorMessage(new ApiError('Brand is paused', 503, 503))).toBe('Brand is paused');
  });
  it('treats an unknown flavour as a missing brand', () => {
    expect(brandErrorMessage(new ApiError('Brand not found', 404, 404))).toBe(messages.brandMissing);
  });
  it('shows the network message when no answer came', () => {
    expect(brandErrorMessage(new NetworkError('Failed to fetch'))).toBe(messages.networkError);
    expect(brandErrorMessage(new OfflineError())).toBe(messages.networkError);
  });
});
