import { describe, expect, it } from 'vitest';
import type { Order } from '@storefront/contract/order';
import { stageLabel, stageNote } from '@storefront/domain/order-status';
import { emailLook } from '../../lib/email/email-look';
import { orderConfirmationEmail } from './order-confirmation-email';
import { orderStatusEmail } from './order-status-email';

const look = emailLook({ name: 'Copperleaf <Bistro>', flavour: 'bistro' }, 'https://shop.example.com');
const now = new Date('2026-11-25T09:00:00Z');

const order: Order = {
  OrderId: 7,
  OrderNumber: 'BIS-000007',
  Status: 'Accepted',
  OrderOption: 'Pickup',
  Training: false,
  Amended: false,
  ScheduledFor: null,
  CreatedAt: '2026-11-25T08:35:00.000Z',
  Lines: [
    {
      ItemId: 1,
      Title: 'Burger <img src=x onerror=alert(1)>',
      Quantity: 2,
      UnitPrice: 9.5,
      TotalPrice: 19,
      ExtraDetail: [],
      WeightKg: null,
    },
  ],
  SubTotal: 19,
  DeliveryFee: 0,
  Discount: 0,
  Total: 19,
  PromoCode: null,
  PointsRedeemed: 0,
  GiftCardAmount: 0,
  PaymentMethod: 'Card',
  DueAt: '2026-11-25T11:00:00.000Z',
  PrepWindowMinutes: 20,
  Address: null,
  Branch: { BranchId: 12, Name: 'Copperleaf Clapham', Address: '118 Clapham High Street, London' },
  Notes: null,
  AmendedAt: null,
  PrepMinutes: 20,
  ReadyBy: '2026-11-25T10:50:00.000Z',
  StatusReason: null,
  TableNumber: null,
};
const delivery: Order = {
  ...order,
  OrderOption: 'Delivery',
  Address: { Line1: '1 <b>High</b> St', Line2: '', Town: 'London', Postcode: 'E1 6AN' },
};

describe('order status emails', () => {
  it('accepted: the status word, when it is due and ready, where to collect, the items', () => {
    const mail = orderStatusEmail(look, order, 'Accepted', { firstName: 'Nia', now });
    expect(mail.subject).toBe(
      `Copperleaf <Bistro>: order BIS-000007 ${stageLabel('Accepted').toLowerCase()}`,
    );
    expect(mail.text).toContain('Hello Nia,');
    expect(mail.text).toContain(stageNote('Accepted', 'Pickup'));
    expect(mail.text).toContain('When: ASAP · Due 11:00 (London time)');
    expect(mail.text).toContain('Ready at about: 10:50 (London time)');
    expect(mail.text).toContain('Collect from: Copperleaf Clapham, 118 Clapham High Street, London');
    expect(mail.html).toContain('Due 11:00 (London time)');
    expect(mail.html).toContain('£19.00');
    expect(mail.html).toContain('Burger &lt;img src=x onerror=alert(1)&gt;');
  });

  it('ready and out for delivery use the words of the order option', () => {
    const ready = orderStatusEmail(look, order, 'Ready', { now });
    expect(ready.subject).toContain(`order BIS-000007 ${stageLabel('Ready', 'Pickup').toLowerCase()}`);
    expect(ready.text).toContain(stageNote('Ready', 'Pickup'));
    expect(ready.text).toContain('Hello,');
    const eatIn = orderStatusEmail(look, { ...order, OrderOption: 'EatIn', TableNumber: 4 }, 'Ready', {
      now,
    });
    expect(eatIn.text).toContain('Table: 4');
    const out = orderStatusEmail(look, delivery, 'OutForDelivery', { now });
    expect(out.subject).toContain(stageLabel('OutForDelivery').toLowerCase());
    expect(out.text).toContain(stageNote('OutForDelivery', 'Delivery'));
    expect(out.text).toContain('Delivery to: 1 <b>High</b> St, London, E1 6AN');
    expect(out.html).toContain('1 &lt;b&gt;High&lt;/b&gt; St, London, E1 6AN');
    expect(out.html).not.toContain('<b>High</b>');
  });

  it('cancelled: the reason and the card refund, in the words staff cancellations always used', () => {
    const reason = 'Oven broke <script>alert(1)</script>';
    const mail = orderStatusEmail(look, order, 'Cancelled', { firstName: 'Nia', reason, amount: 19 });
    expect(mail.subject).toBe(
      `Copperleaf <Bistro>: order BIS-000007 ${stageLabel('Cancelled').toLowerCase()}`,
    );
    expect(mail.text).toBe(
      'Dear Nia, we are sorry: Copperleaf <Bistro> could not take your order BIS-000007, and it is cancelled.\n\n' +
        `Reason: ${reason}\nThe £19.00 you paid by card is being refunded to your card.\n\nCopperleaf <Bistro>\n`,
    );
    expect(mail.html).toContain('Oven broke &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script');
    const unpaid = orderStatusEmail(look, order, 'Cancelled', { reason: 'Closed' });
    expect(unpaid.text).not.toContain('refunded');
    expect(unpaid.text.startsWith('We are sorry')).toBe(true);
  });

  it('refunded: how much, and where it goes', () => {
    const mail = orderStatusEmail(look, { ...order, Training: true }, 'Refunded', {
      amount: 4.5,
      reason: 'Cold chips',
    });
    expect(mail.subject).toBe('[Training] Copperleaf <Bistro>: order BIS-000007 refunded');
    expect(mail.text).toContain('We have refunded £4.50 of your order BIS-000007.');
    expect(mail.text).toContain('Reason: Cold chips');
    expect(mail.html).toContain('£4.50');
  });

  it('amended: the confirmation again, as changed', () => {
    const mail = orderStatusEmail(look, order, 'Amended', { firstName: 'Nia', now });
    expect(mail).toEqual(orderConfirmationEmail(look, order, 'amended', 'Nia', now));
    expect(mail.subject).toBe('Copperleaf <Bistro>: order BIS-000007 changed');
    expect(mail.html).toContain('This is what we will now prepare.');
  });

  it('every HTML part is a whole document in the brand look, the brand name escaped', () => {
    for (const event of [
      'Accepted',
      'Ready',
      'OutForDelivery',
      'Cancelled',
      'Refunded',
      'Amended',
    ] as const) {
      const { html } = orderStatusEmail(look, order, event, { now, reason: 'x', amount: 1 });
      expect(html.startsWith('<!DOCTYPE html')).toBe(true);
      expect(html).toContain('Copperleaf &lt;Bistro&gt;');
      expect(html).not.toContain('Copperleaf <Bistro>');
      expect(html).toContain('https://shop.example.com/bistro/home');
    }
  });
});
