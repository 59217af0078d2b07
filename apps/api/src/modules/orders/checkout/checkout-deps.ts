import type { Order } from '@storefront/contract/order';
import type { Db, DbOrTx } from '../../../db/client';
import type { Mailer } from '../../../lib/mailer';
import type { BrandContext } from '../../brand/brand.service';
import { emailLook } from '../../../lib/email/email-look';
import type { EmailContent } from '../../../lib/email/render-email';
import { orderConfirmationEmail } from '../order-confirmation-email';
import type { OrderHooks } from '../order-hooks';
import type { SlotPlanner } from '../slots/order-slots';
import type { OrderDiscounts, OrderGiftCards } from './tenders';

/** What the checkout's use cases work with: the database, the clock and the modules an order reaches. */
export interface CheckoutDeps {
  db: Db;
  now: () => Date;
  /** An injected clock dates the orders too (tests, the demo history's past orders); else the database does. */
  clockDatesOrders: boolean;
  planner: SlotPlanner;
  /** Sends the confirmation emails (through the outbox); none in some tests. */
  mailer?: Mailer;
  /** Where the site is: the emails' logo and links point there (PUBLIC_URL, else the local server). */
  siteUrl?: string;
  /** Told when a confirmation email could not be queued or sent; the order stands. */
  onEmailError?: (error: unknown) => void;
  /**
   * Whether the brand takes cards, and how long a card order holds its stock waiting for its payment (the
   * payments module); without it every order is paid in person.
   */
  cardTerms?: (brand: BrandContext) => { holdMs: number } | null;
  /** Promo codes and rewards points; without it codes and points are refused as unknown. */
  discounts?: OrderDiscounts;
  /** Gift cards to pay with; without it a gift card code is refused. */
  giftCards?: OrderGiftCards;
  /** What other areas do after a placed order's transaction committed (auto-accept): order-hooks.ts. */
  hooks?: OrderHooks;
}

/**
 * Steps a caller adds to an order write's transaction: `begin` runs first (the route claims the request's
 * idempotency key there), `end` last with the order as it will be answered (the route stores the answer), so
 * an order never commits without the answer its retries get back.
 */
export interface OrderTxHooks {
  begin(tx: DbOrTx): Promise<void>;
  end(tx: DbOrTx, order: Order): Promise<void>;
}

export type Recipient = { email: string; firstName: string | null } | undefined;

/**
 * Queues an order's confirmation in the outbox inside its transaction, so the order and its email commit
 * together; returns the delivery to start after the commit. Building the message cannot fail the order.
 */
export async function queueConfirmation(
  deps: CheckoutDeps,
  tx: DbOrTx,
  brand: BrandContext,
  order: Order,
  kind: 'placed' | 'amended',
  to: Recipient,
): Promise<() => Promise<void>> {
  const nothing = () => Promise.resolve();
  if (!deps.mailer || !to) return nothing;
  let message: EmailContent;
  try {
    const look = emailLook(brand, deps.siteUrl ?? '', order.Branch?.BranchId);
    message = orderConfirmationEmail(look, order, kind, to.firstName);
  } catch (error) {
    deps.onEmailError?.(error);
    return nothing;
  }
  return deps.mailer.queue(tx, { brandId: brand.id, to: to.email, ...message });
}

/** Starts an email's delivery after the commit; the order stands whatever happens to it. */
export function deliverLater(deps: CheckoutDeps, deliver: () => Promise<void>): void {
  deliver().catch((error: unknown) => deps.onEmailError?.(error));
}
