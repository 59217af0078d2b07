// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BoardOrder } from '@storefront/contract/admin';
import { OrderStatus } from '@storefront/contract/order';
import { orderStageOf } from '@storefront/domain/due-time';
import { stageLabel } from '@storefront/domain/order-status';
import { LANE_TITLES, laneOf } from '../utils/board-lanes';
import { BoardOrderDetails } from './board-order-details';

/** 27 Nov 2030, 12:00 in London (GMT). */
const NOW = new Date('2030-11-27T12:00:00Z');

/** A collection order for tomorrow evening with a burger and its extras, as the board gets it. */
const order: BoardOrder = {
  OrderId: 7,
  OrderNumber: 'BIS-000007',
  Status: 'Placed',
  OrderOption: 'Pickup',
  Training: false,
  Amended: false,
  ScheduledFor: '2030-11-28T19:00:00Z',
  CreatedAt: '2030-11-27T11:50:00Z',
  Lines: [
    {
      ItemId: 10008,
      Title: 'Buffalo Wings',
      Quantity: 1,
      UnitPrice: 9,
      TotalPrice: 10.5,
      ExtraDetail: [
        { ExtraTitle: 'Buffalo hot sauce', ExtraQuantity: 1, ExtraPrice: 0, Group: 'Sauce' },
        { ExtraTitle: 'Garlic mayo', ExtraQuantity: 2, ExtraPrice: 0.75, Group: 'Extra dips' },
        { ExtraTitle: 'Blue cheese', ExtraQuantity: 1, ExtraPrice: 0, Group: 'Extra dips' },
      ],
      WeightKg: null,
    },
  ],
  SubTotal: 10.5,
  DeliveryFee: 0,
  Discount: 0,
  Total: 10.5,
  PromoCode: null,
  PointsRedeemed: 0,
  PaymentMethod: 'OnCollection',
  DueAt: '2030-11-28T19:00:00Z',
  PrepWindowMinutes: 20,
  Address: null,
  Branch: null,
  Notes: null,
  AmendedAt: null,
  CustomerName: 'Nia Night',
  CustomerPhone: null,
  Paid: 0,
  Refunded: 0,
  EarliestReadyBy: '2030-11-28T19:00:00Z',
};

const card = (o: BoardOrder, now = NOW) =>
  render(<BoardOrderDetails order={o} titleId="t" now={now} startsAt={null} />).container;
const chip = (container: HTMLElement) => container.querySelector('.chip')?.textContent;

describe('a board card', () => {
  it('shows each extra with its quantity, as the ticket and the email do', () => {
    card(order);
    expect(screen.getByText('(Buffalo hot sauce, 2 × Garlic mayo, Blue cheese)')).toBeTruthy();
  });

  it('names the branch that makes the order', () => {
    const branch = { BranchId: 12, Name: 'Copperleaf Clapham', Address: '118 Clapham High Street, London' };
    expect(card({ ...order, Branch: branch }).querySelector('.order-card__branch')?.textContent).toBe(
      'Copperleaf Clapham',
    );
    expect(card(order).querySelector('.order-card__branch')).toBeNull();
  });

  it('says Accepted, not Preparing, while an accepted order waits in "Later" for its start time', () => {
    const accepted = { ...order, Status: 'Accepted' as const, ReadyBy: '2030-11-28T19:00:00Z' };
    expect(laneOf(accepted, NOW)).toBe('later');
    expect(chip(card(accepted))).toBe('Accepted');
    // Its start time (19:00 − 20 min) arrives: the card and its lane say Preparing together.
    const started = new Date('2030-11-28T18:40:00Z');
    expect(laneOf(accepted, started)).toBe('preparing');
    expect(chip(card(accepted, started))).toBe(LANE_TITLES.preparing);
  });

  it('names every status in the vocabulary, per order option, and the card names its lane', () => {
    for (const Status of OrderStatus.options)
      for (const OrderOption of ['Delivery', 'Pickup', 'EatIn'] as const)
        for (const now of [NOW, new Date('2030-11-28T18:45:00Z')]) {
          const o = { ...order, Status, OrderOption };
          const container = card(o, now);
          const word = stageLabel(orderStageOf(o, now), OrderOption);
          expect(chip(container)).toBe(word);
          // A card in the Preparing lane says Preparing, and only there.
          expect(laneOf(o, now) === 'preparing').toBe(word === LANE_TITLES.preparing);
          container.remove();
        }
  });
});
