import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import { HttpError, unauthorized } from '../lib/http-error';

/** Who a customer access token speaks for. */
export interface CustomerPrincipal {
  customerId: number;
  brandId: number;
  email: string;
}
interface AccessClaims {
  sub: string;
  brand: number;
  email: string;
  typ: 'access';
  /** The customer's session generation when it was signed (see `customers.session_generation`). */
  gen: number;
}

/** A back-office access token (modules/staff): same secret and lifetime, its own `typ`, never a customer's. */
export interface StaffClaims {
  sub: string;
  /** The staff member's brand id; null for a platform admin. */
  brand: number | null;
  email: string;
  role: 'PlatformAdmin' | 'BrandOwner' | 'BrandStaff';
  typ: 'staff';
}
/** A one-minute ticket that opens a back-office event stream (EventSource cannot send headers). */
export interface EventsTicketClaims {
  sub: string;
  brand: number;
  typ: 'events';
}

/** A one-minute ticket that opens a customer's stream of some of their own orders (modules/orders). */
export interface OrderEventsTicketClaims {
  brand: number;
  orders: number[];
  typ: 'order-events';
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims | StaffClaims | EventsTicketClaims | OrderEventsTicketClaims;
    user: AccessClaims | StaffClaims | EventsTicketClaims | OrderEventsTicketClaims;
  }
}
declare module 'fastify' {
  interface FastifyRequest {
    customer: CustomerPrincipal | null;
  }
  interface FastifyInstance {
    /** Pre-handler: requires a valid customer access token for the request's brand. */
    requireCustomer: (request: FastifyRequest) => Promise<void>;
    signAccessToken: (principal: CustomerPrincipal, generation: number) => string;
  }
}

/** The customer's current session generation; undefined when the account is gone. */
export type SessionGenerationOf = (brandId: number, customerId: number) => Promise<number | undefined>;

export const authPlugin = fp<{
  secret: string;
  accessTokenTtl: number;
  sessionGeneration: SessionGenerationOf;
}>(async (app, { secret, accessTokenTtl, sessionGeneration }) => {
  await app.register(jwt, {
    secret,
    sign: { expiresIn: accessTokenTtl, algorithm: 'HS256' },
    verify: { algorithms: ['HS256'] },
  });
  app.decorateRequest('customer', null);

  app.decorate('signAccessToken', (p: CustomerPrincipal, generation: number) =>
    app.jwt.sign({
      sub: String(p.customerId),
      brand: p.brandId,
      email: p.email,
      typ: 'access',
      gen: generation,
    }),
  );

  app.decorate('requireCustomer', async (request: FastifyRequest) => {
    if (!request.headers.authorization?.startsWith('Bearer ')) throw unauthorized();
    let claims: AccessClaims;
    try {
      claims = await request.jwtVerify<AccessClaims>();
    } catch {
      throw unauthorized('Your session has expired, please log in again');
    }
    if (claims.typ !== 'access') throw unauthorized();
    // A token is good for its own brand only.
    if (request.brand && claims.brand !== request.brand.id)
      throw new HttpError(403, 'This account belongs to another brand');
    // Signed out (or the password changed) since this token was signed, or the account was deleted: refused at
    // once, whatever the token's remaining lifetime. One primary-key read, on signed-in calls only.
    const current = await sessionGeneration(claims.brand, Number(claims.sub));
    if (current === undefined || current !== claims.gen)
      throw unauthorized('Your session has ended, please log in again');
    request.customer = { customerId: Number(claims.sub), brandId: claims.brand, email: claims.email };
  });
});
