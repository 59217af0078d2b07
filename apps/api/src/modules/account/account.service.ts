import { createHash, randomBytes } from 'node:crypto';
import type { Customer } from '@storefront/contract/customer';
import type { UpdateCustomerBody } from '@storefront/contract/account';
import type { Db } from '../../db/client';
import { emailLook } from '../../lib/email/email-look';
import { HttpError } from '../../lib/http-error';
import type { Mailer } from '../../lib/mailer';
import type { Limits } from '../../lib/attempt-limiter';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { CustomerPrincipal } from '../../plugins/auth';
import { createAuthRepository } from '../auth/auth.repository';
import type { BrandContext } from '../brand/brand.service';
import { createCustomerRepository } from '../customer/customer.repository';
import { toCustomerDto } from '../customer/customer.service';
import { createFavouritesRepository } from '../favourites/favourites.repository';
import { passwordResetEmail } from './password-reset-email';
import { createPasswordResetRepository } from './password-reset.repository';

/** How long a password reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, we have sent it a link to choose a new password. The link works for one hour.';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** PostgreSQL's unique_violation, raised by the driver or wrapped by Drizzle as the cause. */
function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) =>
    typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

const emailTaken = () =>
  new HttpError(409, 'An account with this email already exists. Log in, or reset your password.');

/** Accounts: registration, profile, password change and reset, deletion. */
export function createAccountService(db: Db, mailer: Mailer, options: { limits: Limits }) {
  const customers = createCustomerRepository(db);

  async function revokeSessions(brandId: number, customerId: number) {
    await createAuthRepository(db).revokeCustomer(brandId, customerId);
  }

  async function requirePassword(
    brand: BrandContext,
    principal: CustomerPrincipal,
    password: string,
    message: string,
  ) {
    const customer = await customers.findById(brand.id, principal.customerId);
    if (!customer) throw new HttpError(401, 'Please log in to continue');
    if (!(await verifyPassword(password, customer.passwordHash))) throw new HttpError(400, message);
    return customer;
  }

  return {
    async register(
      brand: BrandContext,
      body: {
        CustomerEmail: string;
        CustomerPassword: string;
        CustomerFirstName: string;
        CustomerLastName: string;
        CustomerMobile?: string | null;
        MarketingOptIn: boolean;
      },
    ): Promise<Customer> {
      if (await customers.findByEmail(brand.id, body.CustomerEmail)) throw emailTaken();
      // Someone who unsubscribed before having an account stays unsubscribed.
      const suppressed =
        (await customers.isSuppressed(brand.id, body.CustomerEmail)) ||
        (body.CustomerMobile ? await customers.isSuppressed(brand.id, body.CustomerMobile) : false);
      try {
        const created = await customers.insert({
          brandId: brand.id,
          email: body.CustomerEmail,
          passwordHash: await hashPassword(body.CustomerPassword),
          firstName: body.CustomerFirstName,
          lastName: body.CustomerLastName,
          mobile: body.CustomerMobile ?? null,
          marketingOptIn: body.MarketingOptIn && !suppressed,
        });
        return toCustomerDto(created);
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    /**
     * Checks the reset limits, then answers the sending to run after the answer has gone out: looking the email
     * up, storing the token and emailing the link happen only for an account, and their time must not tell a
     * registered email from an unknown one (no enumeration). `origin` is where the link points.
     */
    async forgotPassword(
      brand: BrandContext,
      email: string,
      origin: string,
      ip: string,
    ): Promise<() => Promise<void>> {
      await options.limits.passwordReset(ip, brand.id, email);
      return async () => {
        const customer = await customers.findByEmail(brand.id, email);
        if (!customer) return;
        const token = randomBytes(32).toString('base64url');
        await createPasswordResetRepository(db).insert({
          tokenHash: sha256(token),
          brandId: brand.id,
          customerId: customer.id,
          expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
        });
        const link = `${origin}/${brand.flavour}/forgot-password?token=${token}`;
        await mailer.send({
          brandId: brand.id,
          to: customer.email,
          ...passwordResetEmail(emailLook(brand, origin), customer.firstName, link),
        });
      };
    },

    /** Sets a new password from a reset link; the link then stops working, and every session is signed out. */
    async resetPassword(brand: BrandContext, token: string, newPassword: string, ip: string): Promise<void> {
      const passwordHash = await hashPassword(newPassword);
      const reset = await db.transaction(async (tx) => {
        const resets = createPasswordResetRepository(tx);
        const row = await resets.findForUpdate(brand.id, sha256(token));
        if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return undefined;
        const updated = await createCustomerRepository(tx).update(brand.id, row.customerId, { passwordHash });
        if (!updated) return undefined;
        await resets.useAll(brand.id, row.customerId);
        return { customerId: row.customerId, email: updated.email };
      });
      if (reset === undefined)
        throw new HttpError(400, 'This link has expired or was already used. Please ask for a new one.');
      await revokeSessions(brand.id, reset.customerId);
      // The mailbox's owner chose a new password: a stranger's failed guesses no longer slow them down here.
      await options.limits.login.succeeded(ip, brand.id, reset.email);
    },

    async update(
      brand: BrandContext,
      principal: CustomerPrincipal,
      body: UpdateCustomerBody,
    ): Promise<Customer> {
      const other = await customers.findByEmail(brand.id, body.CustomerEmail);
      if (other && other.id !== principal.customerId) throw emailTaken();
      try {
        const updated = await customers.update(brand.id, principal.customerId, {
          email: body.CustomerEmail,
          firstName: body.CustomerFirstName,
          lastName: body.CustomerLastName,
          mobile: body.CustomerMobile ?? null,
          imageUrl: body.CustomerImageUrl ?? null,
        });
        if (!updated) throw new HttpError(401, 'Please log in to continue');
        return toCustomerDto(updated);
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    async changePassword(
      brand: BrandContext,
      principal: CustomerPrincipal,
      current: string,
      next: string,
    ): Promise<void> {
      await requirePassword(brand, principal, current, 'Your current password is not correct');
      await customers.update(brand.id, principal.customerId, { passwordHash: await hashPassword(next) });
      await revokeSessions(brand.id, principal.customerId);
    },

    /**
     * Erases the customer's personal data and signs them out everywhere. The row stays (anonymised) so order
     * records keep their integrity; the email is freed for a new account.
     */
    async deleteAccount(brand: BrandContext, principal: CustomerPrincipal, password: string): Promise<void> {
      await requirePassword(brand, principal, password, 'Your password is not correct');
      await db.transaction(async (tx) => {
        await createCustomerRepository(tx).update(brand.id, principal.customerId, {
          email: `deleted-${principal.customerId}@invalid.invalid`,
          passwordHash: `deleted$${randomBytes(16).toString('hex')}`,
          firstName: 'Deleted',
          lastName: 'customer',
          mobile: null,
          imageUrl: null,
          promoCode: null,
          marketingOptIn: false,
          deletedAt: new Date(),
        });
        await createFavouritesRepository(tx).removeAll(brand.id, principal.customerId);
        await createAuthRepository(tx).revokeCustomer(brand.id, principal.customerId);
      });
    },

    logout: (brand: BrandContext, principal: CustomerPrincipal) =>
      revokeSessions(brand.id, principal.customerId),
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
