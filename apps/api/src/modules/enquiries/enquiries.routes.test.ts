import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffEnquiriesResponse } from '@storefront/contract/enquiries';
import { branches, enquiries, outbox } from '../../db/schema';
import { startApp, type TestApp } from '../../test/harness';
import { ALPHA, BETA } from '../../test/seed-test-brands';
import { createStaffAccount } from '../staff/staff.service';

const PASSWORD = 'staff-password-for-enquiries';
const CAR = ALPHA.id * 10 + 1;

// A PGlite database of its own: the test gives ALPHA's branch a dealer email, which no other test expects.
describe('dealer enquiries', () => {
  let t: TestApp;
  const tokens = { alpha: '', beta: '' };
  const send = (body: Record<string, unknown>, ip = '10.0.0.1') =>
    t.request('POST', '/api/Enquiry/v1/send', {
      body: {
        BrandFlavor: ALPHA.flavour,
        ProductId: CAR,
        Name: 'Ann Buyer',
        Message: 'Is it still there?',
        ...body,
      },
      remoteAddress: ip,
    });
  const signIn = async (email: string) =>
    (
      await t.request('POST', '/api/admin/Token', {
        body: { grant_type: 'password', username: email, password: PASSWORD },
      })
    ).json<{ Data: { access_token: string } }>().Data.access_token;

  beforeAll(async () => {
    t = await startApp('pglite');
    const db = t.app.database.db;
    await db
      .update(branches)
      .set({ email: 'sales@alpha-dealer.test' })
      .where(and(eq(branches.brandId, ALPHA.id), eq(branches.id, 1)));
    for (const [key, brand] of [
      ['alpha', ALPHA],
      ['beta', BETA],
    ] as const) {
      const email = `staff@${brand.flavour}-enquiries.test`;
      await createStaffAccount(db, {
        email,
        name: 'Staff',
        role: 'BrandStaff',
        brandId: brand.id,
        password: PASSWORD,
      });
      tokens[key] = await signIn(email);
    }
  });
  afterAll(() => t.close());

  it('stores a lead and emails the dealer through the outbox in the same step', async () => {
    const res = await send({ Email: 'ann@buyer.test', Phone: '' });
    expect(res.status, res.body).toBe(200);
    const { EnquiryId, ProductTitle } = res.json<{ Data: { EnquiryId: number; ProductTitle: string } }>()
      .Data;
    expect(ProductTitle).toBe('Organic Apples');
    const [mail] = await t.app.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'sales@alpha-dealer.test'))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail?.subject).toBe('New enquiry: Organic Apples');
    expect(mail?.text).toContain('Is it still there?');
    expect(mail?.text).toContain('ann@buyer.test');
    expect(mail?.text).toContain(`/${ALPHA.flavour}/admin/enquiries`);

    const list = await t.request('GET', `/api/admin/${ALPHA.flavour}/enquiries`, { token: tokens.alpha });
    expect(list.status).toBe(200);
    const rows = StaffEnquiriesResponse.parse(list.json()).Data;
    expect(rows[0]).toMatchObject({ EnquiryId, Status: 'New', Name: 'Ann Buyer', Email: 'ann@buyer.test' });
  });

  it('refuses an enquiry without any contact detail, and bad details, with field errors; nothing is stored', async () => {
    const before = (await t.app.database.db.select().from(enquiries)).length;
    const none = await send({});
    expect(none.status).toBe(400);
    const paths = none.json<{ Errors: { Path: string; Message: string }[] }>().Errors;
    expect(paths).toEqual(
      expect.arrayContaining([
        { Path: 'body.Email', Message: 'Give an email address or a phone number' },
        { Path: 'body.Phone', Message: 'Give an email address or a phone number' },
      ]),
    );
    const bad = await send({ Email: 'not-an-email', Phone: '12', Name: '', Message: ' ' });
    expect(bad.status).toBe(400);
    const messages = bad.json<{ Errors: { Path: string; Message: string }[] }>().Errors.map((e) => e.Path);
    expect(messages).toEqual(
      expect.arrayContaining(['body.Email', 'body.Phone', 'body.Name', 'body.Message']),
    );
    expect((await t.app.database.db.select().from(enquiries)).length).toBe(before);
  });

  it("answers 404 for another brand's product and keeps leads to their brand", async () => {
    const other = await send({ Phone: '07700 900123', ProductId: BETA.id * 10 + 1 }, '10.0.0.2');
    expect(other.status).toBe(404);
    const foreign = await t.request('GET', `/api/admin/${ALPHA.flavour}/enquiries`, { token: tokens.beta });
    expect(foreign.status).toBe(403);
    const mine = await t.request('GET', `/api/admin/${BETA.flavour}/enquiries`, { token: tokens.beta });
    expect(StaffEnquiriesResponse.parse(mine.json()).Data).toEqual([]);
    const [lead] = await t.app.database.db.select().from(enquiries).where(eq(enquiries.brandId, ALPHA.id));
    const moved = await t.request('POST', `/api/admin/${BETA.flavour}/enquiries/${lead!.id}/status`, {
      token: tokens.beta,
      body: { Status: 'Closed' },
    });
    expect(moved.status).toBe(404);
  });

  it('moves an enquiry to Contacted then Closed', async () => {
    const [lead] = await t.app.database.db.select().from(enquiries).where(eq(enquiries.brandId, ALPHA.id));
    for (const status of ['Contacted', 'Closed'] as const) {
      const res = await t.request('POST', `/api/admin/${ALPHA.flavour}/enquiries/${lead!.id}/status`, {
        token: tokens.alpha,
        body: { Status: status },
      });
      expect(res.status, res.body).toBe(200);
      expect(res.json<{ Data: { Status: string } }>().Data.Status).toBe(status);
    }
    const bad = await t.request('POST', `/api/admin/${ALPHA.flavour}/enquiries/${lead!.id}/status`, {
      token: tokens.alpha,
      body: { Status: 'Sold' },
    });
    expect(bad.status).toBe(400);
    const anonymous = await t.request('GET', `/api/admin/${ALPHA.flavour}/enquiries`);
    expect(anonymous.status).toBe(401);
  });

  it('limits one address to five enquiries in ten minutes, then answers 429; another address still gets in', async () => {
    const ip = '10.0.0.9';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await send({ Phone: '07700 900123' }, ip)).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect((await send({ Phone: '07700 900123' }, '10.0.0.10')).status).toBe(200);
  });
});
