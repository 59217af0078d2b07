import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID } from '@storefront/contract/ids';
import { apiRoutes } from '@storefront/contract/paths';
import { paymentRoutes } from '@storefront/contract/payment';
import { DRIVERS, startApp, type TestApp } from './test/harness';
import { TEST_PASSWORD } from './test/fixtures';

type Auth = 'none' | 'customer' | 'guest';
interface Walk {
  method: 'GET' | 'POST';
  /** The path with `ID` where an id goes. */
  url: string;
  /** A body that is valid but for its ids: `ID` stands for the id under test. */
  body?: unknown;
  auth?: Auth;
}

const ID = '__ID__';
const guest = { Email: 'walker@example.test', FirstName: 'Wal', LastName: 'Ker', Mobile: '+44 7700 900123' };
const line = { ItemId: ID, Quantity: 1 };

/**
 * Every route of paths.ts (and the payment routes that take an order id) with a request that is valid but for
 * its ids. A route that takes no id is listed with `null`, so a new route must be added here to pass.
 */
const walks: Record<
  keyof typeof apiRoutes | 'paymentSummary' | 'paymentStart' | 'paymentCheck',
  Walk[] | null
> = {
  unsubscribe: null,
  recommended: null,
  recommendedForType: null,
  updateFavourite: [
    {
      method: 'POST',
      url: apiRoutes.updateFavourite,
      auth: 'customer',
      body: { FK_CustomerId: ID, FK_RecipeId: 9011, Status: true },
    },
    {
      method: 'POST',
      url: apiRoutes.updateFavourite,
      auth: 'customer',
      body: { FK_CustomerId: 'SELF', FK_RecipeId: ID, Status: true },
    },
    {
      method: 'POST',
      url: apiRoutes.updateFavourite,
      auth: 'customer',
      body: { FK_CustomerId: 'SELF', FK_ProductId: ID, Status: true },
    },
  ],
  getFavourites: [{ method: 'GET', url: '/api/CustomerFavourites/getItems/ID', auth: 'customer' }],
  getCustomer: null,
  search: null,
  searchVehicle: null,
  searchDetailProduct: null,
  getConfig: null,
  getBrandInfo: null,
  getProductCategories: null,
  getRecipeCategories: null,
  getCounters: [{ method: 'GET', url: '/api/Category/getCategoriesProductCounters/ID' }],
  token: null,
  getRecipes: [
    { method: 'POST', url: '/api/Recipe/v1/getRecipes/alpha', body: { CategoryId: ID } },
    { method: 'POST', url: '/api/Recipe/v1/getRecipes/alpha', body: { SubcategoryId: ID } },
  ],
  getProducts: [
    { method: 'POST', url: '/api/Product/v1/getProducts/alpha', body: { CategoryId: ID } },
    { method: 'POST', url: '/api/Product/v1/getProducts/alpha', body: { SubcategoryId: ID } },
  ],
  getRecipe: [{ method: 'GET', url: '/api/Recipe/getRecipe/alpha/ID' }],
  getProduct: [{ method: 'GET', url: '/api/Product/getProduct/alpha/ID' }],
  register: null,
  forgotPassword: null,
  resetPassword: null,
  updateCustomer: null,
  changePassword: null,
  deleteAccount: null,
  logout: null,
  placeOrder: [
    {
      method: 'POST',
      url: apiRoutes.placeOrder,
      body: { BrandFlavor: 'alpha', OrderOption: 'Pickup', Guest: guest, Lines: [line] },
    },
    {
      method: 'POST',
      url: apiRoutes.placeOrder,
      auth: 'customer',
      body: { BrandFlavor: 'alpha', OrderOption: 'Pickup', Lines: [line] },
    },
  ],
  quoteOrder: [
    {
      method: 'POST',
      url: apiRoutes.quoteOrder,
      body: { BrandFlavor: 'alpha', OrderOption: 'Pickup', Lines: [line] },
    },
  ],
  getOrder: [
    { method: 'GET', url: '/api/Order/getOrder/ID', auth: 'customer' },
    { method: 'GET', url: '/api/Order/getOrder/ID', auth: 'guest' },
  ],
  previousOrders: null,
  amendOrder: [
    {
      method: 'POST',
      url: apiRoutes.amendOrder,
      auth: 'customer',
      body: { BrandFlavor: 'alpha', OrderId: ID, Lines: [{ ItemId: 9012, Quantity: 1 }] },
    },
    {
      method: 'POST',
      url: apiRoutes.amendOrder,
      auth: 'customer',
      body: { BrandFlavor: 'alpha', OrderId: 'ORDER', Lines: [line] },
    },
  ],
  reorder: [
    { method: 'POST', url: apiRoutes.reorder, auth: 'customer', body: { BrandFlavor: 'alpha', OrderId: ID } },
  ],
  guestSession: null,
  orderEventsTicket: [
    { method: 'POST', url: apiRoutes.orderEventsTicket, auth: 'customer', body: { OrderIds: [ID] } },
  ],
  orderEvents: null,
  listVehicles: null,
  listParts: [{ method: 'POST', url: '/api/Product/v1/getParts/alpha', body: { CategoryId: ID } }],
  getDealers: null,
  getBranches: null,
  getLegalText: null,
  checkPostcode: null,
  reservationSlots: [
    { method: 'GET', url: '/api/Reservation/v1/slots/alpha?BranchId=ID&Date=2030-01-02&PartySize=2' },
  ],
  reserve: [
    {
      method: 'POST',
      url: apiRoutes.reserve,
      body: {
        BrandFlavor: 'alpha',
        BranchId: ID,
        Date: '2030-01-02',
        Time: '19:00',
        PartySize: 2,
        Name: 'Wal Ker',
        Email: guest.Email,
        Mobile: guest.Mobile,
      },
    },
  ],
  getReservation: null,
  cancelReservation: null,
  getEvents: null,
  bookEvent: [
    {
      method: 'POST',
      url: apiRoutes.bookEvent,
      body: { BrandFlavor: 'alpha', EventId: ID, Quantity: 1, Name: 'Wal Ker', Email: guest.Email },
    },
  ],
  myEventBookings: null,
  customerBookings: null,
  getVenueFeatures: null,
  brandChanges: null,
  eventPayment: null,
  confirmEventPayment: null,
  createInvitation: [
    {
      method: 'POST',
      url: apiRoutes.createInvitation,
      auth: 'customer',
      body: { BrandFlavor: 'alpha', EventId: ID, Email: guest.Email },
    },
  ],
  getInvitation: null,
  acceptInvitation: null,
  sendEnquiry: [
    {
      method: 'POST',
      url: apiRoutes.sendEnquiry,
      body: {
        BrandFlavor: 'alpha',
        ProductId: ID,
        Name: 'Wal Ker',
        Email: guest.Email,
        Message: 'Is it still there?',
      },
    },
  ],
  paymentSummary: [
    {
      method: 'POST',
      url: paymentRoutes.summary,
      auth: 'customer',
      body: { BrandFlavor: 'alpha', OrderId: ID },
    },
  ],
  paymentStart: [
    {
      method: 'POST',
      url: paymentRoutes.start,
      auth: 'customer',
      body: { BrandFlavor: 'alpha', OrderId: ID },
    },
  ],
  paymentCheck: [
    {
      method: 'POST',
      url: paymentRoutes.check,
      auth: 'customer',
      body: { BrandFlavor: 'alpha', OrderId: ID },
    },
  ],
};

/** The ids that once answered 500 (2³¹, the first past a PostgreSQL integer) and JavaScript's largest safe one. */
const OUT_OF_RANGE = [2 ** 31, 2 ** 53];

describe.each(DRIVERS)('ids out of range on %s', (driver) => {
  let t: TestApp;
  let customer = { token: '', id: 0, order: 0 };
  let guestToken = '';
  beforeAll(async () => {
    t = await startApp(driver);
    const token = await t.request('POST', '/Token', {
      form: {
        grant_type: 'password',
        username: 'ann@alpha.test',
        password: TEST_PASSWORD,
        BrandFlavor: 'alpha',
      },
    });
    const tokens = token.json<{ access_token: string; CustomerId: number }>();
    const placed = await t.request('POST', apiRoutes.placeOrder, {
      token: tokens.access_token,
      body: { BrandFlavor: 'alpha', OrderOption: 'Pickup', Lines: [{ ItemId: 9012, Quantity: 1 }] },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(placed.status, placed.body).toBe(200);
    customer = {
      token: tokens.access_token,
      id: tokens.CustomerId,
      order: placed.json<{ Data: { OrderId: number } }>().Data.OrderId,
    };
    const session = await t.request('POST', apiRoutes.guestSession, {
      body: { BrandFlavor: 'alpha', Guest: guest },
    });
    guestToken = session.json<{ Data: { access_token: string } }>().Data.access_token;
  });
  afterAll(() => t.close());

  const fill = (value: unknown, id: number): unknown => {
    if (value === ID) return id;
    if (value === 'SELF') return customer.id;
    if (value === 'ORDER') return customer.order;
    if (Array.isArray(value)) return value.map((v) => fill(v, id));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, id)]));
    return value;
  };

  it('walks every route of the contract', () => {
    const routes = Object.keys(apiRoutes);
    expect(routes.filter((name) => !(name in walks))).toEqual([]);
  });

  const cases = Object.entries(walks).flatMap(([name, list]) =>
    (list ?? []).flatMap((walk, i) =>
      OUT_OF_RANGE.map((id) => [`${name} #${i + 1} with ${id}`, walk, id] as const),
    ),
  );
  it.each(cases)('%s answers 400 with the field named, or 404', async (_name, walk, id) => {
    const token = walk.auth === 'customer' ? customer.token : walk.auth === 'guest' ? guestToken : undefined;
    const res = await t.request(walk.method, walk.url.replace('ID', String(id)), {
      body: walk.body === undefined ? undefined : fill(walk.body, id),
      token,
      headers: { BrandFlavor: 'alpha', 'idempotency-key': crypto.randomUUID() },
    });
    expect(res.status, res.body).toBeLessThan(500);
    expect([400, 404], res.body).toContain(res.status);
    // Refused for its id, with the field's path named: `body.Lines.0.ItemId: must be a whole number from 1 to …`.
    if (res.status === 400)
      expect(res.json<{ Info: { Message: string } }>().Info.Message).toMatch(
        new RegExp(
          `(params|body|querystring)\\.[\\w.]*Ids?(\\.\\d+)?: must be a whole number from 1 to ${MAX_ID}`,
        ),
      );
  });

  it('accepts the largest id, and answers it as not found', async () => {
    const res = await t.request('GET', `/api/Product/getProduct/alpha/${MAX_ID}`);
    expect(res.status, res.body).toBe(404);
  });
});
