import { createJsonCache } from '../../lib/json-cache';
import type { Core } from '../../setup/core';
import type { Server } from '../../setup/fastify';
import type { BrandService } from '../brand/brand.service';
import { createCatalogRepository } from './catalog.repository';
import { catalogRoutes } from './catalog.routes';
import { createFoodInfoReport } from './food-info-report';
import { foodInfoReportRoutes } from './food-info-report.routes';
import { createCatalogService } from './catalog.service';
import { menuRoutesPlugin } from './menu-editor.routes';
import { createMenuService } from './menu-editor.service';
import { stockRoutesPlugin } from './stock.routes';
import { createStockService } from './stock.service';
import { createVehiclesRepository } from './vehicles.repository';
import { vehiclesRoutes } from './vehicles.routes';
import { createVehiclesService } from './vehicles.service';

/** What a brand sells: the catalogue and a dealer's vehicles, and the back office's menu editor and stock switches. */
export async function registerMenu(
  app: Server,
  { env, db, brands }: Pick<Core, 'env' | 'db'> & { brands: BrandService },
) {
  const onBrandChanged = (flavour: string) => brands.invalidate(flavour);
  await app.register(catalogRoutes, {
    catalog: createCatalogService(createCatalogRepository(db)),
    cache: createJsonCache(),
    searchConcurrency: env.SEARCH_CONCURRENCY,
  });
  await app.register(vehiclesRoutes, { vehicles: createVehiclesService(createVehiclesRepository(db)) });
  await app.register(stockRoutesPlugin, { stock: createStockService(db, { onBrandChanged }) });
  await app.register(menuRoutesPlugin, { menu: createMenuService(db, { onBrandChanged }) });
  await app.register(foodInfoReportRoutes, { report: createFoodInfoReport(db) });
}
