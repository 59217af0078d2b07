import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteApp } from '../../lib/route-app';
import { z } from 'zod';
import { InfoOnly, ok } from '@storefront/contract/envelope';
import {
  CheckPaymentBody,
  PayLinkResponse,
  PaymentCheckResponse,
  PaymentOptionsResponse,
  PaymentOrderBody,
  PaymentProviderName,
  PaymentSessionResponse,
  PaymentSummaryResponse,
  RefundBody,
  RefundResponse,
  SendPayLinkBody,
  TestAuthenticateBody,
  TestConfirmBody,
  TestConfirmResponse,
  paymentRoutes,
} from '@storefront/contract/payment';
import { staffTokenCheck } from '../../lib/staff-token';
import { HttpError, forbidden, unauthorized } from '../../lib/http-error';
import { bearerToken, guestSessionHash, isGuestSessionToken } from '../orders/order-owner';
import { WebhookSignatureError } from './payment-provider';
import type { PayAccess, PaymentsService } from './payments.service';
import type { TestProvider } from './test-provider';
import { errorResponses, bearer, bearerOrNone } from '../../lib/route-schema';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['Payment'];

type Options = {
  payments: PaymentsService;
  /** The offline provider's card calls, when it is the provider in use. */
  testProvider: TestProvider | null;
  /** Bearer token of staff calls (refunds); staff calls are off without it. */
  staffToken: string | undefined;
};

/** What the route groups share: the payments, and who the caller is. */
function context(app: RouteApp, { payments, staffToken }: Options) {
  const isStaff = staffTokenCheck(staffToken);

  /** The caller: staff, a guest session, a signed-in customer, or nobody (a payment link's holder). */
  const accessOf = async (request: FastifyRequest, payToken?: string): Promise<PayAccess> => {
    if (isStaff(request)) return { owner: null, staff: true };
    const token = bearerToken(request.headers.authorization);
    if (token && isGuestSessionToken(token))
      return { owner: { kind: 'guest', sessionHash: guestSessionHash(token) }, payToken };
    if (request.headers.authorization && !payToken) {
      await app.requireCustomer(request);
      return { owner: { kind: 'customer', customer: request.customer! } };
    }
    return { owner: null, payToken };
  };
  return { payments, isStaff, accessOf };
}
type Context = ReturnType<typeof context>;

/** Paying an order by card: the brand's options and the pay screen's summary. */
function payRoutes(app: RouteApp, { payments, accessOf }: Context) {
  app.get(
    paymentRoutes.options,
    {
      schema: {
        tags,
        summary: 'Whether the brand takes cards at checkout, through which provider',
        params: z.object({ brand: z.string().min(1).max(60) }),
        response: { 200: PaymentOptionsResponse, ...errors },
      },
      preHandler: app.resolveBrand,
    },
    async (request) => ({ Info: ok(), Data: payments.options(request.brand) }),
  );

  app.post(
    paymentRoutes.summary,
    {
      schema: {
        tags,
        summary: "An order's total, what has been paid and what is outstanding (the pay screen)",
        description:
          "For the order's customer or guest session, or with the PayToken of its payment link. Amounts in pence.",
        security: bearerOrNone,
        body: PaymentOrderBody,
        response: { 200: PaymentSummaryResponse, ...errors },
      },
      preHandler: app.resolveBrand,
    },
    async (request) => ({
      Info: ok(),
      Data: await payments.summary(
        request.brand,
        await accessOf(request, request.body.PayToken),
        request.body.OrderId,
      ),
    }),
  );
}

/** Starting a card payment, and the check when the customer comes back from the provider. */
function payStartRoutes(app: RouteApp, { payments, accessOf }: Context) {
  app.post(
    paymentRoutes.start,
    {
      schema: {
        tags,
        summary: "Starts (or resumes) a card payment of the order's outstanding amount",
        description:
          "The server decides the amount (never the client). With Stripe, ClientSecret is the PaymentIntent's " +
          'for the Payment Element; an unfinished payment of the same amount is handed back rather than a new one.',
        security: bearerOrNone,
        body: PaymentOrderBody,
        response: { 200: PaymentSessionResponse, ...errors },
      },
      preHandler: app.resolveBrand,
    },
    async (request) => ({
      Info: ok(),
      Data: await payments.start(
        request.brand,
        await accessOf(request, request.body.PayToken),
        request.body.OrderId,
      ),
    }),
  );

  app.post(
    paymentRoutes.check,
    {
      schema: {
        tags,
        summary: "Checks a payment with the provider (the return URL) and answers the order's state",
        description:
          'The provider is asked, never the browser. A succeeded payment places a PendingPayment order exactly ' +
          'once, whether this check or the webhook comes first. A declined card answers PaymentStatus Pending ' +
          "with the provider's Message: another card may be tried.",
        security: bearerOrNone,
        body: CheckPaymentBody,
        response: { 200: PaymentCheckResponse, ...errors },
      },
      preHandler: app.resolveBrand,
    },
    async (request) => ({
      Info: ok(),
      Data: await payments.check(request.brand, await accessOf(request, request.body.PayToken), request.body),
    }),
  );
}

/** Payment links and refunds. */
function linkAndRefundRoutes(app: RouteApp, { payments, isStaff, accessOf }: Context) {
  app.post(
    paymentRoutes.sendLink,
    {
      schema: {
        tags,
        summary: 'Emails a payment link for an order with something left to pay',
        description:
          "For the order's customer or guest session, or staff. The link (pay?orderId=…&token=…) lets its holder " +
          'see and pay that order only; a new link replaces the previous one.',
        security: bearer,
        body: SendPayLinkBody,
        response: { 200: PayLinkResponse, ...errors },
      },
      preHandler: app.resolveBrand,
    },
    async (request) => {
      const access = await accessOf(request);
      if (!access.owner && !access.staff) throw unauthorized();
      const data = await payments.sendLink(request.brand, access, request.body.OrderId);
      return {
        Info: ok(data.SentTo ? `A payment link was sent to ${data.SentTo}` : 'Payment link made'),
        Data: data,
      };
    },
  );

  app.post(
    paymentRoutes.refund,
    {
      schema: {
        tags,
        summary: 'Refunds a card-paid order in full or in part (staff)',
        description:
          'Staff only (STAFF_API_TOKEN as the bearer token). AmountPence absent: everything not yet refunded. ' +
          'Each refund goes through the provider and is recorded against the order.',
        security: bearer,
        body: RefundBody,
        response: { 200: RefundResponse, ...errors },
      },
      preHandler: app.resolveBrand,
    },
    async (request) => {
      if (!isStaff(request)) throw forbidden('Only staff can refund payments');
      const data = await payments.refund(
        request.brand,
        request.body.OrderId,
        request.body.AmountPence,
        request.body.Reason,
      );
      return { Info: ok('Refunded'), Data: data };
    },
  );
}

/** The provider's webhook, in a scope of its own (its body is read raw). */
async function webhookRoute(app: RouteApp, { payments }: Context) {
  // The provider's webhook reads its raw body: the signature is over the exact bytes sent.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      paymentRoutes.webhook,
      {
        schema: {
          tags,
          summary: "The payment provider's events (Stripe: payment_intent.*), verified by signature",
          params: z.object({ provider: PaymentProviderName }),
          response: { 200: InfoOnly, ...errors },
        },
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body)) throw new HttpError(400, 'Expected a JSON body');
        try {
          await payments.webhook(request.body, request.headers);
        } catch (error) {
          if (error instanceof WebhookSignatureError)
            throw new HttpError(400, 'The webhook signature does not verify');
          throw error;
        }
        return { Info: ok('Received') };
      },
    );
  });
}

/** The offline test provider's card form and extra authentication step, while it is the provider in use. */
function testProviderRoutes(app: RouteApp, test: TestProvider) {
  app.post(
    paymentRoutes.testConfirm,
    {
      schema: {
        tags,
        summary: "The offline test provider's card form (plays the part of Stripe.js)",
        description:
          '4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 needs the extra ' +
          'authentication step (testAuthenticate). Only while the test provider runs.',
        body: TestConfirmBody,
        response: { 200: TestConfirmResponse, ...errors },
      },
      preHandler: app.resolveBrand,
    },
    async (request) => {
      try {
        const result = await test.confirmCard(request.body.ClientSecret, {
          number: request.body.CardNumber,
          expiry: request.body.Expiry,
        });
        return { Info: ok(), Data: { Status: result.status, Message: result.message } };
      } catch {
        throw new HttpError(404, 'This payment was not found');
      }
    },
  );

  app.post(
    paymentRoutes.testAuthenticate,
    {
      schema: {
        tags,
        summary: "The test provider's extra authentication step: approve or fail it",
        body: TestAuthenticateBody,
        response: { 200: TestConfirmResponse, ...errors },
      },
      preHandler: app.resolveBrand,
    },
    async (request) => {
      try {
        const result = await test.authenticate(request.body.ClientSecret, request.body.Approve);
        return { Info: ok(), Data: { Status: result.status, Message: result.message } };
      } catch {
        throw new HttpError(404, 'This payment was not found');
      }
    },
  );
}

/**
 * Card payments: the options of a brand, the `pay` screen's summary, starting a payment, the return-URL check,
 * payment links, refunds (staff), the provider's webhook and, with the offline test provider, its card form.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const ctx = context(app, options);
  payRoutes(app, ctx);
  payStartRoutes(app, ctx);
  linkAndRefundRoutes(app, ctx);
  await webhookRoute(app, ctx);
  if (options.testProvider) testProviderRoutes(app, options.testProvider);
};
