import { describe, expect, it } from 'vitest';
import { tokenBrandId, tokenEmail } from './token-claims';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('tokenEmail', () => {
  it("reads the token's email claim", () => {
    const token = `${encode({ alg: 'HS256' })}.${encode({ sub: '4', email: 'zoë@example.com' })}.sig`;
    expect(tokenEmail(token)).toBe('zoë@example.com');
  });

  it('is null for anything else', () => {
    expect(tokenEmail(null)).toBeNull();
    expect(tokenEmail('guest')).toBeNull();
    expect(tokenEmail('a.%%%.c')).toBeNull();
    expect(tokenEmail(`x.${encode({ sub: '4' })}.y`)).toBeNull();
    expect(tokenEmail(`x.${encode({ email: 7 })}.y`)).toBeNull();
  });
});

describe('tokenBrandId', () => {
  it("reads the token's brand claim", () => {
    expect(tokenBrandId(`x.${encode({ sub: '4', brand: 3 })}.y`)).toBe(3);
  });

  it('is null for anything else', () => {
    expect(tokenBrandId(null)).toBeNull();
    expect(tokenBrandId('guest')).toBeNull();
    expect(tokenBrandId(`x.${encode({ brand: '3' })}.y`)).toBeNull();
  });
});
