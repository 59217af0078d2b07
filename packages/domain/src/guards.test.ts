import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  GUARDED_ROUTES,
  guardDecision,
  guardVisitor,
  isGuardedRoute,
  orderIdToStore,
  type GuardVisitor,
  type QueryReader,
  type GuardedRoute,
} from './guards';

const anonymous: GuardVisitor = { loggedIn: false, sessionToken: false, localToken: false };
const guest: GuardVisitor = { loggedIn: false, sessionToken: true, localToken: false };
const customer: GuardVisitor = { loggedIn: true, sessionToken: false, localToken: true };
/** A stored token without a customer id: not a login, but a stored token for `pay`. */
const tokenOnly: GuardVisitor = { loggedIn: false, sessionToken: false, localToken: true };

/** A query string reader (the browser's URLSearchParams is not in the domain package's lib). */
const query = (search = ''): QueryReader => {
  const pairs = new Map(
    search
      .split('&')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0] ?? '', pair.split('=')[1] ?? ''] as const),
  );
  return { get: (name) => pairs.get(name) ?? null };
};
const decide = (route: GuardedRoute, visitor: GuardVisitor, search = '') =>
  guardDecision(route, visitor, query(search));
const allow = { kind: 'allow' };
const redirect = (to: string) => ({ kind: 'redirect', to });

describe('guardDecision: the spec §2 table for anonymous, guest and logged-in visitors', () => {
  const table: [GuardedRoute, GuardVisitor, string, unknown][] = [
    ['updateaccount', anonymous, '', redirect('login?guest=false')],
    ['updateaccount', guest, '', redirect('login?guest=false')],
    ['updateaccount', tokenOnly, '', redirect('login?guest=false')],
    ['updateaccount', customer, '', allow],
    ['favourites', anonymous, '', redirect('login?guest=false')],
    ['favourites', guest, '', redirect('login?guest=false')],
    ['favourites', customer, '', allow],
    ['my-bookings', anonymous, '', redirect('login?guest=false')],
    ['my-bookings', guest, '', redirect('login?guest=false')],
    ['my-bookings', customer, '', allow],
    ['previous-order', anonymous, '', redirect('login')],
    ['previous-order', guest, '', redirect('login')],
    ['previous-order', customer, '', allow],
    ['my-rewards', anonymous, '', redirect('login')],
    ['my-rewards', guest, '', allow],
    ['my-rewards', tokenOnly, '', redirect('login')],
    ['my-rewards', customer, '', allow],
    ['giftcard', anonymous, '', redirect('login')],
    ['giftcard', guest, '', allow],
    ['giftcard', customer, '', allow],
    ['pay', anonymous, '', redirect('login')],
    ['pay', guest, '', allow],
    ['pay', tokenOnly, '', allow],
    ['pay', customer, '', allow],
    ['pay', anonymous, 'orderId=7&token=pl_abc', allow],
    ['refer', anonymous, '', redirect('login')],
    ['refer', anonymous, 'token=abc', allow],
    ['refer', anonymous, 'token=', redirect('login')],
    ['refer', anonymous, 'token=null', redirect('login')],
    ['refer', guest, '', redirect('login')],
    ['refer', customer, '', allow],
    ['checkout', anonymous, '', redirect('login')],
    ['checkout', anonymous, 'training=true', redirect('login?training=true')],
    ['checkout', anonymous, 'training=false', redirect('login')],
    ['checkout', guest, '', redirect('guest')],
    ['checkout', guest, 'training=true&orderId=5', redirect('guest?training=true')],
    ['checkout', tokenOnly, '', redirect('login')],
    ['checkout', customer, 'training=true', allow],
    ['order-checkout', anonymous, 'training=true', redirect('login?training=true')],
    ['order-checkout', guest, '', redirect('guest')],
    ['order-checkout', customer, '', allow],
    ['guest', anonymous, '', redirect('login')],
    ['guest', anonymous, 'training=true', redirect('login?training=true')],
    ['guest', guest, '', allow],
    ['guest', customer, '', redirect('login')],
    ['guest', { ...customer, sessionToken: true }, '', redirect('login')],
  ];
  it.each(table)('%s for %o with "%s"', (route, visitor, search, expected) => {
    expect(decide(route, visitor, search)).toEqual(expected);
  });

  it('covers every guarded route', () => {
    expect(new Set(table.map(([route]) => route))).toEqual(new Set(GUARDED_ROUTES));
  });
});

describe('guardDecision: properties over every visitor and query', () => {
  const visitorArb = fc.record({
    loggedIn: fc.boolean(),
    sessionToken: fc.boolean(),
    localToken: fc.boolean(),
  });
  const routeArb = fc.constantFrom(...GUARDED_ROUTES);
  const searchArb = fc
    .record({
      training: fc.option(fc.constantFrom('true', 'false', ''), { nil: undefined }),
      token: fc.option(fc.constantFrom('abc', '', 'null', 'undefined'), { nil: undefined }),
    })
    .map((q): QueryReader => ({
      get: (name) => (name === 'training' ? q.training : name === 'token' ? q.token : undefined) ?? null,
    }));

  it('a logged-in visitor passes every guard except the guest route', () => {
    fc.assert(
      fc.property(visitorArb, routeArb, searchArb, (visitor, route, search) => {
        const decision = guardDecision(route, { ...visitor, loggedIn: true }, search);
        expect(decision.kind).toBe(route === 'guest' ? 'redirect' : 'allow');
      }),
    );
  });

  it('redirects only to login or guest, and never to the route itself', () => {
    fc.assert(
      fc.property(visitorArb, routeArb, searchArb, (visitor, route, search) => {
        const decision = guardDecision(route, visitor, search);
        if (decision.kind === 'allow') return;
        expect(decision.to).toMatch(/^(login|guest)(\?(guest=false|training=true))?$/);
        expect(decision.to.split('?')[0]).not.toBe(route);
      }),
    );
  });

  it('keeps training=true on every checkout redirect', () => {
    fc.assert(
      fc.property(
        visitorArb,
        fc.constantFrom<GuardedRoute>('checkout', 'order-checkout'),
        (visitor, route) => {
          const decision = guardDecision(route, visitor, query('training=true'));
          if (decision.kind === 'redirect') expect(decision.to).toMatch(/\?training=true$/);
        },
      ),
    );
  });
});

describe('guardVisitor', () => {
  it('reads a login, a guest token and a bare stored token', () => {
    expect(guardVisitor({ localAccessToken: 'jwt', customerId: 4, sessionAccessToken: null })).toEqual({
      loggedIn: true,
      sessionToken: false,
      localToken: true,
    });
    expect(
      guardVisitor({ localAccessToken: null, customerId: null, sessionAccessToken: 'guest-jwt' }),
    ).toEqual({ loggedIn: false, sessionToken: true, localToken: false });
    expect(guardVisitor({ localAccessToken: 'jwt', customerId: null, sessionAccessToken: null })).toEqual({
      loggedIn: false,
      sessionToken: false,
      localToken: true,
    });
  });

  it("does not take the 'guest' placeholder or stringified nothing for a token", () => {
    expect(
      guardVisitor({ localAccessToken: 'guest', customerId: 4, sessionAccessToken: 'undefined' }),
    ).toEqual({ loggedIn: false, sessionToken: false, localToken: false });
    expect(guardVisitor({ localAccessToken: 'null', customerId: 4, sessionAccessToken: 'null' })).toEqual({
      loggedIn: false,
      sessionToken: false,
      localToken: false,
    });
  });
});

describe('isGuardedRoute', () => {
  it('knows the guarded routes and nothing else', () => {
    expect(isGuardedRoute('checkout')).toBe(true);
    expect(isGuardedRoute('refer')).toBe(true);
    expect(isGuardedRoute('menu')).toBe(false);
    expect(isGuardedRoute('login')).toBe(false);
  });
});

describe('orderIdToStore', () => {
  it.each([
    ['42', null, '42'],
    ['42', 'null', '42'],
    ['42', 'undefined', '42'],
    ['42', '', '42'],
    ['42', '7', null],
    [null, null, null],
    ['', null, null],
    ['null', null, null],
    ['undefined', null, null],
  ])('query %j with %j stored → %j', (fromQuery, stored, expected) => {
    expect(orderIdToStore(fromQuery, stored)).toBe(expected);
  });
});
