import { describe, expect, it } from 'vitest';
import type { Order } from '@storefront/contract/order';
import { emailDueLine, orderEmail } from './order-email';

const order: Order = {
  OrderId: 7,
  OrderNumber: 'BIS-000007',
  Status: 'Placed',
  OrderOption: 'Pickup',
  Training: false,
  Amended: false,
  ScheduledFor: null,
  CreatedAt: '2026-11-25T02:35:00.000Z',
  Lines: [
    {
      ItemId: 1,
      Title: 'Burger',
      Quantity: 1,
      UnitPrice: 9.5,
      TotalPrice: 9.5,
      ExtraDetail: [],
      WeightKg: null,
    },
  ],
  SubTotal: 9.5,
  DeliveryFee: 0,
  Discount: 0,
  Total: 9.5,
  PromoCode: null,
  PointsRedeemed: 0,
  GiftCardAmount: 0,
  PaymentMethod: 'OnCollection',
  DueAt: '2026-11-25T11:00:00.000Z',
  Address: null,
  Notes: null,
  AmendedAt: null,
  PrepMinutes: null,
  ReadyBy: null,
  StatusReason: null,
  TableNumber: null,
};

describe('order emails say when the order is due', () => {
  it('as ASAP or scheduled, on the London clock, with the day when it is not today', () => {
    const night = new Date('2026-11-25T02:35:00Z');
    expect(orderEmail('Bistro', order, 'placed', 'Nia', night).text).toContain(
      'ASAP · Due 11:00 (London time)',
    );
    // Read the evening before, the same order is due tomorrow.
    expect(emailDueLine(order, new Date('2026-11-24T20:00:00Z'))).toBe(
      'ASAP · Due 11:00 tomorrow (London time)',
    );
    const scheduled = {
      ...order,
      ScheduledFor: '2026-11-28T19:00:00.000Z',
      DueAt: '2026-11-28T19:00:00.000Z',
    };
    expect(orderEmail('Bistro', scheduled, 'amended', null, night).text).toContain(
      'Scheduled · Due 19:00 Sat 28 Nov (London time)',
    );
    // Summer: BST.
    const summer = { ...order, DueAt: '2027-07-15T10:30:00.000Z' };
    expect(emailDueLine(summer, new Date('2027-07-15T09:00:00Z'))).toBe('ASAP · Due 11:30 (London time)');
    expect(emailDueLine({ DueAt: null, ScheduledFor: null }, night)).toBe('ASAP · As soon as possible');
  });
});
