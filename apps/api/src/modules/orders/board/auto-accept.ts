import type { AcceptBody, BoardOrder } from '@storefront/contract/admin';
import type { Channel } from '@storefront/contract/back-office';
import type { BrandConfig } from '@storefront/contract/brand-config';
import type { OrderOption } from '@storefront/contract/catalog';
import type { Order } from '@storefront/contract/order';
import { MAX_PREP_MINUTES, channelMinMinutes } from '@storefront/domain/due-time';
import type { BrandContext } from '../../brand/brand.service';
import type { AuditActor } from '../../brand/audit';

/** The audit log's name for the server accepting an order by itself. */
export const AUTO_ACCEPT_ACTOR: AuditActor = { staffId: null, email: 'System (auto-accept)' };

const CHANNEL_OF: Record<OrderOption, Channel> = {
  Delivery: 'Delivery',
  Pickup: 'Collection',
  EatIn: 'EatIn',
};

/** Whether the brand accepts an order option's orders as they arrive (BrandConfig.AutoAccept; off when absent). */
export function autoAccepts(config: BrandConfig, option: OrderOption): boolean {
  return config.AutoAccept?.[CHANNEL_OF[option]] === true;
}

/**
 * How the server accepts: "Ready in" the channel's minimum time, the staff accept's own rule (ready by the later
 * of now + N and the order's due time, never before placement + the minimum). A minimum of 0 asks for a minute;
 * one over the accept's longest preparation time is still kept, by the rule's "placement + the minimum".
 */
export function autoAcceptBody(config: BrandConfig, option: OrderOption): AcceptBody {
  return { PrepMinutes: Math.min(MAX_PREP_MINUTES, Math.max(1, channelMinMinutes(option, config))) };
}

type Accept = (
  brand: BrandContext,
  actor: AuditActor,
  orderId: number,
  body: AcceptBody,
) => Promise<BoardOrder>;

/**
 * Auto-accept (issue 19): a brand may have the server accept a channel's orders as soon as they are placed
 * (or, for a card order, paid), through the back office's own accept, so the ready-by, the audit entry (named
 * the system) and the board's live update are the staff accept's. Called after the order's transaction has
 * committed (the board adds it to the order hooks' after-placed steps): a failure leaves the order Placed for
 * staff to accept, and never fails the order.
 */
export function createAutoAccept(options: {
  accept: Accept;
  onError: (error: unknown, context: string) => void;
}) {
  const { accept } = options;
  return {
    /**
     * Accepts a just-placed order when its brand auto-accepts its channel; answers the order as accepted, or
     * null when it was left for staff (auto-accept off, not Placed, or the accept failed).
     */
    async placed<T extends Pick<Order, 'OrderId' | 'OrderOption' | 'Status'>>(
      brand: BrandContext,
      order: T,
    ): Promise<(T & Pick<Order, 'Status' | 'PrepMinutes' | 'ReadyBy'>) | null> {
      if (order.Status !== 'Placed' || !autoAccepts(brand.config, order.OrderOption)) return null;
      try {
        const accepted = await accept(
          brand,
          AUTO_ACCEPT_ACTOR,
          order.OrderId,
          autoAcceptBody(brand.config, order.OrderOption),
        );
        return {
          ...order,
          Status: accepted.Status,
          PrepMinutes: accepted.PrepMinutes,
          ReadyBy: accepted.ReadyBy,
        };
      } catch (error) {
        options.onError(error, `auto-accept of order ${order.OrderId} failed; it waits for staff`);
        return null;
      }
    },
  };
}
export type AutoAccept = ReturnType<typeof createAutoAccept>;
