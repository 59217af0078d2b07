import { describe, expect, it } from 'vitest';
import { OrderStatus, type Order } from '@storefront/contract/order';
import { orderStageOf } from '@storefront/domain/due-time';
import { stageLabel } from '@storefront/domain/order-status';
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
  PrepWindowMinutes: 20,
  Address: null,
  Branch: { BranchId: 12, Name: 'Copperleaf Clapham', Address: '118 Clapham High Street, London' },
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

describe('order emails speak the status vocabulary', () => {
  const statusLine = (text: string) => text.split('\n').find((line) => line.startsWith('Status: '));

  it('name where the order is as the order page and the board do, for every status and order option', () => {
    const night = new Date('2026-11-25T02:35:00Z');
    const started = new Date('2026-11-25T10:45:00Z');
    for (const Status of OrderStatus.options)
      for (const OrderOption of ['Delivery', 'Pickup', 'EatIn'] as const)
        for (const now of [night, started]) {
          const o = { ...order, Status, OrderOption };
          const word = stageLabel(orderStageOf(o, now), OrderOption);
          expect(statusLine(orderEmail('Bistro', o, 'placed', null, now).text)).toBe(`Status: ${word}`);
        }
    // Spelled out: an accepted order is Accepted until the kitchen's start time, Preparing from it.
    const accepted = { ...order, Status: 'Accepted' as const };
    expect(statusLine(orderEmail('Bistro', accepted, 'placed', null, night).text)).toBe('Status: Accepted');
    expect(statusLine(orderEmail('Bistro', accepted, 'placed', null, started).text)).toBe(
      'Status: Preparing',
    );
    const out = { ...order, Status: 'OutForDelivery' as const, OrderOption: 'Delivery' as const };
    expect(statusLine(orderEmail('Bistro', out, 'placed', null, night).text)).toBe(
      'Status: Out for delivery',
    );
    expect(orderEmail('Bistro', order, 'placed', null, night).subject).toBe(
      'Bistro: order BIS-000007 placed',
    );
  });

  it('list each extra with its quantity, as the ticket and the board do', () => {
    const line = {
      ...order.Lines[0]!,
      ExtraDetail: [
        { ExtraTitle: 'Buffalo hot sauce', ExtraQuantity: 1, ExtraPrice: 0.5, Group: 'Dips' },
        { ExtraTitle: 'Garlic mayo', ExtraQuantity: 2, ExtraPrice: 0.75, Group: 'Dips' },
      ],
    };
    expect(orderEmail('Bistro', { ...order, Lines: [line] }, 'placed').text).toContain(
      '1 × Burger (Buffalo hot sauce, 2 × Garlic mayo)',
    );
  });
});

describe('order emails name the branch', () => {
  it('to collect from or eat at, and not for a delivery', () => {
    expect(orderEmail('Bistro', order, 'placed').text).toContain(
      'Collect from: Copperleaf Clapham, 118 Clapham High Street, London',
    );
    expect(orderEmail('Bistro', { ...order, OrderOption: 'EatIn' }, 'placed').text).toContain(
      'Branch: Copperleaf Clapham',
    );
    expect(orderEmail('Bistro', { ...order, OrderOption: 'Delivery' }, 'placed').text).not.toContain(
      'Copperleaf Clapham',
    );
  });
});

describe('order emails say what each line contains', () => {
  const burger = {
    ...order.Lines[0]!,
    ExtraDetail: [{ ExtraTitle: 'Brioche', ExtraQuantity: 1, ExtraPrice: 0.5, Group: 'Bread' }],
    FoodInfo: {
      Contains: ['gluten' as const, 'eggs' as const, 'milk' as const],
      MayContain: ['sesame' as const],
      Labels: [],
      Kcal: null,
    },
  };
  const lemonade = {
    ...order.Lines[0]!,
    Title: 'Lemonade',
    FoodInfo: { Contains: [], MayContain: [], Labels: ['vegan'], Kcal: 120 },
  };

  it('under each line as ordered, with the allergy note and where to ask', () => {
    const text = orderEmail(
      'Bistro',
      { ...order, Lines: [burger, lemonade], AllergyNote: 'Sesame allergy' },
      'placed',
    ).text;
    expect(text).toContain(
      [
        '  1 × Burger (Brioche)  £9.50',
        '    Contains: Gluten, Eggs, Milk · May contain: Sesame',
        '  1 × Lemonade  £9.50',
        '    Contains none of the 14 allergens',
      ].join('\n'),
    );
    expect(text).toContain('Your allergy note: Sesame allergy');
    expect(text).toContain('Questions about allergens? Contact Bistro before you eat.');
    expect(text).not.toContain('kcal');
  });

  it('asks about a dish the shop has not declared, and prints nothing under it', () => {
    const text = orderEmail('Bistro', { ...order, Lines: [{ ...burger, FoodInfo: null }] }, 'placed').text;
    expect(text).toContain('  1 × Burger (Brioche)  £9.50\n\n');
    expect(text).toContain('Items listed without allergens: ask Bistro about them before you eat.');
    expect(text).not.toContain('Your allergy note');
  });
});
