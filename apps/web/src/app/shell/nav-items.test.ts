import { describe, expect, it } from 'vitest';
import { headerTiles } from './nav-items';

describe('headerTiles', () => {
  const nav = [
    { label: 'Home', route: 'home' },
    { label: 'Menu', route: 'menu' },
  ];
  const campaigns = [
    { Title: 'Order online', Redirection: 'menu' },
    { Title: 'Book a table', Redirection: 'reservation' },
    { Title: 'Our story', WebLink: 'https://example.com/story' },
    { Title: 'Nowhere' },
  ];

  it('lists the main pages, then the campaigns without repeating a page', () => {
    const tiles = headerTiles('bistro', '/bistro/home', nav, campaigns);
    expect(tiles.map((t) => [t.label, t.href, t.external])).toEqual([
      ['Home', '/bistro/home', false],
      ['Menu', '/bistro/menu', false],
      ['Book a table', '/bistro/reservation', false],
      ['Our story', 'https://example.com/story', true],
    ]);
  });

  it('highlights the tile of the current page only', () => {
    const tiles = headerTiles('bistro', '/bistro/reservation', nav, campaigns);
    expect(tiles.filter((t) => t.active).map((t) => t.label)).toEqual(['Book a table']);
  });
});
