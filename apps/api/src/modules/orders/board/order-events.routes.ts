import type { FastifyJWT } from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@storefront/contract/envelope';
import { OrderEventsTicketBody, OrderEventsTicketResponse } from '@storefront/contract/order-events';
import { apiRoutes } from '@storefront/contract/paths';
import { eventStreams } from '../../../lib/event-stream';
import { unauthorized } from '../../../lib/http-error';
import type { OrderEvents } from './order-events';
import type { BrandService } from '../../brand/brand.service';
import { orderReader } from '../orders.routes';
import type { OrdersService } from '../orders.service';
import { errorResponses, bearer } from '../../../lib/route-schema';

const TICKET_SECONDS = 60;
const errors = errorResponses(400, 401, 404);
const tags = ['Orders'];

declare module 'fastify' {
  interface FastifyRequest {
    /** The orders a customer's event stream may report (set from its ticket). */
    ticketOrders: number[] | null;
  }
}

/**
 * Live status for customers (docs/decisions/0019): the confirmation page and previous orders hear each change of
 * their own orders as it happens, from any API instance (the orders trigger's LISTEN/NOTIFY), instead of asking
 * again every few seconds. A one-minute ticket names the orders, checked to be the caller's when it is issued.
 */
export const orderEventsRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  events: OrderEvents;
  brands: BrandService;
}> = async (app, { orders, events, brands }) => {
  app.decorateRequest('ticketOrders', null);
  const streams = eventStreams(app);

  app.post(
    apiRoutes.orderEventsTicket,
    {
      schema: {
        tags,
        summary: "A one-minute ticket for the event stream of some of the caller's orders",
        description:
          'EventSource cannot send an Authorization header: the page asks for a ticket with its customer or guest ' +
          'session token, then opens `GET api/Order/events?ticket=…`. Any order that is not the caller’s answers 404.',
        security: bearer,
        body: OrderEventsTicketBody,
        response: { 200: OrderEventsTicketResponse, ...errors },
      },
      preHandler: orderReader(app),
    },
    async (request) => {
      const ids = [...new Set(request.body.OrderIds)];
      await orders.assertOwns(request.brand, request.orderOwner!, ids);
      return {
        Info: ok(),
        Data: {
          Ticket: app.jwt.sign(
            { brand: request.brand.id, orders: ids, typ: 'order-events' },
            { expiresIn: TICKET_SECONDS },
          ),
        },
      };
    },
  );

  const fromTicket = async (request: FastifyRequest) => {
    const { ticket } = request.query as { ticket: string };
    let claims: FastifyJWT['payload'];
    try {
      claims = app.jwt.verify<FastifyJWT['payload']>(ticket);
    } catch {
      throw unauthorized('The event ticket has expired');
    }
    if (claims.typ !== 'order-events') throw unauthorized('The event ticket has expired');
    const brand = await brands.resolveById(claims.brand);
    if (!brand) throw unauthorized('The event ticket has expired');
    request.brand = brand;
    request.ticketOrders = claims.orders;
  };

  app.get(
    apiRoutes.orderEvents,
    {
      schema: {
        tags,
        summary: "Server-sent events of the ticket's orders (`event: order`, data: OrderId, Status)",
        description:
          'Each status, payment or amendment change of the orders the ticket names. A comment line every 25 s keeps ' +
          'proxies from closing the stream; read the orders again after a reconnection.',
        querystring: z.object({ ticket: z.string().min(1).max(4000) }),
      },
      onRequest: fromTicket,
    },
    async (request, reply) => {
      const wanted = new Set(request.ticketOrders);
      await streams.serve(request, reply, (send, end) =>
        events.subscribe(
          request.brand.id,
          (change) => {
            if (wanted.has(change.orderId)) send('order', { OrderId: change.orderId, Status: change.status });
          },
          end,
        ),
      );
    },
  );
};
