import { createElement, Fragment, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PAGE_ENTRIES } from '../app/routes/route-table';
import { matchBranch, Route } from './router';

/** A stand-in element naming what it is, so a match can be read back. */
const el = (name: string) => createElement('i', { 'data-name': name });
const route = (props: { path?: string; index?: boolean; element: ReactNode }, ...children: ReactNode[]) =>
  createElement(Route, props, ...children);

// The app's shape (app-routes.tsx): a root layout, the brand layout, its pages and a catch-all.
const routes = route(
  { element: el('root') },
  route({ index: true, element: el('bare') }),
  route(
    { path: ':brand', element: el('brand') },
    route({ index: true, element: el('brand-index') }),
    route({ path: 'home', element: el('home') }),
    createElement(
      Fragment,
      null,
      PAGE_ENTRIES.map((entry) =>
        createElement(Route, { key: entry.path, path: entry.path, element: el(entry.path) }),
      ),
    ),
    route({ path: '*', element: el('not-found') }),
  ),
);

const names = (pathname: string) => {
  const match = matchBranch(routes, pathname);
  return match
    ? {
        chain: match.chain.map((e) => (e as { props: { 'data-name': string } }).props['data-name']),
        params: match.params,
      }
    : null;
};

describe('matchBranch', () => {
  it('sends the bare address and a bare brand to their index routes', () => {
    expect(names('/')?.chain).toEqual(['root', 'bare']);
    expect(names('/bistro')).toEqual({
      chain: ['root', 'brand', 'brand-index'],
      params: { brand: 'bistro' },
    });
  });

  it('finds every page of the route table, with its parameters', () => {
    for (const entry of PAGE_ENTRIES) {
      const concrete = entry.path.replace(/:(\w+)/g, (_, name: string) => `${name}-42`);
      const match = names(`/grocer/${concrete}`);
      expect(match?.chain, entry.path).toEqual(['root', 'brand', entry.path]);
      for (const [, name] of entry.path.matchAll(/:(\w+)/g)) expect(match?.params[name!]).toBe(`${name}-42`);
    }
  });

  it('prefers a static segment to a parameter and anything to the catch-all', () => {
    expect(names('/bistro/home')?.chain.at(-1)).toBe('home');
    expect(names('/bistro/no-such-page')?.chain.at(-1)).toBe('not-found');
    expect(names('/bistro/menu/extra')?.chain.at(-1)).toBe('not-found');
    expect(names('/bistro/no/such/page')?.params['*']).toBe('no/such/page');
  });

  it('matches case-insensitively, ignores a trailing slash and decodes parameters', () => {
    expect(names('/bistro/MENU/')?.chain.at(-1)).toBe('menu');
    expect(names('/caf%C3%A9/home')?.params.brand).toBe('café');
    expect(names('/bistro/order-confirmation/12')?.params).toEqual({ brand: 'bistro', OrderId: '12' });
  });
});
