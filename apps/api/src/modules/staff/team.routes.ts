import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteApp } from '../../lib/route-app';
import { AdminBrandParams, StaffTokenResponse, adminRoutes } from '@storefront/contract/admin';
import { InfoOnly, ok } from '@storefront/contract/envelope';
import {
  AcceptInvitationBody,
  CreateBrandBody,
  CreatedBrandResponse,
  InvitationDetailsResponse,
  InvitationParams,
  InvitationResponse,
  InvitationTokenBody,
  InviteBody,
  MemberBranchBody,
  MemberParams,
  PlatformBrandsResponse,
  TeamMemberResponse,
  TeamResponse,
  teamRoutes,
} from '@storefront/contract/team';
import { STAFF_REFRESH_COOKIE } from './staff.routes';
import type { StaffService } from './staff.service';
import { OWNERS, decorateStaff, platformGuard, staffGuard, actorOf } from './staff-guard';
import type { TeamService } from './team.service';
import { errorResponses, bearer, backOfficeTags } from '../../lib/route-schema';

const errors = errorResponses(400, 401, 403, 404, 409);
/** A brand file can be larger than an ordinary request (its whole catalogue travels in it). */
const BRAND_FILE_LIMIT = 16 * 1024 * 1024;

type Options = {
  team: TeamService;
  staff: StaffService;
  secureCookies: boolean;
  refreshTtlDays: number;
};

/** What every route group of the plugin shares. */
function context(app: RouteApp, { team, staff, secureCookies, refreshTtlDays }: Options) {
  decorateStaff(app);
  const owners = staffGuard(app, OWNERS);
  const platform = platformGuard(app);
  const setRefresh = (reply: FastifyReply, value: string) =>
    reply.setCookie(STAFF_REFRESH_COOKIE, value, {
      path: adminRoutes.token,
      httpOnly: true,
      secure: secureCookies,
      sameSite: 'strict',
      maxAge: refreshTtlDays * 86_400,
    });
  return { team, staff, secureCookies, refreshTtlDays, owners, platform, setRefresh };
}
type Context = ReturnType<typeof context>;

/** The team and its invitations (owners). */
function memberRoutes(app: RouteApp, { team, owners }: Context) {
  app.get(
    teamRoutes.team,
    {
      schema: {
        tags: backOfficeTags,
        summary: "The brand's team: active members and pending invitations (owners)",
        security: bearer,
        params: AdminBrandParams,
        response: { 200: TeamResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => ({ Info: ok(), Data: await team.team(request.brand) }),
  );

  app.post(
    teamRoutes.invitations,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'Invites someone to the brand as owner or staff: they get a single-use link for 7 days',
        description:
          'The invitee chooses their own password from the emailed link. Inviting the same email again ' +
          'replaces the earlier link. 409 when the email already has an active back-office account.',
        security: bearer,
        params: AdminBrandParams,
        body: InviteBody,
        response: { 200: InvitationResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => ({
      Info: ok(`Invitation sent to ${request.body.Email}`),
      Data: await team.invite(request.brand, actorOf(request), request.body, app.linkOrigin(request)),
    }),
  );

  app.post(
    teamRoutes.revokeInvitation,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'Revokes a pending invitation: its link stops working',
        security: bearer,
        params: InvitationParams,
        response: { 200: InfoOnly, ...errors },
      },
      onRequest: owners,
    },
    async (request) => {
      await team.revoke(request.brand, actorOf(request), request.params.InvitationId);
      return { Info: ok('Invitation revoked') };
    },
  );

  app.post(
    teamRoutes.removeMember,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'Removes a member of the brand: their account is disabled and their sign-ins end',
        description: 'A brand keeps at least one owner (409).',
        security: bearer,
        params: MemberParams,
        response: { 200: InfoOnly, ...errors },
      },
      onRequest: owners,
    },
    async (request) => {
      await team.remove(request.brand, actorOf(request), request.params.StaffId);
      return { Info: ok('Removed from the team') };
    },
  );
}

/** The branch a member of staff works at (owners; ADR 0047). */
function branchRoutes(app: RouteApp, { team, owners }: Context) {
  app.post(
    teamRoutes.memberBranch,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'Sets the branch a member of staff works at: their board holds only its orders',
        description:
          "BranchId: one of the brand's branches, or null for every branch. 400 naming the field for a branch " +
          "that is not the brand's, or for an owner (owners see every branch). Written to the audit log.",
        security: bearer,
        params: MemberParams,
        body: MemberBranchBody,
        response: { 200: TeamMemberResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => ({
      Info: ok('Branch saved'),
      Data: await team.setBranch(
        request.brand,
        actorOf(request),
        request.params.StaffId,
        request.body.BranchId,
      ),
    }),
  );
}

/** An invitation as its invitee opens and accepts it. */
function invitationRoutes(app: RouteApp, { team, staff, setRefresh }: Context) {
  app.post(
    teamRoutes.invitation,
    {
      schema: {
        tags: backOfficeTags,
        summary: "What an invitation link is for (the link's token in the body, never in a URL)",
        body: InvitationTokenBody,
        response: { 200: InvitationDetailsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { Info: ok(), Data: await team.details(request.body.Token) };
    },
  );

  app.post(
    teamRoutes.acceptInvitation,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'Accepts an invitation with a password of your own, and signs you in',
        description:
          'The link works once. Answers like the staff sign-in: an access token, and the refresh token only ' +
          'as the HttpOnly cookie of /api/admin/Token.',
        body: AcceptInvitationBody,
        response: { 200: StaffTokenResponse, ...errors },
      },
    },
    async (request, reply) => {
      const staffId = await team.accept(request.body.Token, request.body.Password);
      const { refresh, ...data } = await staff.startSession(staffId);
      setRefresh(reply, refresh);
      reply.header('cache-control', 'no-store');
      return { Info: ok('Welcome to the back office'), Data: data };
    },
  );
}

/** The platform admin's brands. */
function platformRoutes(app: RouteApp, { team, platform }: Context) {
  app.get(
    teamRoutes.platformBrands,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'Every brand with the size of its team (platform admins)',
        security: bearer,
        response: { 200: PlatformBrandsResponse, ...errors },
      },
      onRequest: platform,
    },
    async () => ({ Info: ok(), Data: await team.brands() }),
  );

  app.post(
    teamRoutes.platformBrands,
    {
      bodyLimit: BRAND_FILE_LIMIT,
      schema: {
        tags: backOfficeTags,
        summary: 'Creates a brand from a brand file and invites its first owner (platform admins)',
        description:
          'The file is validated as `npm run brand -- import` does (every problem with its path, nothing ' +
          'written if there is one); an existing flavour or BrandId is refused with 409, never replaced.',
        security: bearer,
        body: CreateBrandBody,
        response: { 200: CreatedBrandResponse, ...errors },
      },
      onRequest: platform,
    },
    async (request) => ({
      Info: ok('Brand created; its owner is invited'),
      Data: await team.createBrand(actorOf(request), request.body, app.linkOrigin(request)),
    }),
  );
}

/**
 * Roles and accounts (ADR 0027). The team routes sit under `/api/admin/:brand` and run the owners' guard in
 * `onRequest`; the platform routes refuse everyone but platform admins; the invitation routes are anonymous and
 * answer only to a link's token.
 */
export const teamRoutesPlugin: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const ctx = context(app, options);
  memberRoutes(app, ctx);
  branchRoutes(app, ctx);
  invitationRoutes(app, ctx);
  platformRoutes(app, ctx);
};
