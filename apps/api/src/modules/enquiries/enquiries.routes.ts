import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminBrandParams } from '@storefront/contract/admin';
import {
  EnquiryBody,
  EnquiryParams,
  EnquiryReceiptResponse,
  EnquiryStatusBody,
  StaffEnquiriesResponse,
  StaffEnquiryResponse,
  enquiryRoutes,
} from '@storefront/contract/enquiries';
import { ok } from '@storefront/contract/envelope';
import { apiRoutes } from '@storefront/contract/paths';
import { ALL_STAFF, decorateStaff, staffGuard } from '../staff/staff-guard';
import type { EnquiriesService } from './enquiries.service';
import { errorResponses, bearer, backOfficeTags } from '../../lib/route-schema';

const errors = errorResponses(400, 401, 403, 404, 429);

/** Dealer enquiries (issue 16): the storefront's form, and the back office's Enquiries screen. */
export const enquiriesRoutesPlugin: FastifyPluginAsyncZod<{ enquiries: EnquiriesService }> = async (
  app,
  { enquiries },
) => {
  app.post(
    apiRoutes.sendEnquiry,
    {
      schema: {
        tags: ['Enquiry'],
        summary:
          'Sends the dealer a question about a car or part: stored as a lead and emailed through the outbox',
        description:
          'For brands without an external contact page. Needs an email address or a phone number; five per ' +
          'address and brand in ten minutes, then 429 with a growing wait.',
        body: EnquiryBody,
        response: { 200: EnquiryReceiptResponse, ...errors },
      },
      preHandler: app.resolveBrand,
    },
    async (request) => ({
      Info: ok('Thank you. The dealer will be in touch soon.'),
      Data: await enquiries.send(request.brand, request.body, request.ip, app.linkOrigin(request)),
    }),
  );

  decorateStaff(app);
  const anyStaff = staffGuard(app, ALL_STAFF);

  app.get(
    enquiryRoutes.list,
    {
      schema: {
        tags: backOfficeTags,
        summary: "The brand's enquiries, newest first",
        security: bearer,
        params: AdminBrandParams,
        response: { 200: StaffEnquiriesResponse, ...errors },
      },
      onRequest: anyStaff,
    },
    async (request) => ({ Info: ok(), Data: await enquiries.list(request.brand) }),
  );

  app.post(
    enquiryRoutes.setStatus,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'Marks an enquiry New, Contacted or Closed',
        security: bearer,
        params: EnquiryParams,
        body: EnquiryStatusBody,
        response: { 200: StaffEnquiryResponse, ...errors },
      },
      onRequest: anyStaff,
    },
    async (request) => ({
      Info: ok(`Marked ${request.body.Status.toLowerCase()}`),
      Data: await enquiries.setStatus(request.brand, request.params.EnquiryId, request.body.Status),
    }),
  );
};
