// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusPageHeading } from './page-focus';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

function page(html: string) {
  document.body.innerHTML = `<header><a href="/menu">Menu</a></header><main tabindex="-1">${html}</main>`;
}

describe('focusPageHeading', () => {
  it("focuses the main content's heading, made focusable from script only", () => {
    page('<h1>Log In</h1><input aria-label="Email">');
    focusPageHeading();
    const heading = document.querySelector('h1')!;
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
  });

  it('waits for a heading that comes with the page’s data', async () => {
    page('<p role="status">Loading…</p>');
    focusPageHeading();
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<h1>Guest checkout</h1>');
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Guest checkout'));
  });

  it('leaves the focus where the visitor moved it meanwhile', async () => {
    page('<p role="status">Loading…</p><input aria-label="Search">');
    focusPageHeading();
    document.querySelector('input')!.focus();
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<h1>Search</h1>');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(document.querySelector('input'));
  });

  it('leaves the focus where the new page put it', () => {
    page('<h1>Search</h1><input aria-label="Search">');
    document.querySelector('input')!.focus();
    focusPageHeading();
    expect(document.activeElement).toBe(document.querySelector('input'));
  });

  it('moves the focus from the header link that led to the page', () => {
    page('<h1>Menu</h1>');
    document.querySelector<HTMLElement>('header a')!.focus();
    focusPageHeading();
    expect(document.activeElement).toBe(document.querySelector('h1'));
  });

  it('falls back to the main content when no heading comes', () => {
    vi.useFakeTimers();
    page('<p>No heading here</p>');
    focusPageHeading();
    vi.advanceTimersByTime(5_000);
    expect(document.activeElement).toBe(document.querySelector('main'));
  });
});

describe('focusPageHeading after the visitor acted', () => {
  it('leaves the focus alone when a key or pointer was pressed after the navigation began', async () => {
    const { navigateTo } = await import('./router');
    document.body.innerHTML = '<header><button>Account menu</button></header><main><h1>Account</h1></main>';
    navigateTo('/bistro/account');
    const menu = document.querySelector('button')!;
    menu.focus();
    menu.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    focusPageHeading();
    expect(document.activeElement).toBe(menu);
  });
});
