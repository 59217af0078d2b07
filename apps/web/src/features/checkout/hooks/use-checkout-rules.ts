import { useMemo } from 'react';
import type { OrderOption } from '@storefront/contract/catalog';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';
import type { BranchSchedule } from '@storefront/domain/branch-hours';
import { checkoutBlock, type DeliveryType } from '@storefront/domain/delivery-type';
import type { OrderConfig } from '../../../lib/queries/order-config';
import { stopMessages } from '../../../lib/queries/order-config';
import { asapFrom, offeredSlots } from '../utils/offered-times';

/**
 * What the brand's ordering rules (getConfig) allow this order now at its branch (its lead times and hours):
 * the times on offer, the earliest an order as soon as possible can be, and what blocks placing it (checkout
 * off, the channel stopped or paused). Nothing is offered or blocked until the rules are known.
 */
export function useCheckoutRules(
  config: WebCustomerConfig,
  type: DeliveryType,
  option: OrderOption,
  rules: OrderConfig | undefined,
  branch: BranchSchedule | null,
) {
  // Busy mode's extra minutes are in getConfig's minimum times; full slots (slot capacity) are not offered.
  const slots = useMemo(
    () => (rules ? offeredSlots(option, rules, new Date(), 3, branch) : []),
    [option, rules, branch],
  );
  const blocked = rules
    ? checkoutBlock({
        checkoutActive: config.CheckoutDetail.Active,
        type,
        stopFlags: rules,
        stopMessages: stopMessages(config, rules),
      })
    : null;
  const earliest = rules ? asapFrom(option, rules, new Date(), branch) : null;
  return { slots, earliest, blocked, busy: rules?.Busy ?? null };
}
