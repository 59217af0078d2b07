import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@storefront/contract/envelope';
import { BookEventResponse, CreateInvitationResponse, InvitationResponse } from '@storefront/contract/venue';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';

const STAFF = 'test-staff-token-0123456789abcdef';

describe.each(DRIVERS)('invitations on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver, { STAFF_API_TOKEN: STAFF });
  });
  afterAll(() => t.close());

  const create = async (body: Record<string, unknown>, brand = 'bistro') => {
    const res = await t.request('POST', '/api/Invitation/v1/create', {
      body: { BrandFlavor: brand, EventId: 701, Email: 'vip@example.com', ...body },
      token: STAFF,
    });
    expect(res.status, res.body).toBe(200);
    return CreateInvitationResponse.parse(res.json());
  };
  const get = (token: string, brand = 'bistro') =>
    t.request('GET', `/api/Invitation/v1/get/${brand}?Token=${encodeURIComponent(token)}`);
  const accept = (token: string) =>
    t.request('POST', '/api/Invitation/v1/accept', {
      body: { BrandFlavor: 'bistro', Token: token, Name: 'Vip' },
    });

  it('only staff create invitations', async () => {
    const res = await t.request('POST', '/api/Invitation/v1/create', {
      body: { BrandFlavor: 'bistro', EventId: 701, Email: 'x@example.com' },
      token: 'not-the-staff-token-0123456789',
    });
    expect(res.status).toBe(401);
  });

  it('is accepted once: seats booked free, then the link says it was used', async () => {
    const { Token, Link } = await create({ Seats: 2 });
    expect(Link).toContain('/bistro/invitation?token=');
    expect(InvitationResponse.parse((await get(Token)).json()).Invitation).toMatchObject({
      EventTitle: 'Supper club: autumn tasting menu',
      Seats: 2,
      Status: 'Valid',
    });
    const first = await accept(Token);
    expect(first.status, first.body).toBe(200);
    expect(BookEventResponse.parse(first.json()).Booking).toMatchObject({
      Quantity: 2,
      Total: 0,
      Status: 'Confirmed',
    });
    const again = await Promise.all([accept(Token), accept(Token)]);
    expect(again.map((r) => r.status)).toEqual([409, 409]);
    expect(InvitationResponse.parse((await get(Token)).json()).Invitation).toMatchObject({
      Status: 'Used',
      Message: 'This invitation has already been used.',
    });
  });

  it('two acceptances at the same moment book once', async () => {
    const { Token } = await create({ Seats: 1, Email: 'race@example.com' });
    const results = await Promise.all(Array.from({ length: 10 }, () => accept(Token)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
  });

  it('says when an invitation has expired, and refuses forged or other brands’ links', async () => {
    const { Token } = await create({ ValidHours: 0 });
    expect(InvitationResponse.parse((await get(Token)).json()).Invitation).toMatchObject({
      Status: 'Expired',
      Message: 'This invitation has expired. Please ask us for a new one.',
    });
    const expired = await accept(Token);
    expect(expired.status).toBe(410);
    expect(ErrorResponse.parse(expired.json()).Info.Message).toMatch(/expired/);
    const forged = Token.slice(0, -4) + 'AAAA';
    expect((await get(forged)).status).toBe(400);
    expect((await get(Token, 'grocer')).status).toBe(400);
  });
});
