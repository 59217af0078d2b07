import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';
import { databaseTestPaymentStore } from './test-payment-store';
import { createTestProvider, memoryTestPaymentStore, type TestProvider } from './test-provider';

/**
 * The provider a deployment runs: Stripe when its keys are set; otherwise the offline test provider, except in
 * production, where it runs only when TEST_PAYMENTS_ENABLED says so (a live shop must never take fake cards).
 * No provider: card payments are not offered.
 */
export function paymentProviderFrom(
  env: Env,
  database: Pick<Database, 'db' | 'driver'>,
): {
  provider: PaymentProvider | null;
  test: TestProvider | null;
} {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET)
    return {
      provider: createStripeProvider({
        secretKey: env.STRIPE_SECRET_KEY,
        publishableKey: env.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        host: env.STRIPE_API_HOST,
        port: env.STRIPE_API_PORT,
        protocol: env.STRIPE_API_PROTOCOL,
      }),
      test: null,
    };
  if (env.NODE_ENV === 'production' && !env.TEST_PAYMENTS_ENABLED) return { provider: null, test: null };
  const test = createTestProvider({
    webhookSecret: env.TEST_PAYMENTS_WEBHOOK_SECRET,
    webhookDelayMs: 250,
    store: database.driver === 'postgres' ? databaseTestPaymentStore(database.db) : memoryTestPaymentStore(),
  });
  return { provider: test, test };
}
