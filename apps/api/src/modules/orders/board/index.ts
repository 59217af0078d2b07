import type { Core } from '../../../setup/core';
import type { Server } from '../../../setup/fastify';
import type { BrandService } from '../../brand/brand.service';
import type { PaymentsService } from '../../payments/payments.service';
import type { OrderHooks } from '../order-hooks';
import type { OrdersService } from '../orders.service';
import { createAutoAccept } from './auto-accept';
import { boardRoutesPlugin } from './board.routes';
import { createBoardService } from './board.service';
import { createOrderEvents } from './order-events';
import { orderEventsRoutes } from './order-events.routes';
import { printRoutesPlugin } from './print.routes';
import { createPrintService } from './print.service';

export interface BoardDeps extends Pick<Core, 'database' | 'db' | 'mailer' | 'onError' | 'siteUrl'> {
  brands: BrandService;
  hooks: OrderHooks;
  orders: OrdersService;
  /** Refunds what was paid by card. */
  payments: Pick<PaymentsService, 'refund'>;
}

/**
 * The orders board: order changes heard through LISTEN/NOTIFY (staff boards, and customers' own orders), accept,
 * reject, refund and status moves, printed tickets, and auto-accept, which the board adds to the order hooks'
 * after-placed steps so that an order of an auto-accepted channel is accepted once it is placed or paid for.
 */
export async function registerOrderBoard(app: Server, deps: BoardDeps) {
  const events = createOrderEvents(deps.database);
  app.addHook('onClose', () => events.close());
  // Customers hear their own orders' changes on the same bus (confirmation page, previous orders).
  await app.register(orderEventsRoutes, { orders: deps.orders, events, brands: deps.brands });
  const board = createBoardService(deps.db, {
    refund: async (brand, orderId, amountPence, reason) =>
      void (await deps.payments.refund(brand, orderId, amountPence, reason)),
    mailer: deps.mailer,
    siteUrl: deps.siteUrl,
    hooks: deps.hooks,
    onError: deps.onError,
  });
  const autoAccept = createAutoAccept({
    accept: (brand, actor, orderId, body) => board.accept(brand, actor, orderId, body),
    onError: deps.onError,
  });
  deps.hooks.afterPlaced.push((brand, order) => autoAccept.placed(brand, order));
  await app.register(boardRoutesPlugin, { board, events });
  // Printed tickets: the board's order with each line's allergens, for the kitchen ticket and the receipt.
  await app.register(printRoutesPlugin, {
    print: createPrintService({ order: (brand, id, branchId) => board.order(brand, id, branchId) }),
  });
  return { board };
}
