import type { EnquiryBody, EnquiryStatus, StaffEnquiry } from '@storefront/contract/enquiries';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Limits } from '../../lib/attempt-limiter';
import { emailLook } from '../../lib/email/email-look';
import { HttpError, notFound } from '../../lib/http-error';
import type { Mailer } from '../../lib/mailer';
import { emitWebhook } from '../webhooks/webhook-events';
import type { BrandContext } from '../brand/brand.service';
import { createEnquiriesRepository, type EnquiryRow } from './enquiries.repository';
import { dealerEmail } from './enquiry-email';

/** The request body once checked (defaults applied). */
export type ParsedEnquiry = z.output<typeof EnquiryBody>;

const toStaffEnquiry = (row: EnquiryRow): StaffEnquiry => ({
  EnquiryId: row.id,
  ProductId: row.productId,
  ProductTitle: row.productTitle,
  Name: row.name,
  Email: row.email,
  Phone: row.phone,
  Message: row.message,
  Status: row.status,
  CreatedAt: row.createdAt.toISOString(),
  UpdatedAt: row.updatedAt?.toISOString() ?? null,
});

export function createEnquiriesService(db: Db, options: { mailer: Mailer; limits: Limits }) {
  const repo = createEnquiriesRepository(db);
  return {
    /**
     * Stores a lead and queues the dealer's email in the same transaction: an enquiry is never kept without its
     * email, nor emailed without being kept. Limited per address and brand before anything is read.
     */
    async send(brand: BrandContext, body: ParsedEnquiry, ip: string, origin: string) {
      if (brand.web.BusinessInfo.ContactPage)
        throw notFound(`${brand.name} takes enquiries on its own contact page`);
      await options.limits.enquiry(ip, brand.id);
      const product = await repo.product(brand.id, body.ProductId);
      if (!product) throw notFound('We could not find that item. It may have been sold or removed.');
      const dealers = await repo.dealerAddresses(brand.id);
      const backOffice = `${origin}/${brand.flavour}/admin/enquiries`;
      const look = emailLook(brand, origin);
      let deliveries: (() => Promise<void>)[] = [];
      const row = await db.transaction(async (tx) => {
        const created = await createEnquiriesRepository(tx).insert({
          brandId: brand.id,
          productId: product.id,
          productTitle: product.title,
          name: body.Name,
          email: body.Email,
          phone: body.Phone,
          message: body.Message,
        });
        await emitWebhook(tx, brand, 'enquiry.created', toStaffEnquiry(created));
        deliveries = await Promise.all(
          dealers.map((to) =>
            options.mailer.queue(tx, { brandId: brand.id, to, ...dealerEmail(look, created, backOffice) }),
          ),
        );
        return created;
      });
      // Delivery after the commit; a failure stays on the outbox row (the lead is kept either way).
      for (const deliver of deliveries) await deliver();
      return { EnquiryId: row.id, ProductTitle: row.productTitle };
    },

    async list(brand: BrandContext): Promise<StaffEnquiry[]> {
      return (await repo.list(brand.id)).map(toStaffEnquiry);
    },

    async setStatus(brand: BrandContext, id: number, status: EnquiryStatus): Promise<StaffEnquiry> {
      const row = await repo.setStatus(brand.id, id, status);
      if (!row) throw new HttpError(404, 'We could not find that enquiry');
      return toStaffEnquiry(row);
    },
  };
}
export type EnquiriesService = ReturnType<typeof createEnquiriesService>;
