import { describe, expect, it } from 'vitest';
import { RegisterBody } from '@storefront/contract/account';
import { issuesToErrors, serverFieldErrors } from './use-zod-form';

describe('issuesToErrors', () => {
  it("keeps each field's first message and puts the rest above the form", () => {
    const parsed = RegisterBody.safeParse({
      BrandFlavor: '',
      CustomerEmail: 'not an email',
      CustomerPassword: 'short',
      CustomerFirstName: ' ',
      CustomerLastName: 'Lovelace',
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const errors = issuesToErrors(parsed.error.issues, [
      'CustomerEmail',
      'CustomerPassword',
      'CustomerFirstName',
      'CustomerLastName',
    ]);
    expect(errors.fields).toEqual({
      CustomerEmail: 'Enter a valid email address',
      CustomerPassword: 'Use at least 8 characters',
      CustomerFirstName: 'Enter your first name',
    });
    expect(errors.form).toMatch(/.+/);
  });
});

describe('serverFieldErrors', () => {
  it("reads the field messages of the server's validation answer", () => {
    expect(
      serverFieldErrors(
        'Invalid request: body.CustomerEmail: Enter a valid email address; body.CustomerMobile: Enter a valid mobile number',
      ),
    ).toEqual({
      CustomerEmail: 'Enter a valid email address',
      CustomerMobile: 'Enter a valid mobile number',
    });
    expect(serverFieldErrors('Invalid request: body.Guest.Email: Bad; x; body.Lines: Too many')).toEqual({
      Guest: 'Bad; x',
      Lines: 'Too many',
    });
  });

  it('finds nothing in other messages', () => {
    expect(serverFieldErrors('The email or password is incorrect')).toEqual({});
    expect(serverFieldErrors('Invalid request: querystring.x: y')).toEqual({});
  });
});
