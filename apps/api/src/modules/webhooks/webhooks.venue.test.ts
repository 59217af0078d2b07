import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookEvent } from '@storefront/contract/webhooks';
import { addDays, weekdayOf } from '@storefront/domain/opening-hours';
import { londonTime } from '@storefront/domain/schedule';
import { brands, outbox, webhookEndpoints } from '../../db/schema';
import { startApp, type TestApp } from '../../test/harness';
import { ALPHA } from '../../test/seed-test-brands';

/** A Wednesday a week or two ahead (the demo branches are open then). */
function nextWednesday(): string {
  let date = addDays(londonTime(new Date()).date, 7);
  while (weekdayOf(date) !== 3) date = addDays(date, 1);
  return date;
}

/**
 * A table booking and a dealer enquiry are told to the brand's endpoints, queued in the transaction that stores
 * them. A PGlite database of its own: the endpoints registered here are no other test's business.
 */
describe('booking and enquiry webhooks', () => {
  let t: TestApp;
  const db = () => t.app.database.db;
  const events = async (brandId: number) =>
    (
      await db()
        .select()
        .from(outbox)
        .where(and(eq(outbox.brandId, brandId), eq(outbox.kind, 'webhook')))
    ).map((row) => WebhookEvent.parse(JSON.parse(row.payload!)));

  beforeAll(async () => {
    t = await startApp('pglite');
    const [bistro] = await db().select({ id: brands.id }).from(brands).where(eq(brands.flavour, 'bistro'));
    for (const [brandId, type] of [
      [bistro!.id, 'booking.created'],
      [ALPHA.id, 'enquiry.created'],
    ] as const)
      await db()
        .insert(webhookEndpoints)
        .values({ brandId, url: 'https://hooks.example.com/in', secret: 'whsec_venue', events: [type] });
  });
  afterAll(() => t.close());

  it('tells of a table booking with the guest’s contact details', async () => {
    const res = await t.request('POST', '/api/Reservation/v1/book', {
      body: {
        BrandFlavor: 'bistro',
        BranchId: 11,
        Date: nextWednesday(),
        Time: '19:00',
        PartySize: 4,
        Name: 'Guest Hook',
        Email: 'guest.hook@example.com',
        Mobile: '07700 900123',
        Notes: 'Window',
      },
      csrf: false,
    });
    expect(res.status, res.body).toBe(200);
    const [bistro] = await db().select({ id: brands.id }).from(brands).where(eq(brands.flavour, 'bistro'));
    const [event] = await events(bistro!.id);
    expect(event).toMatchObject({
      type: 'booking.created',
      brand: 'bistro',
      data: { Kind: 'Table', BranchId: 11, PartySize: 4, Email: 'guest.hook@example.com', Notes: 'Window' },
    });
  });

  it('tells of a dealer enquiry', async () => {
    const res = await t.request('POST', '/api/Enquiry/v1/send', {
      body: {
        BrandFlavor: ALPHA.flavour,
        ProductId: ALPHA.id * 10 + 1,
        Name: 'Ann Buyer',
        Email: 'ann@buyer.test',
        Phone: '',
        Message: 'Is it still there?',
      },
    });
    expect(res.status, res.body).toBe(200);
    const [event] = await events(ALPHA.id);
    expect(event).toMatchObject({
      type: 'enquiry.created',
      data: { Name: 'Ann Buyer', Message: 'Is it still there?' },
    });
  });
});
