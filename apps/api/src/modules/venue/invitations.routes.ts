import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BrandParams } from '@storefront/contract/catalog';
import { ok } from '@storefront/contract/envelope';
import { apiRoutes } from '@storefront/contract/paths';
import {
  AcceptInvitationBody,
  BookEventResponse,
  CreateInvitationBody,
  CreateInvitationResponse,
  InvitationResponse,
  InvitationTokenQuery,
} from '@storefront/contract/venue';
import { staffTokenCheck } from '../../lib/staff-token';
import { HttpError } from '../../lib/http-error';
import type { Invitations } from './invitations';
import { errorResponses } from '../../lib/route-schema';

const errors = errorResponses(400, 401, 404, 409, 410);

/** Event invitations (issue 9): staff create the link, the guest reads and accepts it on `invitation`. */
export const invitationsRoutes: FastifyPluginAsyncZod<{
  invitations: Invitations;
  staffToken: string | undefined;
}> = async (app, { invitations, staffToken }) => {
  const preHandler = app.resolveBrand;
  const isStaff = staffTokenCheck(staffToken);

  app.post(
    apiRoutes.createInvitation,
    {
      schema: {
        tags: ['Invitation'],
        summary: 'Staff only (STAFF_API_TOKEN as the bearer token): an invitation link to an event',
        body: CreateInvitationBody,
        response: { 200: CreateInvitationResponse, ...errors },
      },
      preHandler,
    },
    async (request) => {
      if (!isStaff(request)) throw new HttpError(401, 'Staff only');
      const token = invitations.create(request.brand, request.body);
      const origin = app.linkOrigin(request);
      return {
        Info: ok(),
        Token: token,
        Link: `${origin}/${request.brand.flavour}/invitation?token=${encodeURIComponent(token)}`,
      };
    },
  );

  app.get(
    apiRoutes.getInvitation,
    {
      schema: {
        tags: ['Invitation'],
        summary: 'What an invitation offers, and whether it is still valid, expired or used',
        params: BrandParams,
        querystring: InvitationTokenQuery,
        response: { 200: InvitationResponse, ...errors },
      },
      preHandler,
    },
    async (request) => ({
      Info: ok(),
      Invitation: await invitations.get(request.brand, request.query.Token),
    }),
  );

  app.post(
    apiRoutes.acceptInvitation,
    {
      schema: {
        tags: ['Invitation'],
        summary: 'Accepts an invitation once: books its seats and answers an event access token',
        body: AcceptInvitationBody,
        response: { 200: BookEventResponse, ...errors },
      },
      preHandler,
    },
    async (request) => {
      const { booking, accessToken } = await invitations.accept(
        request.brand,
        request.body.Token,
        request.body.Name,
      );
      return { Info: ok('Invitation accepted'), Booking: booking, EventAccessToken: accessToken };
    },
  );
};
