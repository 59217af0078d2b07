import type { Core } from '../../setup/core';
import type { Server } from '../../setup/fastify';
import type { BrandService } from '../brand/brand.service';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';

/** Customers' sign-in: tokens, refresh cookies and sign-out (the auth plugin checks the tokens). */
export async function registerAuth(
  app: Server,
  {
    env,
    db,
    limits,
    production,
    brands,
  }: Pick<Core, 'env' | 'db' | 'limits' | 'production'> & { brands: BrandService },
) {
  await app.register(authRoutes, {
    auth: createAuthService(db, {
      signAccessToken: (p, generation) => app.signAccessToken(p, generation),
      limits,
      accessTokenTtl: env.ACCESS_TOKEN_TTL,
      refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    }),
    brands,
    secureCookies: production,
    refreshTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
  });
}
