import { describe, expect, it } from 'vitest';
import { afterLoginRoute, carriedQuery } from './after-login';

describe('afterLoginRoute', () => {
  it('goes to the last route, else home', () => {
    expect(afterLoginRoute('', 'menu?catId=3')).toBe('menu?catId=3');
    expect(afterLoginRoute('', null)).toBe('home');
    expect(afterLoginRoute('?guest=false', 'delete-account')).toBe('delete-account');
  });

  it('prefers a redirect in the query', () => {
    expect(afterLoginRoute('?redirect=updateaccount', 'menu')).toBe('updateaccount');
    expect(afterLoginRoute(`?redirect=${encodeURIComponent('store?catId=2')}`, null)).toBe('store?catId=2');
  });

  it('never goes to another site or back to a sign-in page', () => {
    for (const redirect of [
      'https://evil.example',
      '//evil.example',
      '/\\evil',
      'javascript:alert(1)',
      '../x',
    ])
      expect(afterLoginRoute(`?redirect=${encodeURIComponent(redirect)}`, 'menu'), redirect).toBe('menu');
    for (const page of [
      'login',
      'login?guest=false',
      'registeruser',
      'forgot-password',
      'guest?training=true',
    ])
      expect(afterLoginRoute(`?redirect=${encodeURIComponent(page)}`, page), page).toBe('home');
  });

  it('keeps training=true', () => {
    expect(afterLoginRoute('?training=true', 'training')).toBe('training?training=true');
    expect(afterLoginRoute('?training=true', 'menu?catId=3')).toBe('menu?catId=3&training=true');
    expect(
      afterLoginRoute(`?training=true&redirect=${encodeURIComponent('checkout?training=true')}`, null),
    ).toBe('checkout?training=true');
    expect(afterLoginRoute('?training=false', 'menu')).toBe('menu');
  });
});

describe('carriedQuery', () => {
  it('passes on guest, training and redirect only', () => {
    expect(carriedQuery('?guest=false&training=true&x=1')).toBe('?guest=false&training=true');
    expect(carriedQuery('')).toBe('');
    expect(carriedQuery('?redirect=menu', { email: 'a@b.c' })).toBe('?redirect=menu&email=a%40b.c');
  });
});
