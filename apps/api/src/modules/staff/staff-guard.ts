import type { FastifyJWT } from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffRole } from '@storefront/contract/admin';
import { HttpError, forbidden, unauthorized } from '../../lib/http-error';
import type { StaffClaims } from '../../plugins/auth';
import { bearerToken } from '../orders/order-owner';

/** Who a back-office call acts for. */
export interface StaffPrincipal {
  staffId: number;
  role: StaffRole;
  /** Null for a platform admin. */
  brandId: number | null;
  email: string;
  /**
   * The branch whose orders alone this member works (ADR 0047), as the account says now (not as the token
   * said at sign-in: an owner's change applies at the next call); null for every branch.
   */
  branchId: number | null;
}

/** An account as the guard sees it now: removed accounts are gone, a changed role or brand counts. */
export interface ActiveStaff {
  role: StaffRole;
  brandId: number | null;
  branchId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffPrincipal | null;
  }
  interface FastifyInstance {
    /** The account behind a staff token, if it is still active (ADR 0027: a removed member's token dies). */
    activeStaff(staffId: number): Promise<ActiveStaff | undefined>;
  }
}

/** Declares `request.staff` on a plugin's instance (once: several back-office plugins share the guard). */
export function decorateStaff(app: FastifyInstance): void {
  if (!app.hasRequestDecorator('staff')) app.decorateRequest('staff', null);
}

export const ALL_STAFF: readonly StaffRole[] = ['PlatformAdmin', 'BrandOwner', 'BrandStaff'];
export const OWNERS: readonly StaffRole[] = ['PlatformAdmin', 'BrandOwner'];

/**
 * The staff token of a call: a valid staff access token of an account still active with the role and brand the
 * token names (a customer's token is refused with 403; no, a broken or an ended account's token with 401).
 */
async function staffClaims(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ claims: StaffClaims; account: ActiveStaff }> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthorized('Please sign in to the back office');
  let claims: StaffClaims;
  try {
    const verified = app.jwt.verify<FastifyJWT['payload']>(token);
    if (verified.typ === 'access') throw forbidden('Customer accounts cannot use the back office');
    if (verified.typ !== 'staff') throw unauthorized('Please sign in to the back office');
    claims = verified;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unauthorized('Your session has expired, please sign in again');
  }
  const account = await app.activeStaff(Number(claims.sub));
  if (!account || account.role !== claims.role || account.brandId !== claims.brand)
    throw unauthorized('Your back-office access has ended, please sign in again');
  return { claims, account };
}

const principal = ({ claims, account }: { claims: StaffClaims; account: ActiveStaff }): StaffPrincipal => ({
  staffId: Number(claims.sub),
  role: claims.role,
  brandId: claims.brand,
  email: claims.email,
  branchId: account.branchId,
});

/**
 * The guard of every back-office route: a valid staff access token of an active account (see staffClaims),
 * then the brand of the path (404 when unknown), then the role and the brand — staff and owners act only for
 * their own brand, a platform admin for any.
 */
export function staffGuard(app: FastifyInstance, roles: readonly StaffRole[]) {
  return async (request: FastifyRequest) => {
    const checked = await staffClaims(app, request);
    const { claims } = checked;
    await app.resolveBrand(request);
    if (claims.role !== 'PlatformAdmin' && claims.brand !== request.brand.id)
      throw forbidden('Your account belongs to another brand');
    if (!roles.includes(claims.role)) throw forbidden('Your role does not allow this');
    request.staff = principal(checked);
  };
}

/** The guard of the platform routes (not under a brand): platform admins only, 403 for everyone else signed in. */
export function platformGuard(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const checked = await staffClaims(app, request);
    if (checked.claims.role !== 'PlatformAdmin') throw forbidden('Only a platform admin can do this');
    request.staff = principal(checked);
  };
}

/** The branch whose orders alone the caller may see and move (ADR 0047); null for every branch. */
export function branchOf(request: FastifyRequest): number | null {
  if (!request.staff) throw new Error('the staff guard did not run');
  return request.staff.branchId;
}

/** Who acts, for the audit log: the guard has set it before any handler runs. */
export function actorOf(request: FastifyRequest): Pick<StaffPrincipal, 'staffId' | 'email'> {
  if (!request.staff) throw new Error('the staff guard did not run');
  return { staffId: request.staff.staffId, email: request.staff.email };
}
