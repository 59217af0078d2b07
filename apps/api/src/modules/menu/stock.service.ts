import type { StockItem, StockKind } from '@storefront/contract/back-office';
import type { Db, DbOrTx } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { recordAudit, type Actor } from '../brand/audit';
import type { BrandContext } from '../brand/brand.service';
import { createSettingsRepository } from '../brand/settings.repository';
import { emitWebhook } from '../webhooks/webhook-events';
import { createStockRepository, type StockTable } from './stock.repository';

const toTable = (kind: StockKind): StockTable => (kind === 'Recipe' ? 'recipe' : 'product');

function toStockItem(row: {
  kind: StockTable;
  id: number;
  title: string;
  category: string;
  stock: number;
  outOfStock: boolean;
}): StockItem {
  return {
    Kind: row.kind === 'recipe' ? 'Recipe' : 'Product',
    ItemId: row.id,
    Title: row.title,
    Category: row.category,
    Stock: row.stock,
    OutOfStock: row.outOfStock,
  };
}

/**
 * The stock list and the out-of-stock switch. A switch runs in one transaction with its audit entry and bumps the
 * brand's version; `onBrandChanged` then drops this process's cached copy, so the menu follows on its next read.
 */
export function createStockService(db: Db, options: { onBrandChanged: (flavour: string) => void }) {
  const repo = createStockRepository(db);

  async function changeBrand<T>(brand: BrandContext, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    options.onBrandChanged(brand.flavour);
    return result;
  }

  return {
    async stock(brand: BrandContext): Promise<StockItem[]> {
      return (await repo.stockItems(brand.id)).map(toStockItem);
    },

    /** Marks an item out of stock (or back in): the menu and ordering follow at once. */
    async setOutOfStock(
      brand: BrandContext,
      actor: Actor,
      kind: StockKind,
      id: number,
      outOfStock: boolean,
    ): Promise<StockItem> {
      return changeBrand(brand, async (tx) => {
        const txRepo = createStockRepository(tx);
        const item = await txRepo.stockItemForUpdate(brand.id, toTable(kind), id);
        if (!item) throw new HttpError(404, 'This item was not found');
        if (item.outOfStock !== outOfStock) {
          await txRepo.setOutOfStock(brand.id, item.kind, id, outOfStock);
          await createSettingsRepository(tx).updateBrand(brand.id);
          await recordAudit(tx, {
            brandId: brand.id,
            actor,
            action: 'stock',
            subject: `${kind} ${id} (${item.title})`,
            before: { OutOfStock: item.outOfStock },
            after: { OutOfStock: outOfStock },
          });
        }
        const answer = toStockItem({ ...item, outOfStock });
        if (item.outOfStock !== outOfStock) await emitWebhook(tx, brand, 'stock.changed', answer);
        return answer;
      });
    },
  };
}
export type StockService = ReturnType<typeof createStockService>;
