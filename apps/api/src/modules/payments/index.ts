import { sweepEveryMinute } from '../../lib/sweep';
import type { Core } from '../../setup/core';
import type { Server } from '../../setup/fastify';
import type { BrandService } from '../brand/brand.service';
import type { OrderHooks } from '../orders/order-hooks';
import type { PaymentProvider } from './payment-provider';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';

/** Another area's card payments (gift cards, event tickets): handles a webhook about one of its own. */
export interface OtherPayments {
  webhook(provider: PaymentProvider['name'], ref: string): Promise<boolean>;
}

export interface PaymentsDeps extends Pick<
  Core,
  'env' | 'db' | 'payment' | 'mailer' | 'siteUrl' | 'onError'
> {
  brands: BrandService;
  hooks: OrderHooks;
  /** Asked in turn about a webhook that is not an order's payment. */
  otherPayments: OtherPayments[];
}

/**
 * Card payments of orders: a paid order is placed (and runs the order hooks' after-placed steps), one whose time
 * ran out is cancelled by the sweep every minute, giving its stock back. Answers the service: the checkout asks
 * it how the brand takes cards, the board refunds through it.
 */
export async function registerPayments(app: Server, deps: PaymentsDeps) {
  const { env, payment } = deps;
  const payments = createPaymentsService(deps.db, {
    provider: payment.provider,
    holdMinutes: env.PAYMENT_HOLD_MINUTES,
    mailer: deps.mailer,
    publicUrl: deps.siteUrl,
    onError: deps.onError,
    hooks: deps.hooks,
    brandById: async (id) => (await deps.brands.resolveById(id)) ?? null,
    onOtherPayment: async (provider, ref) => {
      for (const other of deps.otherPayments) if (await other.webhook(provider, ref)) return true;
      return false;
    },
  });
  // The test provider announces its payments as the real one does: a signed webhook, a moment later.
  payment.test?.onWebhook(async (body, headers) => {
    await payments.webhook(body, headers);
  });
  sweepEveryMinute(app, env, 'payment sweep', () => payments.sweep());
  await app.register(paymentsRoutes, {
    payments,
    testProvider: payment.test,
    staffToken: env.STAFF_API_TOKEN,
  });
  return { payments };
}
