import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditResponse } from '@storefront/contract/back-office';
import { ErrorResponse } from '@storefront/contract/envelope';
import { brands } from './db/schema';
import { createBrandFileService } from './modules/brand-file/brand-file.service';
import { createStaffAccount } from './modules/staff/staff.service';
import { makeBrandFile } from './test/fixtures';
import { DRIVERS, startApp, type TestApp } from './test/harness';

const BRAND = { id: 7351, flavour: 'round-trip' } as const;
const STAFF_PASSWORD = 'staff-password-for-tests';
const admin = `/api/admin/${BRAND.flavour}`;
const RECIPE = BRAND.id * 10 + 1;
const CATEGORY = BRAND.id * 100 + 1;

type Json = Record<string, unknown>;

/**
 * One back-office resource read then saved: where its GET answers, where the save goes, the object a client
 * sends back (the answer, or an element of it), and a read-only key changed to show the save ignores it.
 */
interface Resource {
  name: string;
  read: string;
  pick: (data: unknown) => Json;
  save: (read: Json) => string;
  /** A read-only key and a value other than the stored one: the save takes it and ignores it. */
  readOnly?: (read: Json) => Json;
  /** What the save answers, compared with what was read (the answer itself, or the element again). */
  answer?: (data: unknown, read: Json) => unknown;
}

const element = (find: (e: Json) => boolean) => (data: unknown) => (data as Json[]).find(find)!;
const sameElement = (key: string) => (data: unknown, read: Json) =>
  (data as Json[]).find((e) => e[key] === read[key]);

const RESOURCES: Resource[] = [
  {
    name: 'delivery and hours',
    read: `${admin}/delivery-hours`,
    pick: (data) => data as Json,
    save: () => `${admin}/delivery-hours`,
    readOnly: (read) => ({
      ...read,
      Branches: (read.Branches as Json[]).map((b) => ({ ...b, Name: 'Renamed by a client' })),
    }),
  },
  {
    name: 'storefront settings',
    read: `${admin}/settings`,
    pick: (data) => data as Json,
    save: () => `${admin}/settings`,
  },
  {
    name: 'a menu category',
    read: `${admin}/menu`,
    pick: (data) => (data as { Categories: Json[] }).Categories.find((c) => c.CategoryId === CATEGORY)!,
    save: (read) => `${admin}/menu/categories/${String(read.CategoryId)}`,
    readOnly: (read) => ({ ...read, CategoryId: CATEGORY + 1 }),
  },
  {
    name: 'a recipe',
    read: `${admin}/menu/recipes/${RECIPE}`,
    pick: (data) => data as Json,
    save: () => `${admin}/menu/recipes/${RECIPE}`,
    readOnly: (read) => ({ ...read, RecipeId: RECIPE + 1 }),
  },
  {
    name: 'a product',
    read: `${admin}/menu/products/${BRAND.id * 10 + 1}`,
    pick: (data) => data as Json,
    save: (read) => `${admin}/menu/products/${String(read.ProductId)}`,
    readOnly: (read) => ({ ...read, ProductId: 1 }),
  },
  {
    name: 'a channel (stopped or taking orders)',
    read: `${admin}/channels`,
    pick: element((c) => c.Channel === 'Delivery'),
    save: () => `${admin}/channels`,
    readOnly: (read) => ({ ...read, AutoAccept: !read.AutoAccept, Message: 'Told by a client' }),
    answer: sameElement('Channel'),
  },
  {
    name: "a channel's auto-accept",
    read: `${admin}/channels`,
    pick: element((c) => c.Channel === 'Collection'),
    save: () => `${admin}/channels/auto-accept`,
    readOnly: (read) => ({ ...read, Stopped: !read.Stopped }),
    answer: sameElement('Channel'),
  },
  {
    name: "an item's stock switch",
    read: `${admin}/stock`,
    pick: element((i) => i.Kind === 'Recipe' && i.ItemId === RECIPE),
    save: (read) => `${admin}/stock/${String(read.Kind)}/${String(read.ItemId)}`,
    readOnly: (read) => ({ ...read, Stock: 1, Title: 'Renamed by a client' }),
    answer: (data) => data,
  },
  {
    name: "an enquiry's status",
    read: `${admin}/enquiries`,
    pick: (data) => (data as Json[])[0]!,
    save: (read) => `${admin}/enquiries/${String(read.EnquiryId)}/status`,
    readOnly: (read) => ({ ...read, Message: 'Rewritten by a client' }),
    answer: (data) => data,
  },
];

/**
 * Every back-office resource with a GET and a save (ADR 0051): what the GET answers can be sent back unchanged
 * and nothing changes (no audit entry, no new brand version); its read-only keys are taken and ignored; an unknown
 * key is still refused.
 */
describe.each(DRIVERS)('back-office answers sent back unchanged on %s', (driver) => {
  let t: TestApp;
  let token = '';
  const tag = `${driver}-${randomUUID().slice(0, 8)}`;

  const version = async () =>
    (
      await t.app.database.db.select({ version: brands.version }).from(brands).where(eq(brands.id, BRAND.id))
    )[0]!.version;
  const auditLength = async () =>
    AuditResponse.parse((await t.request('GET', `${admin}/audit?limit=500`, { token })).json()).Data.length;
  const read = async (r: Resource) => {
    const res = await t.request('GET', r.read, { token });
    expect(res.status, res.body).toBe(200);
    return r.pick(res.json<{ Data: unknown }>().Data);
  };
  /** Saves `body` where the save of what was read goes. */
  const save = (r: Resource, read: Json, body: Json = read) =>
    t.request('POST', r.save(read), { token, body });

  beforeAll(async () => {
    t = await startApp(driver);
    const db = t.app.database.db;
    const imported = await createBrandFileService(db).importBrands([
      { source: 'round-trip', document: makeBrandFile(BRAND.id, BRAND.flavour) },
    ]);
    expect(imported.ok).toBe(true);
    const email = `round-trip-owner-${tag}@staff.test`;
    await createStaffAccount(db, {
      email,
      name: 'Owner',
      role: 'BrandOwner',
      brandId: BRAND.id,
      password: STAFF_PASSWORD,
    });
    const signedIn = await t.request('POST', '/api/admin/Token', {
      body: { grant_type: 'password', username: email, password: STAFF_PASSWORD },
    });
    token = signedIn.json<{ Data: { access_token: string } }>().Data.access_token;
    const enquiry = await t.request('POST', '/api/Enquiry/v1/send', {
      body: {
        BrandFlavor: BRAND.flavour,
        ProductId: BRAND.id * 10 + 1,
        Name: 'Ann Buyer',
        Email: 'ann@buyer.test',
        Message: 'Still for sale?',
      },
    });
    expect(enquiry.status, enquiry.body).toBe(200);
  });
  afterAll(() => t.close());

  it.each(RESOURCES.map((r) => [r.name, r] as const))(
    '%s: read, saved unchanged, nothing changes',
    async (_, r) => {
      const before = await read(r);
      const [versionBefore, auditBefore] = [await version(), await auditLength()];
      const res = await save(r, before);
      expect(res.status, res.body).toBe(200);
      const answered = res.json<{ Data: unknown }>().Data;
      expect(r.answer ? r.answer(answered, before) : answered).toEqual(before);
      expect(await read(r)).toEqual(before);
      expect(await version()).toBe(versionBefore);
      expect(await auditLength()).toBe(auditBefore);
    },
  );

  it.each(RESOURCES.filter((r) => r.readOnly).map((r) => [r.name, r] as const))(
    '%s: read-only keys sent back changed are ignored',
    async (_, r) => {
      const before = await read(r);
      const auditBefore = await auditLength();
      const res = await save(r, before, r.readOnly!(before));
      expect(res.status, res.body).toBe(200);
      expect(await read(r)).toEqual(before);
      expect(await auditLength()).toBe(auditBefore);
    },
  );

  it.each(RESOURCES.map((r) => [r.name, r] as const))('%s: an unknown key is still refused', async (_, r) => {
    const before = await read(r);
    const res = await save(r, before, { ...before, Surprise: true });
    expect(res.status, res.body).toBe(400);
    expect(JSON.stringify(ErrorResponse.parse(res.json()))).toContain('Surprise');
    expect(await read(r)).toEqual(before);
  });
});

describe('read-only keys in the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('pglite');
  });
  afterAll(() => t.close());

  it('marks every read-only key of a save body readOnly, and only those', async () => {
    type Schema = { properties?: Record<string, Schema>; items?: Schema; readOnly?: boolean };
    const doc = (await t.request('GET', '/api/openapi.json')).json<{
      paths: Record<string, { post?: { requestBody?: { content: Record<string, { schema: Schema }> } } }>;
    }>();
    const body = (path: string) => doc.paths[path]!.post!.requestBody!.content['application/json']!.schema;
    const readOnlyKeys = (schema: Schema) =>
      Object.entries(schema.properties ?? {})
        .filter(([, s]) => s.readOnly)
        .map(([k]) => k);
    const hours = body('/api/admin/{brand}/delivery-hours');
    expect(readOnlyKeys(hours)).toEqual([]);
    expect(readOnlyKeys(hours.properties!.Branches!.items!)).toEqual(['Name']);
    expect(readOnlyKeys(body('/api/admin/{brand}/menu/recipes/{ItemId}'))).toEqual(['RecipeId']);
    expect(readOnlyKeys(body('/api/admin/{brand}/menu/products/{ItemId}'))).toEqual(['ProductId']);
    expect(readOnlyKeys(body('/api/admin/{brand}/menu/categories/{CategoryId}'))).toEqual(['CategoryId']);
    expect(readOnlyKeys(body('/api/admin/{brand}/channels'))).toEqual(['Message', 'AutoAccept']);
    expect(readOnlyKeys(body('/api/admin/{brand}/settings'))).toEqual([]);
  });
});
