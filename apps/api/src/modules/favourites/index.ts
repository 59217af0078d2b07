import type { Core } from '../../setup/core';
import type { Server } from '../../setup/fastify';
import { createCatalogRepository } from '../menu/catalog.repository';
import { createFavouritesRepository } from './favourites.repository';
import { favouritesRoutes } from './favourites.routes';
import { createFavouritesService } from './favourites.service';

/** A customer's favourite items, read back as the catalogue shows them. */
export async function registerFavourites(app: Server, { db }: Pick<Core, 'db'>) {
  await app.register(favouritesRoutes, {
    favourites: createFavouritesService(createFavouritesRepository(db), createCatalogRepository(db)),
  });
}
