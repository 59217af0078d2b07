import type { Core } from '../../setup/core';
import type { Server } from '../../setup/fastify';
import { createCustomerRepository } from './customer.repository';
import { customerRoutes } from './customer.routes';
import { createCustomerService } from './customer.service';

/** The signed-in customer's profile. */
export async function registerCustomer(app: Server, { db }: Pick<Core, 'db'>) {
  await app.register(customerRoutes, { customers: createCustomerService(createCustomerRepository(db)) });
}
