import { z } from 'zod';
import { Info } from './envelope';
import { OrderOption } from './catalog';

const Clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use 24-hour HH:MM');

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
});
export type BrandConfig = z.infer<typeof BrandConfig>;

const UkPostcode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{1,2}\d[A-Za-z\d]?\s*\d[A-Za-z]{2}$/, 'Enter a valid UK postcode');
export const GetConfigBody = z
  .object({ Postcode: UkPostcode.optional(), OrderOption: OrderOption.optional() })
  .strict();
export const GetConfigResponse = z.object({ Info, Data: BrandConfig });
export type GetConfigResponse = z.infer<typeof GetConfigResponse>;
