import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryHoursResponse, type DeliveryHoursInput } from '@storefront/contract/admin-config';
import { AuditResponse } from '@storefront/contract/back-office';
import { GetConfigResponse } from '@storefront/contract/brand-config';
import { ErrorResponse } from '@storefront/contract/envelope';
import { OrderResponse, QuoteResponse } from '@storefront/contract/order';
import { BranchesResponse } from '@storefront/contract/venue';
import { brands } from '../../db/schema';
import { makeBrandFile, TEST_PASSWORD } from '../../test/fixtures';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { ALPHA } from '../../test/seed-test-brands';
import { createBrandFileService } from '../brand-file/brand-file.service';
import { createStaffAccount } from '../staff/staff.service';

const BRAND = { id: 921, flavour: 'conf-hours' } as const;
const LEMONADE = BRAND.id * 10 + 2;
const STAFF_PASSWORD = 'staff-password-for-tests';
const base = `/api/admin/${BRAND.flavour}/delivery-hours`;

/**
 * The owners' "Delivery & hours" screen on a brand of its own (921): checked with the import's schema, saved
 * with an audit entry and a version bump, and used at once by getConfig, the postcode check and checkout.
 */
describe.each(DRIVERS)('delivery and hours settings on %s', (driver) => {
  let t: TestApp;
  const tag = `${driver}-${randomUUID().slice(0, 8)}`;
  const tokens = { owner: '', staff: '', otherOwner: '', customer: '' };

  const version = async () =>
    (
      await t.app.database.db.select({ version: brands.version }).from(brands).where(eq(brands.id, BRAND.id))
    )[0]!.version;
  const audit = async () =>
    AuditResponse.parse(
      (await t.request('GET', `/api/admin/${BRAND.flavour}/audit?limit=500`, { token: tokens.owner })).json(),
    ).Data.filter((e) => e.Action === 'delivery-hours');
  const current = async () =>
    DeliveryHoursResponse.parse((await t.request('GET', base, { token: tokens.owner })).json()).Data;
  const body = async (patch: Partial<DeliveryHoursInput> = {}): Promise<DeliveryHoursInput> => {
    const { Branches, ...rest } = await current();
    return {
      ...rest,
      Branches: Branches.map((b) => ({ BranchId: b.BranchId, OpeningHours: b.OpeningHours })),
      ...patch,
    };
  };
  const save = (payload: unknown, token = tokens.owner) => t.request('POST', base, { token, body: payload });
  const getConfig = async (Postcode?: string) =>
    GetConfigResponse.parse(
      (
        await t.request('POST', `/api/Order/v2/getConfig/${BRAND.flavour}`, {
          body: Postcode ? { Postcode } : {},
        })
      ).json(),
    ).Data;

  beforeAll(async () => {
    t = await startApp(driver);
    const imported = await createBrandFileService(t.app.database.db).importBrands([
      { source: 'conf-hours', document: makeBrandFile(BRAND.id, BRAND.flavour) },
    ]);
    expect(imported.ok).toBe(true);
    for (const [key, role, brandId] of [
      ['owner', 'BrandOwner', BRAND.id],
      ['staff', 'BrandStaff', BRAND.id],
      ['otherOwner', 'BrandOwner', ALPHA.id],
    ] as const) {
      const email = `conf-${key}-${tag}@staff.test`;
      await createStaffAccount(t.app.database.db, {
        email,
        name: key,
        role,
        brandId,
        password: STAFF_PASSWORD,
      });
      const res = await t.request('POST', '/api/admin/Token', {
        body: { grant_type: 'password', username: email, password: STAFF_PASSWORD },
      });
      tokens[key] = res.json<{ Data: { access_token: string } }>().Data.access_token;
    }
    tokens.customer = await t.login(ALPHA.flavour, `ann@${ALPHA.flavour}.test`, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it("shows owners the brand's times, fees, areas and branch hours, and nobody else", async () => {
    const data = await current();
    expect(data).toMatchObject({
      MinDeliveryTime: 45,
      MinCollectionTime: 20,
      DeliveryFrom: '11:30',
      DeliveryFee: 0,
      MinDeliveryOrder: 0,
      DeliveryAreas: [],
      Branches: [{ BranchId: 1, Name: 'High Street', OpeningHours: [] }],
    });
    const payload = await body({ MinDeliveryTime: 5 });
    for (const [token, status] of [
      [tokens.staff, 403],
      [tokens.otherOwner, 403],
      [tokens.customer, 403],
      ['', 401],
    ] as const) {
      expect((await t.request('GET', base, { token })).status).toBe(status);
      expect((await save(payload, token)).status).toBe(status);
    }
    expect((await current()).MinDeliveryTime).toBe(45);
  });

  it('refuses invalid values with the field at fault, and changes nothing', async () => {
    const versionBefore = await version();
    const auditBefore = (await audit()).length;
    const cases: [Partial<DeliveryHoursInput> | Record<string, unknown>, string][] = [
      [{ DeliveryFrom: '25:00' }, 'body.DeliveryFrom'],
      [{ MinDeliveryTime: -5 }, 'body.MinDeliveryTime'],
      [{ DeliveryFee: 1.234 }, 'body.DeliveryFee'],
      [{ DeliveryAreas: [{ Name: 'Nowhere', Postcodes: ['12345'] }] }, 'body.DeliveryAreas.0.Postcodes.0'],
      [{ DeliveryAreas: [{ Name: '', Postcodes: ['N1'] }] }, 'body.DeliveryAreas.0.Name'],
      [
        {
          DeliveryAreas: [
            { Name: 'One', Postcodes: ['N1'] },
            { Name: 'Two', Postcodes: ['n1'] },
          ],
        },
        'body.DeliveryAreas.1.Postcodes.0',
      ],
      [
        { Branches: [{ BranchId: 1, OpeningHours: [{ Day: 7, Open: '09:00', Close: '17:00' }] }] },
        'body.Branches.0.OpeningHours.0.Day',
      ],
      [{ Branches: [{ BranchId: 99, OpeningHours: [] }] }, 'body.Branches.0.BranchId'],
      [{ StopOnlineDeliveryOrders: true }, 'body'],
    ];
    for (const [patch, path] of cases) {
      const res = await save({ ...(await body()), ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      const errors = ErrorResponse.parse(res.json()).Errors ?? [];
      expect(
        errors.some((e) => e.Path === path),
        `${JSON.stringify(patch)}: ${JSON.stringify(errors)}`,
      ).toBe(true);
    }
    expect(await version()).toBe(versionBefore);
    expect((await audit()).length).toBe(auditBefore);
  });

  it('saves in one go with an audit entry; getConfig, the postcode check, checkout and branches use it at once', async () => {
    const versionBefore = await version();
    const hours = [
      { Day: 6, Open: '10:00', Close: '23:00' },
      { Day: 1, Open: '17:00', Close: '01:00' },
      { Day: 1, Open: '11:00', Close: '14:00' },
    ];
    const res = await save(
      await body({
        MinDeliveryTime: 30,
        MinCollectionTime: 10,
        DeliveryFrom: '00:00',
        CollectionFrom: '09:15',
        DeliveryFee: 1.5,
        MinDeliveryOrder: 2,
        DeliveryAreas: [
          { Name: 'Islington', Postcodes: ['n1', 'N5'], DeliveryFee: 2.75, MinDeliveryOrder: 2.5 },
          { Name: 'Hackney', Postcodes: ['E8'] },
        ],
        Branches: [{ BranchId: 1, OpeningHours: hours }],
      }),
    );
    expect(res.status, res.body).toBe(200);
    const saved = DeliveryHoursResponse.parse(res.json()).Data;
    expect(saved.DeliveryAreas[0]?.Postcodes).toEqual(['N1', 'N5']);
    expect(saved.Branches[0]?.OpeningHours).toEqual([hours[2], hours[1], hours[0]]);
    expect(await current()).toEqual(saved);
    expect(await version()).toBe(versionBefore + 1);

    const [entry] = await audit();
    expect(entry?.Subject).toBe('Delivery & hours');
    expect(entry?.Before).toMatchObject({ MinDeliveryTime: 45, DeliveryFee: 0, DeliveryAreas: [] });
    expect(entry?.After).toMatchObject({
      MinDeliveryTime: 30,
      DeliveryFee: 1.5,
      Branches: [{ BranchId: 1, OpeningHours: saved.Branches[0]?.OpeningHours }],
    });
    expect(entry?.Before).not.toHaveProperty('EatInFrom');

    const config = await getConfig('n1 7aa');
    expect(config).toMatchObject({ MinDeliveryTime: 30, CollectionFrom: '09:15', DeliveryFee: 1.5 });
    expect(config.DeliveryCheck).toMatchObject({
      Delivers: true,
      AreaName: 'Islington',
      DeliveryFee: 2.75,
      MinDeliveryOrder: 2.5,
    });
    expect((await getConfig('E8 1AA')).DeliveryCheck).toMatchObject({
      AreaName: 'Hackney',
      DeliveryFee: 1.5,
    });
    expect((await getConfig('SE1 9SG')).DeliveryCheck?.Delivers).toBe(false);

    const quote = await t.request('POST', '/api/Order/v2/quote', {
      body: {
        BrandFlavor: BRAND.flavour,
        OrderOption: 'Delivery',
        Postcode: 'N1 7AA',
        Lines: [{ ItemId: LEMONADE, Quantity: 1 }],
      },
    });
    expect(quote.status, quote.body).toBe(200);
    expect(QuoteResponse.parse(quote.json()).Data).toMatchObject({
      SubTotal: 2.75,
      DeliveryFee: 2.75,
      Total: 5.5,
    });

    const place = (Postcode: string) =>
      t.request('POST', '/api/Order/v2/placeOrder', {
        body: {
          BrandFlavor: BRAND.flavour,
          OrderOption: 'Delivery',
          Guest: {
            Email: `g-${tag}@example.test`,
            FirstName: 'Gil',
            LastName: 'Guest',
            Mobile: '+44 7700 900111',
          },
          Lines: [{ ItemId: LEMONADE, Quantity: 1 }],
          Address: { Line1: '1 Test Street', Town: 'London', Postcode },
        },
        headers: { 'idempotency-key': randomUUID() },
      });
    const placed = await place('N1 7AA');
    expect(placed.status, placed.body).toBe(200);
    expect(OrderResponse.parse(placed.json()).Data).toMatchObject({ DeliveryFee: 2.75, Total: 5.5 });
    const refused = await place('SE1 9SG');
    expect(refused.status).toBe(400);
    expect(refused.body).toContain('SE1 9SG');

    const branches = BranchesResponse.parse(
      (await t.request('GET', `/api/Brand/v1/getBranches/${BRAND.flavour}`)).json(),
    );
    expect(branches.Branches[0]?.OpeningHours).toEqual(saved.Branches[0]?.OpeningHours);

    // Saving the same values again writes nothing.
    const again = await save(await body());
    expect(again.status).toBe(200);
    expect(await version()).toBe(versionBefore + 1);
    expect((await audit()).length).toBe(1);
  });

  it("sets a branch's own notice, kept when a save leaves it out, cleared with none, and an area's branch", async () => {
    const hours = (await current()).Branches[0]!.OpeningHours;
    const withLead = await save(
      await body({ Branches: [{ BranchId: 1, OpeningHours: hours, LeadTimes: { Collection: 50 } }] }),
    );
    expect(withLead.status, withLead.body).toBe(200);
    expect((await current()).Branches[0]?.LeadTimes).toEqual({ Collection: 50 });
    const branches = BranchesResponse.parse(
      (await t.request('GET', `/api/Brand/v1/getBranches/${BRAND.flavour}`)).json(),
    );
    expect(branches.Branches[0]?.LeadTimes).toEqual({ Collection: 50 });
    // The body of before (no LeadTimes) keeps them.
    expect((await save(await body({ MinEatInTime: 16 }))).status).toBe(200);
    expect((await current()).Branches[0]?.LeadTimes).toEqual({ Collection: 50 });

    const tooLong = await save(
      await body({ Branches: [{ BranchId: 1, OpeningHours: hours, LeadTimes: { Collection: 1441 } }] }),
    );
    expect(tooLong.status).toBe(400);
    const area = { Name: 'North', Postcodes: ['N1'], BranchId: 99 };
    const unknown = await save(await body({ DeliveryAreas: [area] }));
    expect(unknown.status).toBe(400);
    expect(ErrorResponse.parse(unknown.json()).Errors).toContainEqual({
      Path: 'body.DeliveryAreas.0.BranchId',
      Message: 'Choose one of the branches',
    });
    expect((await save(await body({ DeliveryAreas: [{ ...area, BranchId: 1 }] }))).status).toBe(200);
    expect((await getConfig()).DeliveryAreas[0]?.BranchId).toBe(1);

    const cleared = await save(
      await body({ Branches: [{ BranchId: 1, OpeningHours: hours, LeadTimes: {} }] }),
    );
    expect(cleared.status).toBe(200);
    expect((await current()).Branches[0]?.LeadTimes).toEqual({});
  });

  it("moves the checkout's earliest collection at once when a branch's lead time changes", async () => {
    // Open all day every day, so the lead time alone decides how soon a collection can be.
    const allDay = [0, 1, 2, 3, 4, 5, 6].map((Day) => ({ Day, Open: '00:00', Close: '23:59' }));
    const earliestWith = async (Collection: number) => {
      const saved = await save(
        await body({
          CollectionFrom: '00:00',
          Branches: [{ BranchId: 1, OpeningHours: allDay, LeadTimes: { Collection } }],
        }),
      );
      expect(saved.status, saved.body).toBe(200);
      const quote = await t.request('POST', '/api/Order/v2/quote', {
        body: {
          BrandFlavor: BRAND.flavour,
          OrderOption: 'Pickup',
          Lines: [{ ItemId: LEMONADE, Quantity: 1 }],
        },
      });
      expect(quote.status, quote.body).toBe(200);
      return new Date(QuoteResponse.parse(quote.json()).Data.EarliestTime).getTime();
    };
    const soon = await earliestWith(20);
    const later = await earliestWith(300);
    expect(later - soon).toBeGreaterThanOrEqual(4 * 60 * 60_000);
  });
});
