import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TokenError, TokenRequest, TokenResponse } from '@storefront/contract/auth';
import { ErrorResponse } from '@storefront/contract/envelope';
import { apiRoutes, headers } from '@storefront/contract/paths';
import type { BrandService } from '../brand/brand.service';
import { GrantError, type AuthService } from './auth.service';

export const REFRESH_COOKIE = 'refresh_token';

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
          'with refresh_token (as a field, or the HttpOnly refresh_token cookie the browser holds). A refresh token works once.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: TokenRequest,
        response: { 200: TokenResponse, 400: TokenError, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const body = request.body;
      try {
        let tokens;
        if (body.grant_type === 'password') {
          await app.resolveBrand(request);
          tokens = await auth.login(request.brand, body.username, body.password, request.ip);
        } else {
          const presented = body.refresh_token ?? request.cookies[REFRESH_COOKIE];
          if (!presented) throw new GrantError('invalid_request', 'refresh_token is required');
          const flavour = request.headers[headers.brand.toLowerCase()];
          const brand = typeof flavour === 'string' && flavour ? await brands.resolve(flavour) : undefined;
          tokens = await auth.refresh(presented, brand);
        }
        reply.setCookie(REFRESH_COOKIE, tokens.refresh_token, {
          path: apiRoutes.token,
          httpOnly: true,
          secure: secureCookies,
          sameSite: 'strict',
          maxAge: refreshTtlDays * 86_400,
        });
        reply.header('cache-control', 'no-store');
        return tokens;
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
