import { z } from 'zod';
import {
  ALLERGY_NOTE_MAX,
  ALLERGY_NOTE_TOO_LONG,
  DeliveryAddress,
  GuestDetails,
  NOTES_TOO_LONG,
  ORDER_NOTES_MAX,
} from '@storefront/contract/order';

/** The most an order's notes may hold (the contract's limit). */
export const NOTES_MAX = ORDER_NOTES_MAX;

/** What the checkout form holds; the delivery type lives in its own store, shared with the rest of the app. */
export interface CheckoutValues {
  guest: { Email: string; FirstName: string; LastName: string; Mobile: string };
  address: { Line1: string; Line2: string; Town: string; Postcode: string };
  when: 'asap' | 'later';
  slot: string;
  notes: string;
  /** An allergy or dietary requirement, for the kitchen's ticket. */
  allergyNote: string;
}

export interface CheckoutNeeds {
  /** A guest gives their details; a customer's come from their account. */
  guest: boolean;
  /** Delivery needs an address. */
  address: boolean;
}

/**
 * The checkout's rules as a zod schema built from the contract's own pieces (GuestDetails, DeliveryAddress:
 * the server validates the order with the same ones), with only the parts this order needs.
 */
export function checkoutSchema(needs: CheckoutNeeds) {
  return z
    .object({
      guest: needs.guest ? GuestDetails : z.unknown(),
      address: needs.address ? DeliveryAddress.extend({ Line2: z.string().trim().max(120) }) : z.unknown(),
      when: z.enum(['asap', 'later']),
      slot: z.string(),
      notes: z.string().trim().max(ORDER_NOTES_MAX, NOTES_TOO_LONG),
      allergyNote: z.string().trim().max(ALLERGY_NOTE_MAX, ALLERGY_NOTE_TOO_LONG),
    })
    .superRefine((values, ctx) => {
      if (values.when === 'later' && !values.slot)
        ctx.addIssue({ code: 'custom', path: ['slot'], message: 'Choose a time' });
    });
}
