import { z } from 'zod';
import { Id } from './ids';
import { BrandConfig, DeliveryArea, LeadTimes } from './brand-config';
import { BrandFileBranch } from './brand-file';
import { Info } from './envelope';
import { Pounds } from './money';
import { withReadOnly } from './read-only';

/**
 * The owners' "Delivery & hours" screen and image upload (issue 10). Like every back-office route they sit
 * under `/api/admin/{brand}/…`, and the server checks the caller's role and brand on each of them.
 */
export const adminConfigRoutes = {
  /** GET / POST: minimum times, ordering hours, delivery fee, minimum order, delivery areas, branch hours. */
  deliveryHours: '/api/admin/:brand/delivery-hours',
  /** POST (multipart, one `file`): stores an image and answers its public URL. */
  uploads: '/api/admin/:brand/uploads',
} as const;

/** Where uploaded images are served from when they are kept on the API's disk. */
export const UPLOADS_PREFIX = '/uploads/';

const config = BrandConfig.shape;

/** A day's opening of a branch (Day 0 = Sunday); a Close at or before Open runs past midnight. */
export const OpeningHoursRow = BrandFileBranch.shape.OpeningHours.unwrap().element.strict();
export type OpeningHoursRow = z.infer<typeof OpeningHoursRow>;

const branchHoursFields = {
  BranchId: Id,
  OpeningHours: z.array(OpeningHoursRow).max(28, 'At most 28 openings a week'),
  /** The branch's own minimum times; `{}` for the brand's, absent to keep what is stored. */
  LeadTimes: LeadTimes.optional(),
};
/** The hours of one branch, named (the name is edited with the brand file, not here). */
export const BranchHours = z.object({ ...branchHoursFields, Name: z.string(), LeadTimes });
export type BranchHours = z.infer<typeof BranchHours>;
/** The hours of one branch as the owner edits them; the name the GET answers is read-only. */
export const BranchHoursBody = withReadOnly(z.object(branchHoursFields).strict(), {
  Name: BranchHours.shape.Name,
});

/** A delivery area as the form sends it: the import's own schema, with no unknown fields. */
export const DeliveryAreaBody = DeliveryArea.strict();

const hoursFields = {
  MinDeliveryTime: config.MinDeliveryTime,
  MinCollectionTime: config.MinCollectionTime,
  MinEatInTime: config.MinEatInTime,
  DeliveryFrom: config.DeliveryFrom,
  CollectionFrom: config.CollectionFrom,
  EatInFrom: config.EatInFrom,
  DeliveryFee: Pounds,
  MinDeliveryOrder: Pounds,
  DeliveryAreas: z.array(DeliveryAreaBody).max(200, 'At most 200 delivery areas'),
};

/**
 * The part of the brand configuration an owner edits on the "Delivery & hours" screen, and the opening hours
 * of the brand's branches. The server merges it into the stored configuration and checks the whole result with
 * the brand import's schema before saving it.
 */
export const DeliveryHoursBody = z
  .object({ ...hoursFields, Branches: z.array(BranchHoursBody).max(500) })
  .strict()
  .superRefine((body, ctx) => {
    const seen = new Map<string, number>();
    body.DeliveryAreas.forEach((area, i) =>
      area.Postcodes.forEach((prefix, j) => {
        const first = seen.get(prefix);
        if (first !== undefined && first !== i)
          ctx.addIssue({
            code: 'custom',
            path: ['DeliveryAreas', i, 'Postcodes', j],
            message: `${prefix} is already in area ${first + 1}`,
          });
        seen.set(prefix, first ?? i);
      }),
    );
  });
export type DeliveryHoursBody = z.infer<typeof DeliveryHoursBody>;
export type DeliveryHoursInput = z.input<typeof DeliveryHoursBody>;

export const DeliveryHours = z.object({ ...hoursFields, Branches: z.array(BranchHours) });
export type DeliveryHours = z.infer<typeof DeliveryHours>;
export const DeliveryHoursResponse = z.object({ Info, Data: DeliveryHours });
export type DeliveryHoursResponse = z.infer<typeof DeliveryHoursResponse>;

/** The image types an upload may be, recognised by their first bytes (never by the file's name). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const ImageType = z.enum(IMAGE_TYPES);
export type ImageType = z.infer<typeof ImageType>;

/** The largest image an upload may be, unless the server is configured otherwise (UPLOAD_MAX_BYTES). */
export const DEFAULT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const UploadedImage = z.object({
  /** Where the storefront loads it: a site path (`/uploads/…`) or the object store's URL. */
  Url: z.string(),
  ContentType: ImageType,
  /** Bytes. */
  Size: z.number().int().nonnegative(),
});
export type UploadedImage = z.infer<typeof UploadedImage>;
export const UploadResponse = z.object({ Info, Data: UploadedImage });
export type UploadResponse = z.infer<typeof UploadResponse>;
