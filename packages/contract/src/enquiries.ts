import { z } from 'zod';
import { PersonName } from './person-name';
import { Id, IdParam } from './ids';
import { Info } from './envelope';
import { withReadOnly } from './read-only';

/**
 * Dealer enquiries (issue 16): when a car or parts brand has no external contact page (BusinessInfo.ContactPage),
 * Enquire Now opens a built-in form. The visitor's question becomes a lead the dealer is emailed about (through
 * the outbox) and that staff follow up in the back office's Enquiries screen.
 */
export const enquiryRoutes = {
  /** GET: the brand's enquiries, newest first (all staff). */
  list: '/api/admin/:brand/enquiries',
  /** POST: moves an enquiry to New, Contacted or Closed (all staff). */
  setStatus: '/api/admin/:brand/enquiries/:EnquiryId/status',
} as const;

export const ENQUIRY_STATUSES = ['New', 'Contacted', 'Closed'] as const;
export const EnquiryStatus = z.enum(ENQUIRY_STATUSES);
export type EnquiryStatus = z.infer<typeof EnquiryStatus>;

/** The consent shown under the form when the brand's configuration has none of its own. */
export const DEFAULT_ENQUIRY_CONSENT =
  'By sending this enquiry you agree that we may contact you about it by email or phone. We keep your details only to answer you.';

const phonePattern = /^\+?[\d\s()-]{7,20}$/;

export const EnquiryBody = z
  .object({
    BrandFlavor: z.string().max(60).optional(),
    /** The car or part asked about (its ItemId). */
    ProductId: Id,
    Name: PersonName('Enter your name', 120),
    Email: z.union([z.literal(''), z.email('Enter a valid email address').max(254)]).default(''),
    Phone: z
      .union([z.literal(''), z.string().trim().regex(phonePattern, 'Enter a valid phone number')])
      .default(''),
    Message: z
      .string()
      .trim()
      .min(1, 'Write your question')
      .max(2000, 'Keep your message to 2,000 characters or fewer'),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (!body.Email && !body.Phone)
      for (const path of ['Email', 'Phone'])
        ctx.addIssue({ code: 'custom', path: [path], message: 'Give an email address or a phone number' });
  });
export type EnquiryBody = z.input<typeof EnquiryBody>;

export const EnquiryReceipt = z.object({
  EnquiryId: z.number().int(),
  ProductTitle: z.string(),
});
export const EnquiryReceiptResponse = z.object({ Info, Data: EnquiryReceipt });
export type EnquiryReceiptResponse = z.infer<typeof EnquiryReceiptResponse>;

export const StaffEnquiry = z.object({
  EnquiryId: z.number().int(),
  ProductId: z.number().int(),
  ProductTitle: z.string(),
  Name: z.string(),
  Email: z.string(),
  Phone: z.string(),
  Message: z.string(),
  Status: EnquiryStatus,
  /** ISO 8601. */
  CreatedAt: z.string(),
  UpdatedAt: z.string().nullable(),
});
export type StaffEnquiry = z.infer<typeof StaffEnquiry>;

export const StaffEnquiriesResponse = z.object({ Info, Data: z.array(StaffEnquiry) });
export type StaffEnquiriesResponse = z.infer<typeof StaffEnquiriesResponse>;
export const StaffEnquiryResponse = z.object({ Info, Data: StaffEnquiry });

export const EnquiryParams = z.object({
  brand: z.string().min(1).max(60),
  EnquiryId: IdParam,
});
/** The status; the rest of the enquiry as the list answers it is read-only. */
export const EnquiryStatusBody = withReadOnly(
  z.object({ Status: EnquiryStatus }).strict(),
  StaffEnquiry.omit({ Status: true }).shape,
);
export type EnquiryStatusBody = z.input<typeof EnquiryStatusBody>;
