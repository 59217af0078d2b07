import type { ComponentProps, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MenuClock } from '../../lib/menu-clock';
import { CardStock, CatalogCard } from './catalog-card';

/** 26 Nov 2026, 10:00 in London. */
const AT = Date.parse('2026-11-26T10:00:00Z');

const card = (over: Partial<ComponentProps<typeof CatalogCard>> = {}, children: ReactNode = null) =>
  renderToStaticMarkup(
    <MenuClock at={AT}>
      <CatalogCard
        kind="recipe"
        id={7}
        title="Burger"
        image={null}
        eager={false}
        out={false}
        compact
        badges={null}
        corner={null}
        served={{ label: null, hours: '' }}
        note={null}
        price="£9.50"
        status={<button type="button">Add to Cart</button>}
        {...over}
      >
        {children}
      </CatalogCard>
    </MenuClock>,
  );

describe('the catalogue card frame', () => {
  it("names its parts with both the shared and the kind's classes", () => {
    const html = card({ kind: 'product', id: 3 });
    expect(html).toContain('class="catalog-card product-card catalog-card--compact product-card--compact"');
    expect(html).toContain('aria-labelledby="product-3-title"');
    expect(html).toContain(
      '<h3 class="catalog-card__title product-card__title" id="product-3-title">Burger</h3>',
    );
    expect(html).toContain('<span class="visually-hidden">Price: </span>£9.50');
  });

  it('shows the initial without a picture, and greys an item that cannot be ordered', () => {
    const html = card({ out: true, compact: false });
    expect(html).toContain('class="catalog-card recipe-card catalog-card--out recipe-card--out"');
    expect(html).toContain('aria-hidden="true">B</div>');
  });

  it("puts the kind's text under the title and the hours, note and status in order", () => {
    const html = card(
      {
        served: { label: 'Available from 18:00', hours: 'every day 18:00–22:00' },
        note: <p>Not available for Delivery</p>,
        status: <CardStock kind="recipe">Available from 18:00</CardStock>,
      },
      <p>With cheese</p>,
    );
    const order = ['With cheese', 'Served every day 18:00–22:00', 'Not available for Delivery', '£9.50'].map(
      (text) => html.indexOf(text),
    );
    expect(order.every((at, i) => at > (order[i - 1] ?? -1))).toBe(true);
    expect(html).toContain('<p class="catalog-card__stock recipe-card__stock">Available from 18:00</p>');
    expect(html).not.toContain('Add to Cart');
  });
});
