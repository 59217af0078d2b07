import { describe, expect, it } from 'vitest';
import type { BoardOrder } from '@storefront/contract/admin';
import type { BrandContext } from '../../brand/brand.service';
import { createPrintService } from './print.service';

const line = (ItemId: number, Title: string, FoodInfo: BoardOrder['Lines'][number]['FoodInfo']) => ({
  ItemId,
  Title,
  Quantity: 1,
  UnitPrice: 5,
  TotalPrice: 5,
  ExtraDetail: [],
  WeightKg: null,
  FoodInfo,
});
const soup = {
  Contains: ['celery', 'milk'] as const,
  MayContain: ['mustard'] as const,
  Labels: [],
  Kcal: 240,
};
const order = {
  OrderId: 7,
  Status: 'Accepted',
  Lines: [
    line(1, 'Soup', { ...soup, Contains: [...soup.Contains], MayContain: [...soup.MayContain] }),
    line(2, 'Bread', null),
  ],
  Total: 12.5,
  GiftCardAmount: 2,
  Paid: 0,
} as unknown as BoardOrder;
const brand = { id: 1, name: 'Bistro' } as BrandContext;

describe('print service', () => {
  it('names each line’s allergens as ordered and leaves the gift card out of what is to pay', async () => {
    const service = createPrintService({ order: () => Promise.resolve(order) });
    const printed = await service.printOrder(brand, 7);
    expect(printed.Lines.map((l) => [l.Allergens, l.MayContain])).toEqual([
      [['Celery', 'Milk'], ['Mustard']],
      [[], []],
    ]);
    expect(printed).toMatchObject({ BrandName: 'Bistro', ToPay: 10.5 });
  });
});
