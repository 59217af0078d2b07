import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TokenError, TokenRequest, TokenResponse } from '@storefront/contract/auth';
import { ErrorResponse } from '@storefront/contract/envelope';
import { apiRoutes, headers } from '@storefront/contract/paths';
import type { BrandService } from '../brand/brand.service';
import { GrantError, type AuthService, type Issued } from './auth.service';

/**
 * A brand's refresh cookie. A browser can be signed in at several brands at once, each account belonging to
 * its brand (ADR 0040): one cookie for all would hold only the last login's token, and the other brands'
 * sessions would end when their access token expired.
 */
export const refreshCookie = (brandId: number) => `refresh_token_${brandId}`;
/** The one cookie of before, read until it is used up: its refresh moves to the brand's own cookie. */
export const LEGACY_REFRESH_COOKIE = 'refresh_token';

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  brands: BrandService;
  secureCookies: boolean;
  refreshTtlDays: number;
}> = async (app, { auth, brands, secureCookies, refreshTtlDays }) => {
  app.post(
    apiRoutes.token,
    {
      schema: {
        tags: ['Auth'],
        summary: 'Password login or refresh-token rotation (form-encoded, OAuth 2 style)',
        description:
          'grant_type=password with username, password (and BrandFlavor as a field or header), or grant_type=refresh_token ' +
          'with refresh_token (as a field, or the HttpOnly refresh_token_{BrandId} cookie the browser holds for the ' +
          'BrandFlavor header’s brand). A refresh token works once.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: TokenRequest,
        response: { 200: TokenResponse, 400: TokenError, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const body = request.body;
      try {
        let issued: Issued;
        let fromLegacyCookie = false;
        if (body.grant_type === 'password') {
          await app.resolveBrand(request);
          issued = await auth.login(request.brand, body.username, body.password, request.ip);
        } else {
          const flavour = request.headers[headers.brand.toLowerCase()];
          const brand = typeof flavour === 'string' && flavour ? await brands.resolve(flavour) : undefined;
          const own = brand ? request.cookies[refreshCookie(brand.id)] : undefined;
          const presented = body.refresh_token ?? own ?? request.cookies[LEGACY_REFRESH_COOKIE];
          if (!presented) throw new GrantError('invalid_request', 'refresh_token is required');
          fromLegacyCookie = !body.refresh_token && !own;
          issued = await auth.refresh(presented, brand);
        }
        reply.setCookie(refreshCookie(issued.brandId), issued.tokens.refresh_token, {
          path: apiRoutes.token,
          httpOnly: true,
          secure: secureCookies,
          sameSite: 'strict',
          maxAge: refreshTtlDays * 86_400,
        });
        if (fromLegacyCookie) reply.clearCookie(LEGACY_REFRESH_COOKIE, { path: apiRoutes.token });
        reply.header('cache-control', 'no-store');
        return issued.tokens;
      } catch (error) {
        if (!(error instanceof GrantError)) throw error;
        return reply.code(400).send({
          error: error.error,
          error_description: error.message,
          Info: { Status: 400, Message: error.message },
        });
      }
    },
  );
};
