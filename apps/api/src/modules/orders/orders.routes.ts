import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse, ok } from '@storefront/contract/envelope';
import { OrderParams, OrderResponse, OrdersResponse, PlaceOrderBody } from '@storefront/contract/order';
import { apiRoutes, headers } from '@storefront/contract/paths';
import { parseIdempotencyKey, requestHash, type Idempotency } from '../../lib/idempotency';
import type { OrdersService } from './orders.service';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  422: ErrorResponse,
};
const tags = ['Order'];

export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  idempotency: Idempotency;
}> = async (app, { orders, idempotency }) => {
  /** Customers place orders with their token; guests without one (their details in the body). */
  const optionalCustomer = async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.requireCustomer(request);
  };

  app.post(
    apiRoutes.placeOrder,
    {
      schema: {
        tags,
        summary:
          'Places an order; every price is computed by the server. Requires an Idempotency-Key header.',
        description:
          'Retries with the same Idempotency-Key get the first answer back (for 24 hours); the same key with a different ' +
          'body answers 422, and 409 while the first request is still running. Stock is taken with the order: 409 says how many are left.',
        body: PlaceOrderBody,
        response: { 200: OrderResponse, ...errors },
      },
      preHandler: [app.resolveBrand, optionalCustomer],
    },
    async (request, typedReply) => {
      const reply = typedReply as unknown as FastifyReply;
      const key = parseIdempotencyKey(request.headers[headers.idempotencyKey.toLowerCase()]);
      const who = request.customer
        ? `customer:${request.customer.customerId}`
        : `guest:${createHash('sha256')
            .update(request.body.Guest?.Email ?? '')
            .digest('hex')}`;
      const result = await idempotency.run(
        { brandId: request.brand.id, scope: `${who}:placeOrder`, key, hash: requestHash(request.body) },
        async () => ({
          status: 200,
          body: JSON.stringify(
            OrderResponse.parse({
              Info: ok('Thank you, your order has been placed'),
              Data: await orders.place(request.brand, request.customer, request.body),
            }),
          ),
        }),
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(result.status).type('application/json; charset=utf-8').send(result.body);
    },
  );

  const signedIn = { onRequest: app.requireCustomer, preHandler: app.resolveCustomerBrand };

  app.get(
    apiRoutes.getOrder,
    {
      schema: {
        tags,
        summary: "One of the customer's orders",
        security: [{ bearer: [] }],
        params: OrderParams,
        response: { 200: OrderResponse, ...errors },
      },
      ...signedIn,
    },
    async (request) => ({
      Info: ok(),
      Data: await orders.get(request.brand, request.customer!, request.params.OrderId),
    }),
  );

  app.get(
    apiRoutes.previousOrders,
    {
      schema: {
        tags,
        summary: "The customer's orders, newest first",
        security: [{ bearer: [] }],
        response: { 200: OrdersResponse, ...errors },
      },
      ...signedIn,
    },
    async (request) => ({ Info: ok(), Data: await orders.list(request.brand, request.customer!) }),
  );
};
