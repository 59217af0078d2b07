import type { Core } from '../../../setup/core';
import type { Server } from '../../../setup/fastify';
import type { BrandService } from '../../brand/brand.service';
import { busyModeRoutesPlugin } from './busy-mode.routes';
import { createBusyModeService } from './busy-mode.service';
import { createFullSlotsReader } from './order-slots';
import { createOrderSlotsRepository } from './order-slots.repository';

/**
 * Slot capacity and busy mode: the back office's busy-mode routes, on the brand's row so that every instance
 * hears of a change at once. Answers the reader of a day's full slots, which the brand's configuration shows.
 */
export async function registerOrderSlots(
  app: Server,
  { db, brands }: Pick<Core, 'db'> & { brands: BrandService },
) {
  await app.register(busyModeRoutesPlugin, {
    busyMode: createBusyModeService(db, { onBrandChanged: (flavour) => brands.invalidate(flavour) }),
  });
  return { fullSlots: createFullSlotsReader(createOrderSlotsRepository(db)) };
}
