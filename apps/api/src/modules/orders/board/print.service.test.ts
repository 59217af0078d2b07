import { describe, expect, it } from 'vitest';
import type { BoardOrder } from '@storefront/contract/admin';
import type { BrandContext } from '../../brand/brand.service';
import type { PrintRepository } from './print.repository';
import { createPrintService } from './print.service';

const line = (ItemId: number, Title: string) => ({
  ItemId,
  Title,
  Quantity: 1,
  UnitPrice: 5,
  TotalPrice: 5,
  ExtraDetail: [],
  WeightKg: null,
});
const order = {
  OrderId: 7,
  Status: 'Accepted',
  Lines: [line(1, 'Soup'), line(2, 'Bread')],
  Total: 12.5,
  GiftCardAmount: 2,
  Paid: 0,
} as unknown as BoardOrder;
const brand = { id: 1, name: 'Bistro' } as BrandContext;
const repoWith = (rows: Awaited<ReturnType<PrintRepository['lineAllergens']>>): PrintRepository => ({
  lineAllergens: () => Promise.resolve(rows),
});

describe('print service', () => {
  it('pairs each line with its dish’s allergens and leaves the gift card out of what is to pay', async () => {
    const service = createPrintService(
      repoWith([
        { title: 'Soup', recipeId: 1, productId: null, allergens: [{ Title: 'Celery', Link: '/c.svg' }] },
        { title: 'Bread', recipeId: 2, productId: null, allergens: null },
      ]),
      { order: () => Promise.resolve(order) },
    );
    const printed = await service.printOrder(brand, 7);
    expect(printed.Lines.map((l) => l.Allergens)).toEqual([['Celery'], []]);
    expect(printed).toMatchObject({ BrandName: 'Bistro', ToPay: 10.5 });
  });

  it('refuses with 409 when the lines changed between the two reads (an amendment)', async () => {
    const service = createPrintService(
      repoWith([{ title: 'Soup', recipeId: 1, productId: null, allergens: [] }]),
      { order: () => Promise.resolve(order) },
    );
    await expect(service.printOrder(brand, 7)).rejects.toMatchObject({ statusCode: 409 });
  });
});
