import { z } from 'zod';
import { Info } from './envelope';
import { OrderOption } from './catalog';
import { Pounds } from './money';

/** A table in the restaurant, as printed on its QR code (`dine-in?table=12`). */
export const TableNumber = z
  .number()
  .int('Table numbers are whole numbers')
  .min(1, 'Enter a table number from 1 to 999')
  .max(999, 'Enter a table number from 1 to 999');

const Clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use 24-hour HH:MM');

/**
 * A postcode prefix a brand delivers to: an area ('N'), a district or outward code ('N1', 'EC2A'), a sector
 * ('N1 7') or a whole postcode ('N1 7AA'). Stored upper case with single spaces.
 */
export const PostcodePrefix = z
  .string()
  .trim()
  .toUpperCase()
  .overwrite((p) => p.replace(/\s+/g, ' '))
  .max(8)
  .regex(
    /^[A-Z]{1,2}(\d[A-Z\d]?( \d([A-Z]{2})?)?)?$/,
    "Use a postcode area ('N'), district ('N1', 'EC2A'), sector ('N1 7') or postcode ('N1 7AA')",
  );

/** Where a brand delivers, with its own fee and minimum order when they differ from the brand's. */
export const DeliveryArea = z.object({
  Name: z.string().trim().min(1).max(80),
  Postcodes: z.array(PostcodePrefix).min(1).max(500),
  /** Pounds; the brand's DeliveryFee when absent. */
  DeliveryFee: Pounds.optional(),
  /** Pounds; the brand's MinDeliveryOrder when absent. */
  MinDeliveryOrder: Pounds.optional(),
  /** The branch its deliveries go out from, one of the brand's `Branches` (ADR 0046); absent: the first branch. */
  BranchId: z.number().int().positive().optional(),
});
export type DeliveryArea = z.infer<typeof DeliveryArea>;

/** A channel's minimum time: whole minutes from now to the earliest slot. */
export const LeadMinutes = z
  .number({ error: 'Give the time in whole minutes' })
  .int('Give the time in whole minutes')
  .min(0, 'A time cannot be negative')
  .max(1440, 'At most 1440 minutes (a day)');

/** A branch's own minimum times (brand file `Branches[].LeadTimes`); each absent one is the brand's. */
export const LeadTimes = z
  .object({
    Delivery: LeadMinutes.optional(),
    Collection: LeadMinutes.optional(),
    EatIn: LeadMinutes.optional(),
  })
  .strict();
export type LeadTimes = z.infer<typeof LeadTimes>;

/** The ordering rules of a brand (spec §3 Brand config), served by `POST api/Order/v2/getConfig/{brand}`. */
export const BrandConfig = z.object({
  Active: z.boolean(),
  StopOnlineDeliveryOrders: z.boolean(),
  StopOnlineCollectionOrders: z.boolean(),
  StopOnlineEatInOrders: z.boolean(),
  /** Minutes from now to the earliest slot. */
  MinDeliveryTime: z.number().int().min(0).max(1440),
  MinCollectionTime: z.number().int().min(0).max(1440),
  MinEatInTime: z.number().int().min(0).max(1440),
  /** Earliest time of day each channel takes orders for (Europe/London). */
  DeliveryFrom: Clock,
  CollectionFrom: Clock,
  EatInFrom: Clock,
  /** Pounds added to every delivery order (an area may set its own). */
  DeliveryFee: Pounds.default(0),
  /** Smallest cart subtotal in pounds accepted for delivery; 0 for none (an area may set its own). */
  MinDeliveryOrder: Pounds.default(0),
  /**
   * Where the brand delivers. Empty: everywhere. Otherwise a delivery address must be in one of them (the
   * most specific matching prefix decides the area, and with it the fee and minimum).
   */
  DeliveryAreas: z.array(DeliveryArea).max(200).default([]),
  /** Whether the checkout offers card payment beside paying in person (on when a payment provider runs). */
  CardPayments: z.boolean().optional(),
  /**
   * The table numbers a dine-in order may name (the `dine-in?table=12` QR codes). Absent: any table 1–999.
   */
  DineInTables: z.array(TableNumber).max(999).optional(),
  /**
   * Channels whose orders the server accepts as they are placed (issue 19), ready by the later of now + the
   * channel's minimum time and the order's due time, as staff accepting with that time would. Absent or false:
   * staff accept each order on the board. Not served by getConfig.
   */
  AutoAccept: z
    .object({
      Delivery: z.boolean().optional(),
      Collection: z.boolean().optional(),
      EatIn: z.boolean().optional(),
    })
    .strict()
    .optional(),
});
export type BrandConfig = z.infer<typeof BrandConfig>;

const UkPostcode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{1,2}\d[A-Za-z\d]?\s*\d[A-Za-z]{2}$/, 'Enter a valid UK postcode');
export const GetConfigBody = z
  .object({ Postcode: UkPostcode.optional(), OrderOption: OrderOption.optional() })
  .strict();
/** getConfig's answer about a Postcode sent with it: whether the brand delivers there, at what fee and minimum. */
export const DeliveryCheck = z.object({
  /** The postcode as checked, upper case with one space ('N1 7AA'). */
  Postcode: z.string(),
  Delivers: z.boolean(),
  /** The delivery area serving it (null when the brand lists no areas, or does not deliver there). */
  AreaName: z.string().nullable(),
  /** Pounds. */
  DeliveryFee: z.number(),
  /** Pounds; 0 for no minimum. */
  MinDeliveryOrder: z.number(),
  /** 'We deliver to N1 7AA: £2.50 delivery, minimum order £15.00' or 'Sorry, we do not deliver to SE1 9SG'. */
  Message: z.string(),
});
export type DeliveryCheck = z.infer<typeof DeliveryCheck>;

export const GetConfigResponse = z.object({
  Info,
  // Auto-accept is the kitchen's business, not the storefront's: the answer leaves it out.
  Data: BrandConfig.omit({ AutoAccept: true }).extend({
    /** Present when the request sent a Postcode. */
    DeliveryCheck: DeliveryCheck.optional(),
    /** The server's clock (ISO 8601): slot lists and scheduled-time checks run on it. */
    ServerTime: z.string().optional(),
    /**
     * Busy mode in force (issue 19): ExtraMinutes are already added to MinDeliveryTime, MinCollectionTime and
     * MinEatInTime above, until Until (ISO 8601).
     */
    Busy: z.object({ ExtraMinutes: z.number().int(), Until: z.string() }).nullable().optional(),
    /**
     * Channels paused by busy mode (their StopOnline…Orders flag above is on), each with the message customers
     * see instead of the brand's stopped-channel text: 'We are not taking collection orders until 19:30'.
     */
    PausedChannels: z
      .array(
        z.object({
          Channel: z.enum(['Delivery', 'Collection', 'EatIn']),
          Until: z.string(),
          Message: z.string(),
        }),
      )
      .optional(),
    /** At most this many orders due in any 15-minute slot; null: no limit. */
    SlotCapacity: z.number().int().nullable().optional(),
    /** The starts (ISO 8601) of the coming slots that are full: the checkout does not offer times in them. */
    FullSlots: z.array(z.string()).optional(),
  }),
});
export type GetConfigResponse = z.infer<typeof GetConfigResponse>;
