import { describe, expect, it } from 'vitest';
import { brandPath, tileHref } from './links';

describe('links', () => {
  it('builds brand paths from route names', () => {
    expect(brandPath('bistro', 'menu')).toBe('/bistro/menu');
    expect(brandPath('bistro', '/store?catId=3')).toBe('/bistro/store?catId=3');
  });
  it('prefers the internal redirection over the web link', () => {
    expect(tileHref('bistro', { Redirection: 'menu', WebLink: 'https://example.com' })).toBe('/bistro/menu');
    expect(tileHref('bistro', { Redirection: ' ', WebLink: 'https://example.com' })).toBe(
      'https://example.com',
    );
    expect(tileHref('bistro', {})).toBeNull();
  });
});
