import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { firstItems, useCardsToRender } from './first-screen';

const page = (from: number, count: number) => ({
  Data: Array.from({ length: count }, (_, i) => from + i),
  Total: 30,
});

describe('first screen', () => {
  it('cuts the loaded pages to their first items, keeping whole pages whole', () => {
    const pages = [page(0, 24), page(24, 6)];
    expect(firstItems(pages, 6)).toEqual([page(0, 6)]);
    expect(firstItems(pages, 24)[0]).toBe(pages[0]);
    expect(firstItems(pages, 26).map((p) => p.Data.length)).toEqual([24, 2]);
    expect(firstItems(pages, Infinity)).toEqual(pages);
    expect(firstItems([], 6)).toEqual([]);
  });

  it('renders every loaded card on the server, so the page reads whole without JavaScript', () => {
    function Count() {
      return createElement('p', null, String(useCardsToRender()));
    }
    expect(renderToString(createElement(Count))).toBe('<p>Infinity</p>');
  });
});
