import { z } from 'zod';
import { OrderOption } from './catalog';
import { Info } from './envelope';

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
    ItemId: z.number().int().positive(),
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

export const PlaceOrderBody = z
  .object({
    BrandFlavor: z.string().min(1).max(60),
    OrderOption,
    Lines: z.array(OrderLineInput).min(1, 'There are no items in the cart').max(100),
    /** Required when the caller is not a signed-in customer. */
    Guest: z
      .object({
        Email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address')),
        FirstName: z.string().trim().min(1, 'Enter your first name').max(80),
        LastName: z.string().trim().max(80).default(''),
        Mobile: z
          .string()
          .trim()
          .regex(/^\+?[0-9 ()-]{7,20}$/, 'Enter a valid mobile number'),
      })
      .strict()
      .optional(),
    /** Required for delivery. */
    Address: z
      .object({
        Line1: z.string().trim().min(1, 'Enter the first line of the address').max(120),
        Line2: z.string().trim().max(120).optional(),
        Town: z.string().trim().min(1, 'Enter the town').max(80),
        Postcode,
      })
      .strict()
      .optional(),
    /** ISO date-time of a scheduled order; absent or null for as soon as possible. */
    ScheduledFor: z.iso.datetime({ offset: true }).nullable().optional(),
    Notes: z.string().trim().max(500).optional(),
    PaymentMethod: z.literal('cash').default('cash'),
    /** Orders from the training route: kept apart from fulfilment and reports. */
    Training: z.boolean().default(false),
  })
  .strict();
export type PlaceOrderBody = z.input<typeof PlaceOrderBody>;

export const OrderStatus = z.enum([
  'PendingPayment',
  'Placed',
  'Accepted',
  'Ready',
  'OutForDelivery',
  'Completed',
  'Cancelled',
]);

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
        z.object({ ExtraTitle: z.string(), ExtraQuantity: z.number().int(), ExtraPrice: z.number() }),
      ),
    }),
  ),
  SubTotal: z.number(),
  DeliveryFee: z.number(),
  Discount: z.number(),
  Total: z.number(),
});
export type Order = z.infer<typeof Order>;

export const OrderResponse = z.object({ Info, Data: Order });
export type OrderResponse = z.infer<typeof OrderResponse>;

export const OrderParams = z.object({ OrderId: z.coerce.number().int().positive() });
export const OrdersResponse = z.object({ Info, Data: z.array(Order) });
export type OrdersResponse = z.infer<typeof OrdersResponse>;
