import { z } from 'zod';
import { LineFoodInfo } from './food-info';
import { OptionalPersonName, PersonName } from './person-name';
import { Id, IdParam } from './ids';
import { TableNumber } from './brand-config';
import { GiftCardCode } from './gift-card-code';
import { OrderOption } from './catalog';
import { Info } from './envelope';
import { OrderBranch, OrderBranchId } from './order-branch';

/** One extra of an order line as the client sends it; the server prices it from the catalogue. */
export const ExtraDetailItem = z.object({
  ExtraTitle: z.string().min(1).max(120),
  ExtraQuantity: z.number().int().min(1).max(9),
  /** Ignored by the server, which uses the catalogue's price. */
  ExtraPrice: z.number().optional(),
  /** The group the extra belongs to; without it the title must be unique across the item's groups. */
  Group: z.string().max(160).optional(),
});
export type ExtraDetailItem = z.infer<typeof ExtraDetailItem>;

/** The spec's order-line payload (§3). ExtraDetail may arrive as a JSON string, as the original client sends it. */
export const OrderLineInput = z
  .object({
    ItemId: Id,
    Quantity: z
      .number()
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1')
      .max(999),
    /** Ignored by the server, which computes every price. */
    TotalPrice: z.number().optional(),
    IsDiscountedItem: z.boolean().optional(),
    SocialDiscountItem: z.boolean().optional(),
    ExtraDetail: z
      .union([
        z.array(ExtraDetailItem),
        z
          .string()
          .max(20_000)
          .transform((text, ctx) => {
            try {
              return z.array(ExtraDetailItem).parse(JSON.parse(text));
            } catch {
              ctx.addIssue({ code: 'custom', message: 'ExtraDetail must be a JSON list of extras' });
              return z.NEVER;
            }
          }),
      ])
      .default([]),
    /** Kg items: the chosen weight (0.5 to 3.0 in steps of 0.5). */
    WeightKg: z.number().min(0.5).max(3).multipleOf(0.5).optional(),
  })
  .strict();
export type OrderLineInput = z.input<typeof OrderLineInput>;
const Postcode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{1,2}\d[A-Za-z\d]?\s*\d[A-Za-z]{2}$/, 'Enter a valid UK postcode');

/** A delivery address (required for delivery orders). */
export const DeliveryAddress = z
  .object({
    Line1: z.string().trim().min(1, 'Enter the first line of the address').max(120),
    Line2: z.string().trim().max(120).optional(),
    Town: z.string().trim().min(1, 'Enter the town').max(80),
    Postcode,
  })
  .strict();
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;

/** A guest's details (checkout without an account). */
export const GuestDetails = z
  .object({
    Email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address')),
    FirstName: PersonName('Enter your first name'),
    LastName: OptionalPersonName().default(''),
    Mobile: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{7,20}$/, 'Enter a valid mobile number'),
  })
  .strict();
export type GuestDetails = z.input<typeof GuestDetails>;

/**
 * How an order is paid: in person, OnDelivery (Delivery), OnCollection (Pickup), AtTable (EatIn); or Card, which
 * starts the order as PendingPayment until the payment provider confirms.
 */
/** The most an order's notes may hold: enough for a door code and directions, short enough for a ticket. */
export const ORDER_NOTES_MAX = 500;
export const NOTES_TOO_LONG = `Notes can be at most ${ORDER_NOTES_MAX} characters`;
export const ALLERGY_NOTE_MAX = 300;
export const ALLERGY_NOTE_TOO_LONG = `The allergy note can be at most ${ALLERGY_NOTE_MAX} characters`;

export const PaymentMethod = z.enum(['OnDelivery', 'OnCollection', 'AtTable', 'Card']);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** What the customer asks to take off an order; the server checks both and computes the discount. */
const Discounts = {
  /** A promo code (letters, digits, dashes; any case). */
  PromoCode: z
    .string()
    .trim()
    .toUpperCase()
    .max(30)
    .transform((v) => v || undefined)
    .optional(),
  /** Rewards points to spend (signed-in members): each brand's PointsPerPoundOff points are £1 off. */
  RedeemPoints: z.number().int().min(0).max(10_000_000).optional(),
  /** A gift card to pay with: as much of the total as its balance covers (the rest is paid as chosen). */
  GiftCardCode: GiftCardCode.optional(),
};

export const PlaceOrderBody = z
  .object({
    BrandFlavor: z.string().min(1).max(60),
    OrderOption,
    Lines: z.array(OrderLineInput).min(1, 'There are no items in the cart').max(100),
    /** Required when the caller is not a signed-in customer. */
    Guest: GuestDetails.optional(),
    /** Required for delivery. */
    Address: DeliveryAddress.optional(),
    /** ISO date-time of a scheduled order; absent or null for as soon as possible. */
    ScheduledFor: z.iso.datetime({ offset: true }).nullable().optional(),
    Notes: z.string().trim().max(ORDER_NOTES_MAX, NOTES_TOO_LONG).optional(),
    /** An allergy or dietary note for the kitchen, kept apart from the notes and printed on its ticket. */
    AllergyNote: z.string().trim().max(ALLERGY_NOTE_MAX, ALLERGY_NOTE_TOO_LONG).optional(),
    /**
     * The in-person payment matching OrderOption (OnDelivery, OnCollection, AtTable); absent or 'cash' picks
     * it. Card (where the brand takes cards) places the order as PendingPayment, holding its stock, until the
     * payment provider confirms the payment (see payment.ts).
     */
    PaymentMethod: z.enum(['cash', 'OnDelivery', 'OnCollection', 'AtTable', 'Card']).default('cash'),
    /** Orders from the training route: kept apart from fulfilment and reports. */
    Training: z.boolean().default(false),
    /**
     * Dine-in (eat-in orders only): the table the order is served to, from the table's QR code. The server
     * checks it against the brand's tables (BrandConfig.DineInTables).
     */
    TableNumber: TableNumber.optional(),
    BranchId: OrderBranchId,
    ...Discounts,
  })
  .strict();
export type PlaceOrderBody = z.input<typeof PlaceOrderBody>;

/**
 * The order lifecycle: PendingPayment (card orders until the provider confirms) → Placed → Accepted →
 * Ready (collection, eat in) or OutForDelivery → Completed; Cancelled from any state before Completed.
 * Orders paid in person start Placed. Only a Placed order can be amended.
 */
export const OrderStatus = z.enum([
  'PendingPayment',
  'Placed',
  'Accepted',
  'Ready',
  'OutForDelivery',
  'Completed',
  'Cancelled',
]);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const Order = z.object({
  OrderId: z.number().int(),
  OrderNumber: z.string(),
  Status: OrderStatus,
  OrderOption,
  Training: z.boolean(),
  Amended: z.boolean(),
  ScheduledFor: z.string().nullable(),
  CreatedAt: z.string(),
  Lines: z.array(
    z.object({
      ItemId: z.number().int(),
      Title: z.string(),
      Quantity: z.number().int(),
      UnitPrice: z.number(),
      TotalPrice: z.number(),
      ExtraDetail: z.array(
        z.object({
          ExtraTitle: z.string(),
          ExtraQuantity: z.number().int(),
          ExtraPrice: z.number(),
          /** The extras group or menu-builder step it was chosen in. */
          Group: z.string(),
        }),
      ),
      /** Kg items: the weight chosen. */
      WeightKg: z.number().nullable(),
      /**
       * The item with its chosen extras: allergens, the dietary labels it keeps, kcal per one. As it was when
       * ordered (a later menu change does not alter it); null when the item's information is not declared.
       */
      FoodInfo: LineFoodInfo.nullable().optional(),
    }),
  ),
  SubTotal: z.number(),
  DeliveryFee: z.number(),
  /** Promo code and points together (pounds). */
  Discount: z.number(),
  Total: z.number(),
  /** The promo code applied, if any. */
  PromoCode: z.string().nullable(),
  /** Rewards points spent on the order. */
  PointsRedeemed: z.number().int(),
  /** Paid with a gift card (pounds; 0 when none): the rest of Total is paid by PaymentMethod. */
  GiftCardAmount: z.number().optional(),
  PaymentMethod,
  /** When the order is due: the scheduled time, or for ASAP the earliest time when it was placed (or amended). */
  DueAt: z.string().nullable(),
  /**
   * Minutes before its due time the kitchen starts the order: its channel's minimum time (brands set no prep
   * window of their own). Until then an accepted order is Accepted, in the board's "Later" lane; from then it is Preparing
   * (domain order-status.ts), and a placed one moves from "Later" to "Due now".
   */
  PrepWindowMinutes: z.number().int(),
  /** The delivery address (delivery orders). */
  Address: DeliveryAddress.nullable(),
  Notes: z.string().nullable(),
  /** The customer's allergy or dietary note for the kitchen. */
  AllergyNote: z.string().nullable().optional(),
  /** When the lines were last replaced (Amended is true). */
  AmendedAt: z.string().nullable(),
  /** Once accepted: the minutes the kitchen gave itself, and when the order should be ready (issue 10). */
  PrepMinutes: z.number().int().nullable().optional(),
  ReadyBy: z.string().nullable().optional(),
  /** Why the shop rejected the order (Cancelled by staff). */
  StatusReason: z.string().nullable().optional(),
  /** Dine-in: the table the order goes to (eat-in orders placed from `dine-in`). */
  TableNumber: z.number().int().nullable().optional(),
  Branch: OrderBranch,
  /**
   * Only in the answer to a guest's placeOrder sent without a session token: a new guest session token. Keep
   * it as the session access_token (sent as `Authorization: Bearer …`) to see or amend this order.
   */
  GuestSession: z.string().optional(),
});
export type Order = z.infer<typeof Order>;
export const OrderResponse = z.object({ Info, Data: Order });
export type OrderResponse = z.infer<typeof OrderResponse>;

/**
 * Prices a cart for the checkout's summary without placing anything: the same lines as placeOrder, the
 * delivery type and, for delivery, the postcode when known. Every figure comes from the server.
 */
export const QuoteBody = z
  .object({
    BrandFlavor: z.string().min(1).max(60),
    OrderOption,
    Lines: z.array(OrderLineInput).min(1, 'There are no items in the cart').max(100),
    Postcode: z.string().trim().max(10).optional(),
    /**
     * The chosen time, as placeOrder would send it (absent or null: as soon as possible): lines are checked
     * against their menu hours at the time the order would be due.
     */
    ScheduledFor: z.iso.datetime({ offset: true }).nullable().optional(),
    BranchId: OrderBranchId,
    ...Discounts,
  })
  .strict();
export type QuoteBody = z.input<typeof QuoteBody>;

export const QuoteResponse = z.object({
  Info,
  Data: z.object({
    /** The lines that can be ordered, priced by the server (pounds). */
    Lines: Order.shape.Lines,
    SubTotal: z.number(),
    DeliveryFee: z.number(),
    /** Promo code and points together (pounds); Total is after it. */
    Discount: z.number(),
    Total: z.number(),
    /** The promo code as applied ('SAVE10: 10% off'), or null when none was sent or it was refused (Problems). */
    Promo: z.object({ Code: z.string(), Description: z.string(), Discount: z.number() }).nullable(),
    /** Points spent and what they took off, or null. */
    Points: z.object({ Points: z.number().int(), Discount: z.number() }).nullable(),
    /** The gift card sent, what it pays of Total and what it keeps afterwards (pounds), or null. */
    GiftCard: z
      .object({ Code: z.string(), Amount: z.number(), BalanceAfter: z.number() })
      .nullable()
      .optional(),
    /** What is left to pay after the gift card (pounds). */
    ToPay: z.number().optional(),
    /** The minimum order for delivery (0 when none or not delivery). */
    MinimumOrder: z.number(),
    /** 'Add £X more for delivery' while short of the minimum; null otherwise. */
    AddMore: z.string().nullable(),
    /** What stops this cart being placed as it is: lines not offered, a postcode not served… (field paths). */
    Problems: z.array(z.object({ Path: z.string(), Message: z.string() })),
    /** The earliest time the order can be ready (ASAP), ISO. */
    EarliestTime: z.string(),
  }),
});
export type QuoteResponse = z.infer<typeof QuoteResponse>;
export const OrderParams = z.object({ OrderId: IdParam });
export const OrdersResponse = z.object({ Info, Data: z.array(Order) });
export type OrdersResponse = z.infer<typeof OrdersResponse>;

/**
 * Replaces the lines of an order still Placed (not yet accepted) with new ones, in the placeOrder line format,
 * repriced and re-checked the same way; stock moves by the difference. Requires an Idempotency-Key.
 */
export const AmendOrderBody = z
  .object({
    BrandFlavor: z.string().min(1).max(60),
    OrderId: Id,
    Lines: z.array(OrderLineInput).min(1, 'There are no items in the cart').max(100),
    Notes: z.string().trim().max(ORDER_NOTES_MAX, NOTES_TOO_LONG).optional(),
    BranchId: OrderBranchId,
  })
  .strict();
export type AmendOrderBody = z.input<typeof AmendOrderBody>;

/** Asks for the cart lines that rebuild a previous order. */
export const ReorderBody = z
  .object({
    BrandFlavor: z.string().min(1).max(60),
    OrderId: Id,
    /** The delivery type now chosen; the order's own when absent. */
    OrderOption: OrderOption.optional(),
  })
  .strict();
export type ReorderBody = z.input<typeof ReorderBody>;

/** One line the client puts back in the cart, repriced from today's catalogue (pounds). */
export const ReorderLine = z.object({
  ItemId: z.number().int(),
  /** Recipe lines go to cartRecipeItems, Product lines to cartProductItems. */
  Kind: z.enum(['Recipe', 'Product']),
  Title: z.string(),
  Image: z.string().nullable(),
  Quantity: z.number().int(),
  /** Today's unit price including extras. */
  UnitPrice: z.number(),
  TotalPrice: z.number(),
  /** The unit price paid in the previous order. */
  PreviousUnitPrice: z.number(),
  /** The extras and menu-builder choices, with today's prices: send them back as the line's ExtraDetail. */
  ExtraDetail: z.array(
    z.object({
      ExtraTitle: z.string(),
      ExtraQuantity: z.number().int(),
      ExtraPrice: z.number(),
      Group: z.string(),
    }),
  ),
  WeightKg: z.number().nullable(),
  Units: z.string().nullable(),
  IsDiscountedItem: z.boolean(),
  SocialDiscountItem: z.boolean(),
  MaxBuy: z.number().int().nullable(),
  ForDelivery: z.boolean(),
  ForCollection: z.boolean(),
  ForEatIn: z.boolean(),
  ForDineIn: z.boolean(),
  /** Set when the line differs from the previous order (e.g. 'Only 2 left: quantity lowered from 3'). */
  Note: z.string().nullable(),
});
export type ReorderLine = z.infer<typeof ReorderLine>;

/** A line of the previous order that cannot go back in the cart, and why. */
export const SkippedLine = z.object({
  ItemId: z.number().int(),
  Title: z.string(),
  Quantity: z.number().int(),
  /** 'No longer on the menu', 'Not available for delivery', 'Sold out', 'Its options have changed: …'. */
  Reason: z.string(),
});
export type SkippedLine = z.infer<typeof SkippedLine>;

export const ReorderResponse = z.object({
  Info,
  Data: z.object({
    OrderId: z.number().int(),
    OrderOption,
    Lines: z.array(ReorderLine),
    Skipped: z.array(SkippedLine),
  }),
});
export type ReorderResponse = z.infer<typeof ReorderResponse>;

/** Starts a guest checkout (the `guest` screen): the guest's details in, a session access token out. */
export const GuestSessionBody = z
  .object({ BrandFlavor: z.string().min(1).max(60), Guest: GuestDetails })
  .strict();
export type GuestSessionBody = z.input<typeof GuestSessionBody>;

export const GuestSessionResponse = z.object({
  Info,
  Data: z.object({
    /**
     * Keep as the session access_token and send as `Authorization: Bearer …`: orders placed with it can be
     * seen and amended with it. It names no account and expires with the browser session.
     */
    access_token: z.string(),
    token_type: z.literal('guest'),
  }),
});
export type GuestSessionResponse = z.infer<typeof GuestSessionResponse>;
