import { describe, expect, it } from 'vitest';
import { hasValue, isLoggedIn, legacySessionOwner, staleGuestKeys, visitorState } from './visitor';

describe('visitorState', () => {
  it('is a customer with a stored token and a customer id', () => {
    expect(
      visitorState({
        localAccessToken: 'jwt',
        customerId: 9,
        firstName: 'Ada',
        lastName: 'Lovelace',
        sessionAccessToken: 'also-a-guest-token',
      }),
    ).toEqual({ kind: 'customer', customerId: 9, firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('defaults missing names to empty strings', () => {
    expect(visitorState({ localAccessToken: 'jwt', customerId: 9, sessionAccessToken: null })).toEqual({
      kind: 'customer',
      customerId: 9,
      firstName: '',
      lastName: '',
    });
  });

  it('is a guest with only a session token', () => {
    expect(visitorState({ localAccessToken: null, customerId: null, sessionAccessToken: 'g' })).toEqual({
      kind: 'guest',
    });
    expect(visitorState({ localAccessToken: 'guest', customerId: 3, sessionAccessToken: 'g' })).toEqual({
      kind: 'guest',
    });
  });

  it('is anonymous otherwise', () => {
    for (const storage of [
      { localAccessToken: null, customerId: null, sessionAccessToken: null },
      { localAccessToken: 'jwt', customerId: null, sessionAccessToken: null },
      { localAccessToken: 'guest', customerId: 3, sessionAccessToken: null },
      { localAccessToken: null, customerId: 3, sessionAccessToken: 'undefined' },
    ]) {
      expect(visitorState(storage)).toEqual({ kind: 'anonymous' });
    }
  });
});

describe('helpers', () => {
  it('hasValue treats empty, null and undefined strings as nothing', () => {
    expect(hasValue('x')).toBe(true);
    for (const empty of ['', 'null', 'undefined', null, undefined]) expect(hasValue(empty)).toBe(false);
  });

  it('isLoggedIn needs a real token and a customer id', () => {
    expect(isLoggedIn({ localAccessToken: 'jwt', customerId: 1 })).toBe(true);
    expect(isLoggedIn({ localAccessToken: 'guest', customerId: 1 })).toBe(false);
    expect(isLoggedIn({ localAccessToken: 'jwt', customerId: null })).toBe(false);
  });

  it("clears the guest fields only when the stored token is 'guest'", () => {
    expect(staleGuestKeys('guest')).toEqual([
      'access_token',
      'guestEmail',
      'guestFirstName',
      'guestLastName',
      'guestContact',
    ]);
    expect(staleGuestKeys('jwt')).toEqual([]);
    expect(staleGuestKeys(null)).toEqual([]);
  });
});

describe('legacySessionOwner', () => {
  const last = { lastBrandId: 1, lastBrandFlavor: 'bistro' };

  it("gives a login to its token's brand when that is the brand last loaded", () => {
    expect(legacySessionOwner({ login: { brandId: 1 }, ...last })).toBe('bistro');
  });

  it('drops a login of another brand, or one whose brand cannot be read', () => {
    expect(legacySessionOwner({ login: { brandId: 2 }, ...last })).toBeNull();
    expect(legacySessionOwner({ login: { brandId: null }, ...last })).toBeNull();
  });

  it('gives guest details and tokens to the brand last loaded', () => {
    expect(legacySessionOwner({ login: null, ...last })).toBe('bistro');
  });

  it('drops everything when no brand was loaded', () => {
    expect(legacySessionOwner({ login: { brandId: 1 }, lastBrandId: 1, lastBrandFlavor: null })).toBeNull();
    expect(legacySessionOwner({ login: null, lastBrandId: null, lastBrandFlavor: null })).toBeNull();
  });
});
