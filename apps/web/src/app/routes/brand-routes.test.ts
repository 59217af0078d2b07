import { describe, expect, it } from 'vitest';
import { pageTitle } from './brand-routes';

describe('pageTitle', () => {
  it('names known and unknown routes readably', () => {
    expect(pageTitle('dine-in')).toBe('Dine in');
    expect(pageTitle('registeruser')).toBe('Register');
    expect(pageTitle('reservation')).toBe('Reservation');
    expect(pageTitle('')).toBe('Page');
  });
});
