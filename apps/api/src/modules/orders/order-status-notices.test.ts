import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageLabel } from '@storefront/domain/order-status';
import { outbox } from '../../db/schema';
import { makeBrandFile, TEST_PASSWORD } from '../../test/fixtures';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { createBrandFileService } from '../brand-file/brand-file.service';
import { placeOrderAs } from '../../test/place-order';
import { staffToken } from '../../test/staff-token';

/**
 * A customer is emailed as their order moves on: accepted (with its times), then ready; each email is queued in
 * the transaction of the move, with an HTML part in the brand's look. Each driver imports its own brand.
 */
const ids = { pglite: 3711, postgres: 3721 } as const;

describe.each(DRIVERS)('order status emails on %s', (driver) => {
  let t: TestApp;
  const id = ids[driver];
  const flavour = `notices-${driver}`;
  const customer = `ann@${flavour}.test`;
  const tokens = { customer: '', staff: '' };
  const db = () => t.app.database.db;
  const emailsTo = (to: string) =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.brandId, id), eq(outbox.recipient, to)))
      .orderBy(asc(outbox.id));

  beforeAll(async () => {
    t = await startApp(driver);
    const imported = await createBrandFileService(db()).importBrands([
      { source: flavour, document: makeBrandFile(id, flavour) },
    ]);
    expect(imported.ok, JSON.stringify(imported)).toBe(true);
    tokens.customer = await t.login(flavour, customer, TEST_PASSWORD);
    tokens.staff = await staffToken(t, id);
  });
  afterAll(() => t.close());

  it('emails the customer when the order is accepted and when it is ready', async () => {
    const order = await placeOrderAs(t, flavour, tokens.customer, id * 10 + 2);
    const before = (await emailsTo(customer)).length;
    const act = (path: string, body: object) =>
      t.request('POST', `/api/admin/${flavour}/orders/${order.OrderId}/${path}`, {
        body,
        token: tokens.staff,
      });
    expect((await act('accept', { PrepMinutes: 15 })).status).toBe(200);
    expect((await act('status', { Status: 'Ready' })).status).toBe(200);

    const sent = (await emailsTo(customer)).slice(before);
    expect(sent.map((m) => m.subject)).toEqual([
      `Test ${flavour}: order ${order.OrderNumber} ${stageLabel('Accepted').toLowerCase()}`,
      `Test ${flavour}: order ${order.OrderNumber} ${stageLabel('Ready', 'Pickup').toLowerCase()}`,
    ]);
    expect(sent[0]!.text).toContain(order.OrderNumber);
    expect(sent[0]!.html).toContain('<html');
  });
});
