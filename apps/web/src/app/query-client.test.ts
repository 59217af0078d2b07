import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, OfflineError } from '../lib/api-client';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries a dropped connection twice', () => {
    expect(shouldRetry(0, new NetworkError('x'))).toBe(true);
    expect(shouldRetry(1, new NetworkError('x'))).toBe(true);
    expect(shouldRetry(2, new NetworkError('x'))).toBe(false);
  });
  it("does not retry the server's answer or an offline browser", () => {
    expect(shouldRetry(0, new ApiError('Brand not found', 404, 404))).toBe(false);
    expect(shouldRetry(0, new OfflineError())).toBe(false);
  });
});
