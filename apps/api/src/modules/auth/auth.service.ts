import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TokenResponse } from '@storefront/contract/auth';
import type { Db, DbOrTx } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { dummyHash, verifyPassword } from '../../lib/password';
import type { CustomerPrincipal } from '../../plugins/auth';
import type { BrandContext } from '../brand/brand.service';
import type { Limits } from '../../lib/attempt-limiter';
import { createCustomerRepository } from '../customer/customer.repository';
import { createAuthRepository } from './auth.repository';

/** A failed grant, answered OAuth-style (`error`, `error_description`) beside the spec's envelope. */
export class GrantError extends HttpError {
  constructor(
    readonly error: 'invalid_request' | 'invalid_grant' | 'unsupported_grant_type',
    message: string,
  ) {
    super(400, message);
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The tokens of a login or a refresh, and the brand they are good for (which names the refresh cookie). */
export interface Issued {
  tokens: TokenResponse;
  brandId: number;
}

export interface AuthServiceOptions {
  limits: Limits;
  signAccessToken: (p: CustomerPrincipal, generation: number) => string;
  accessTokenTtl: number;
  refreshTokenTtlDays: number;
}

/**
 * Password login and refresh-token rotation. A refresh token is single-use: using it returns a new one of the
 * same family, and presenting a used one again revokes the whole family (it was stolen or replayed).
 */
export function createAuthService(db: Db, options: AuthServiceOptions) {
  const customers = createCustomerRepository(db);

  async function issue(
    principal: CustomerPrincipal,
    generation: number,
    familyId: string,
    tx: DbOrTx,
  ): Promise<Issued> {
    const refresh = randomBytes(32).toString('base64url');
    await createAuthRepository(tx).insert({
      tokenHash: sha256(refresh),
      brandId: principal.brandId,
      customerId: principal.customerId,
      familyId,
      expiresAt: new Date(Date.now() + options.refreshTokenTtlDays * 86_400_000),
    });
    const tokens: TokenResponse = {
      access_token: options.signAccessToken(principal, generation),
      refresh_token: refresh,
      token_type: 'bearer',
      expires_in: options.accessTokenTtl,
      userName: principal.email,
      CustomerId: principal.customerId,
    };
    return { tokens, brandId: principal.brandId };
  }

  return {
    /** Same answer and about the same time for an unknown email and a wrong password. */
    async login(brand: BrandContext, username: string, password: string, ip: string): Promise<Issued> {
      await options.limits.login.check(ip, brand.id, username);
      const customer = await customers.findByEmail(brand.id, username.trim());
      const valid = await verifyPassword(password, customer?.passwordHash ?? (await dummyHash()));
      if (!customer || !valid) {
        await options.limits.login.failed(ip, brand.id, username);
        throw new GrantError('invalid_grant', 'The email or password is incorrect');
      }
      await options.limits.login.succeeded(ip, brand.id, username);
      return issue(
        { customerId: customer.id, brandId: brand.id, email: customer.email },
        customer.sessionGeneration,
        randomUUID(),
        db,
      );
    },

    async refresh(refreshToken: string, brand: BrandContext | undefined): Promise<Issued> {
      const invalid = new GrantError('invalid_grant', 'Your session has expired, please log in again');
      const result = await db.transaction(async (tx) => {
        const tokens = createAuthRepository(tx);
        const row = await tokens.findForUpdate(sha256(refreshToken));
        if (!row) return invalid;
        if (row.usedAt || row.revokedAt) {
          await tokens.revokeFamily(row.familyId);
          return invalid;
        }
        if (row.expiresAt.getTime() <= Date.now() || (brand && brand.id !== row.brandId)) return invalid;
        const customer = await createCustomerRepository(tx).findById(row.brandId, row.customerId);
        if (!customer) return invalid;
        await tokens.markUsed(row.tokenHash);
        return issue(
          { customerId: customer.id, brandId: customer.brandId, email: customer.email },
          customer.sessionGeneration,
          row.familyId,
          tx,
        );
      });
      // The family revocation above must commit, so the error is thrown only after the transaction.
      if (result instanceof GrantError) throw result;
      return result;
    },

    async logoutEverywhere(brandId: number, customerId: number): Promise<void> {
      await createAuthRepository(db).revokeCustomer(brandId, customerId);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
