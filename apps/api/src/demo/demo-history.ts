import path from 'node:path';
import type { App } from '../app';
import type { Env } from '../config/env';
import { readBrandFiles } from '../seed';
import { createDemoHistoryRepository } from './demo-history.repository';
import { historyOf, type DemoHistorySummary } from './demo-past';

export type { DemoHistorySummary } from './demo-past';

/** The demo customers of the demo brands: the `Customers` of the brand files in the first brands folder. */
function demoCustomers(brandsDir: string): { flavour: string; email: string }[] {
  return readBrandFiles(brandsDir).flatMap(({ document }) => {
    const file = document as {
      WebCustomer?: { BrandData?: { BrandFlavor?: string } };
      Customers?: { Email?: string }[];
    };
    const flavour = file.WebCustomer?.BrandData?.BrandFlavor;
    return flavour
      ? (file.Customers ?? []).flatMap((c) => (c.Email ? [{ flavour, email: c.Email }] : []))
      : [];
  });
}

/**
 * Gives each demo customer of the demo brands (data/brands, the first BRANDS_DIR) a history when they have
 * no order yet: past orders delivered, collected and refunded, favourites, and where the brand has them a
 * rewards balance with its ledger, a gift card, a table booking and an event ticket. Everything goes through
 * the services of real orders (placement, the back office's accept/ready/complete/reject, card payments and
 * refunds, favourites, rewards, gift cards, bookings, events); the orders' clock is set back so they are dated
 * over the last weeks. A customer who has ordered already is left alone, so a restart adds nothing.
 * Development only: never call it with NODE_ENV=production.
 */
export async function seedDemoHistory(
  app: App,
  env: Pick<Env, 'BRANDS_DIR' | 'NODE_ENV'>,
): Promise<DemoHistorySummary[]> {
  if (env.NODE_ENV === 'production') return [];
  const dir = env.BRANDS_DIR[0];
  if (!dir) return [];
  const db = app.database.db;
  const done: DemoHistorySummary[] = [];
  for (const { flavour, email } of demoCustomers(path.resolve(dir))) {
    const brand = await app.brands.resolve(flavour);
    if (!brand) continue;
    const customerId = await createDemoHistoryRepository(db).freshCustomer(brand.id, email);
    if (customerId === undefined) continue;
    done.push(await historyOf(app, brand, { customerId, brandId: brand.id, email }));
  }
  return done;
}
