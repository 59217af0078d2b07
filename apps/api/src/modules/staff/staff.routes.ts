import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteApp } from '../../lib/route-app';
import {
  AdminBrandParams,
  StaffListResponse,
  StaffMeResponse,
  StaffTokenRequest,
  StaffTokenResponse,
  adminRoutes,
} from '@storefront/contract/admin';
import { InfoOnly, ok } from '@storefront/contract/envelope';
import { ALL_STAFF, OWNERS, decorateStaff, staffGuard } from './staff-guard';
import { StaffGrantError, type StaffService } from './staff.service';
import { errorResponses, bearer, backOfficeTags } from '../../lib/route-schema';

export const STAFF_REFRESH_COOKIE = 'staff_refresh';

const errors = errorResponses(400, 401, 403, 404, 409, 502);

type Options = {
  staff: StaffService;
  secureCookies: boolean;
  refreshTtlDays: number;
};

/** What every route group of the plugin shares. */
function context(app: RouteApp, { staff, secureCookies, refreshTtlDays }: Options) {
  decorateStaff(app);
  const anyStaff = staffGuard(app, ALL_STAFF);
  const owners = staffGuard(app, OWNERS);

  const setRefresh = (reply: FastifyReply, value: string, maxAge: number) =>
    reply.setCookie(STAFF_REFRESH_COOKIE, value, {
      path: adminRoutes.token,
      httpOnly: true,
      secure: secureCookies,
      sameSite: 'strict',
      maxAge,
    });
  return { staff, secureCookies, refreshTtlDays, anyStaff, owners, setRefresh };
}
type Context = ReturnType<typeof context>;

/** Signing in (or rotating the refresh cookie) and out. */
function tokenRoutes(app: RouteApp, { staff, refreshTtlDays, setRefresh }: Context) {
  app.post(
    adminRoutes.token,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'Staff sign-in (password) or refresh-token rotation',
        description:
          'Answers a 15-minute access token for `Authorization: Bearer`; the refresh token is set only as an ' +
          'HttpOnly, SameSite=Strict cookie scoped to this path and works once (a reused one ends the sign-in).',
        body: StaffTokenRequest,
        response: { 200: StaffTokenResponse, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      let issued;
      try {
        if (body.grant_type === 'password')
          issued = await staff.login(body.username, body.password, request.ip);
        else {
          const presented = request.cookies[STAFF_REFRESH_COOKIE];
          if (!presented) throw new StaffGrantError('Please sign in');
          issued = await staff.refresh(presented);
        }
      } catch (error) {
        if (error instanceof StaffGrantError) setRefresh(reply, '', 0);
        throw error;
      }
      const { refresh, ...data } = issued;
      setRefresh(reply, refresh, refreshTtlDays * 86_400);
      reply.header('cache-control', 'no-store');
      return { Info: ok(), Data: data };
    },
  );

  app.delete(
    adminRoutes.token,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'Staff sign-out: ends the refresh cookie’s sign-in',
        response: { 200: InfoOnly },
      },
    },
    async (request, reply) => {
      const presented = request.cookies[STAFF_REFRESH_COOKIE];
      if (presented) await staff.logout(presented);
      setRefresh(reply, '', 0);
      return { Info: ok('Signed out') };
    },
  );
}

/** The signed-in member, and the brand's staff. */
function memberRoutes(app: RouteApp, { staff, anyStaff, owners }: Context) {
  app.get(
    adminRoutes.me,
    {
      schema: {
        tags: backOfficeTags,
        summary: 'The signed-in staff member',
        security: bearer,
        params: AdminBrandParams,
        response: { 200: StaffMeResponse, ...errors },
      },
      onRequest: anyStaff,
    },
    async (request) => ({ Info: ok(), Data: await staff.me(request.staff!.staffId) }),
  );

  app.get(
    adminRoutes.staff,
    {
      schema: {
        tags: backOfficeTags,
        summary: "The brand's staff accounts (owners)",
        security: bearer,
        params: AdminBrandParams,
        response: { 200: StaffListResponse, ...errors },
      },
      onRequest: owners,
    },
    async (request) => ({ Info: ok(), Data: await staff.staffList(request.brand) }),
  );
}

/** Staff sign-in, sign-out, who is signed in, and the brand's staff accounts. */
export const staffRoutesPlugin: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const ctx = context(app, options);
  tokenRoutes(app, ctx);
  memberRoutes(app, ctx);
};
