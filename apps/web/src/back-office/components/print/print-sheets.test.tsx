import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrintOrder } from '@storefront/contract/print';
import { CustomerReceipt } from './customer-receipt';
import { KitchenTicket } from './kitchen-ticket';
import { requestPrint, takeJob } from './print-queue';
import { readSettings } from './print-settings';

/** 26 Nov 2026, 10:00 in London (GMT). */
const NOW = new Date('2026-11-26T10:00:00Z');

/** A delivery order as the print route answers it. */
const base: PrintOrder = {
  OrderId: 41,
  OrderNumber: 'BIS-000041',
  Status: 'Accepted',
  OrderOption: 'Delivery',
  Training: false,
  Amended: false,
  ScheduledFor: null,
  CreatedAt: '2026-11-26T09:50:00Z',
  Lines: [
    {
      ItemId: 1,
      Title: 'Soup of the day',
      Quantity: 1,
      UnitPrice: 6,
      TotalPrice: 6,
      ExtraDetail: [],
      WeightKg: null,
      FoodInfo: { Contains: ['celery'], MayContain: [], Labels: [], Kcal: null },
      Allergens: ['Celery'],
      MayContain: [],
    },
  ],
  SubTotal: 6,
  DeliveryFee: 2.5,
  Discount: 0,
  Total: 8.5,
  PromoCode: null,
  PointsRedeemed: 0,
  GiftCardAmount: 0,
  PaymentMethod: 'OnDelivery',
  DueAt: '2026-11-26T10:30:00Z',
  Address: { Line1: '1 Test Street', Line2: 'Flat 2', Town: 'London', Postcode: 'N1 1AA' },
  Branch: { BranchId: 11, Name: 'Copperleaf Shoreditch', Address: '42 Curtain Road, London' },
  Notes: null,
  AllergyNote: null,
  AmendedAt: null,
  PrepMinutes: 20,
  ReadyBy: '2026-11-26T10:20:00Z',
  StatusReason: null,
  TableNumber: null,
  CustomerName: 'Dee Livery',
  CustomerPhone: '+44 7700 900001',
  Paid: 0,
  Refunded: 0,
  BrandName: 'Copperleaf Bistro',
  PrepWindowMinutes: 20,
  EarliestReadyBy: '2026-11-26T10:30:00Z',
  ToPay: 8.5,
};
/** The sheet's text, tags dropped (React separates adjacent texts with comments). */
const text = (element: ReactElement) =>
  renderToStaticMarkup(element)
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('kitchen ticket', () => {
  it('says where a delivery goes, when it is due and ready, and no prices', () => {
    const ticket = text(<KitchenTicket order={base} printedAt={NOW} />);
    expect(ticket).toContain('Delivery · Copperleaf Shoreditch');
    expect(ticket).toContain('ASAP · Due 10:30');
    expect(ticket).toContain('Ready by 10:20');
    expect(ticket).toContain('1 Test Street, Flat 2, London, N1 1AA');
    expect(ticket).toContain('Allergens: Celery');
    expect(ticket).not.toContain('£');
  });

  it('names the table, the weight of a kg item, a scheduled day, an amendment and a cancellation', () => {
    const ticket = text(
      <KitchenTicket
        order={{
          ...base,
          Status: 'Cancelled',
          OrderOption: 'EatIn',
          TableNumber: 7,
          Address: null,
          Amended: true,
          AmendedAt: '2026-11-26T09:55:00Z',
          ScheduledFor: '2026-11-27T19:00:00Z',
          DueAt: '2026-11-27T19:00:00Z',
          Lines: [{ ...base.Lines[0]!, Title: 'Cheddar', Quantity: 2, WeightKg: 1.5, Allergens: [] }],
        }}
        printedAt={NOW}
      />,
    );
    expect(ticket).toContain('Eat in · Copperleaf Shoreditch · Table 7');
    expect(ticket).toContain('Scheduled · Due 19:00 tomorrow');
    expect(ticket).toContain('2 × 1.5 kg Cheddar');
    expect(ticket).toContain('Amended 09:55: replaces earlier tickets');
    expect(ticket).toContain('Cancelled: do not make');
    expect(ticket).not.toContain('Allergens');
  });
});

/** A burger with brioche as ordered, a dish the shop has not declared, and the customer's allergy note. */
const withAllergens: PrintOrder = {
  ...base,
  AllergyNote: 'Severe sesame allergy: please change gloves',
  Lines: [
    {
      ...base.Lines[0]!,
      Title: 'Burger',
      ExtraDetail: [{ ExtraTitle: 'Brioche', ExtraQuantity: 1, ExtraPrice: 0.5, Group: 'Bread' }],
      FoodInfo: { Contains: ['gluten', 'eggs', 'milk'], MayContain: ['sesame'], Labels: [], Kcal: 650 },
      Allergens: ['Gluten', 'Eggs', 'Milk'],
      MayContain: ['Sesame'],
    },
    { ...base.Lines[0]!, Title: 'Daily special', FoodInfo: null, Allergens: [], MayContain: [] },
  ],
};

describe('allergens on the kitchen ticket', () => {
  it('boxes the allergy note above the lines and prints each line as ordered, nothing for an undeclared dish', () => {
    const markup = renderToStaticMarkup(<KitchenTicket order={withAllergens} printedAt={NOW} />);
    const ticket = text(<KitchenTicket order={withAllergens} printedAt={NOW} />);
    expect(markup).toMatch(/class="ticket__allergy"/);
    expect(ticket).toContain('Allergy: Severe sesame allergy: please change gloves');
    expect(ticket.indexOf('Allergy:')).toBeLessThan(ticket.indexOf('Burger'));
    expect(ticket).toContain('+ Brioche Allergens: Gluten, Eggs, Milk May contain: Sesame');
    const special = ticket.slice(ticket.indexOf('Daily special'));
    expect(special).not.toMatch(/Allergens|May contain|ask/i);
  });

  it('prints no allergy box when the customer left no note', () => {
    expect(renderToStaticMarkup(<KitchenTicket order={base} printedAt={NOW} />)).not.toContain(
      'ticket__allergy',
    );
  });
});

describe('receipt', () => {
  it('lists what each line contains, the allergy note, and asks once about undeclared dishes', () => {
    const receipt = text(<CustomerReceipt order={withAllergens} printedAt={NOW} />);
    expect(receipt).toContain('Contains: Gluten, Eggs, Milk');
    expect(receipt).toContain('May contain: Sesame');
    expect(receipt).toContain('Allergy note: Severe sesame allergy: please change gloves');
    expect(receipt.match(/Ask us about allergens/g)).toHaveLength(1);
    const declared = text(<CustomerReceipt order={base} printedAt={NOW} />);
    expect(declared).toContain('Contains: Celery');
    expect(declared).not.toContain('Ask us about allergens');
    expect(declared).not.toContain('Allergy note');
  });

  it('prints the stored figures: delivery, discount, total, gift card, card payment, refund, nothing left to pay', () => {
    const receipt = text(
      <CustomerReceipt
        order={{
          ...base,
          PaymentMethod: 'Card',
          SubTotal: 30,
          Discount: 3,
          PromoCode: 'SAVE10',
          PointsRedeemed: 100,
          Total: 29.5,
          GiftCardAmount: 5,
          Paid: 24.5,
          Refunded: 4,
          ToPay: 0,
        }}
        printedAt={NOW}
      />,
    );
    for (const row of [
      'Subtotal £30.00',
      'Delivery £2.50',
      'Discount (SAVE10) (100 points) −£3.00',
      'Total incl. VAT £29.50',
      'Gift card −£5.00',
      'Paid by card £24.50',
      'Refunded £4.00',
      'Left to pay £0.00',
      'All prices include VAT.',
      'Copperleaf Bistro',
      'Receipt · Order BIS-000041',
    ])
      expect(receipt).toContain(row);
  });

  it('asks for what is left to pay on delivery, and nothing of a cancelled order', () => {
    expect(text(<CustomerReceipt order={base} printedAt={NOW} />)).toContain('Pay on delivery £8.50');
    const cancelled = text(
      <CustomerReceipt order={{ ...base, Status: 'Cancelled', ToPay: 0 }} printedAt={NOW} />,
    );
    expect(cancelled).toContain('Cancelled');
    expect(cancelled).not.toContain('Pay on delivery');
    expect(cancelled).not.toContain('Left to pay');
  });
});

describe('print queue and settings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prints jobs in the order asked, a job already waiting once', () => {
    requestPrint({ orderId: 1, kind: 'ticket' });
    requestPrint({ orderId: 1, kind: 'ticket' });
    requestPrint({ orderId: 1, kind: 'receipt' });
    expect([takeJob(), takeJob(), takeJob()]).toEqual([
      { orderId: 1, kind: 'ticket' },
      { orderId: 1, kind: 'receipt' },
      undefined,
    ]);
  });

  it('reads what it does not understand as the defaults (80 mm, no auto-print)', () => {
    const stored = (value: string | null) =>
      vi.stubGlobal('localStorage', { getItem: () => value, setItem: () => undefined });
    stored('{not json');
    expect(readSettings()).toEqual({ paper: '80mm', autoPrint: 'off' });
    stored(JSON.stringify({ paper: 'a4', autoPrint: 'always' }));
    expect(readSettings()).toEqual({ paper: 'a4', autoPrint: 'off' });
    stored(JSON.stringify({ paper: 'A3', autoPrint: 'ticket-and-receipt' }));
    expect(readSettings()).toEqual({ paper: '80mm', autoPrint: 'ticket-and-receipt' });
  });
});
