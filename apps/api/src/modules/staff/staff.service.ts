import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { StaffMember, StaffRole } from '@storefront/contract/admin';
import type { Db, DbOrTx } from '../../db/client';
import type { Limits } from '../../lib/attempt-limiter';
import { HttpError } from '../../lib/http-error';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/password';
import type { StaffClaims } from '../../plugins/auth';
import type { BrandContext } from '../brand/brand.service';
import { createStaffRepository, type StaffRepository, type StaffRow } from './staff.repository';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export class StaffGrantError extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

export interface StaffServiceOptions {
  limits: Limits;
  signStaffToken: (claims: Omit<StaffClaims, 'typ'>) => string;
  accessTokenTtl: number;
  refreshTokenTtlDays: number;
  brandById: (id: number) => Promise<BrandContext | null>;
}

/**
 * Staff sign-in: the customers' token rules, in tables of their own. Role and brand are checked by the routes'
 * guard (staff-guard.ts) before any brand's data is read.
 */
export function createStaffService(db: Db, options: StaffServiceOptions) {
  const repo = createStaffRepository(db);

  async function memberOf(row: StaffRow): Promise<StaffMember> {
    const brand = row.brandId === null ? null : await options.brandById(row.brandId);
    return {
      StaffId: row.id,
      Email: row.email,
      Name: row.name,
      Role: row.role,
      Brand: brand?.flavour ?? null,
      Branch: await branchOfMember(repo, row),
    };
  }

  async function issue(row: StaffRow, familyId: string, tx: DbOrTx) {
    const refresh = randomBytes(32).toString('base64url');
    await createStaffRepository(tx).insertRefresh({
      tokenHash: sha256(refresh),
      staffId: row.id,
      familyId,
      expiresAt: new Date(Date.now() + options.refreshTokenTtlDays * 86_400_000),
    });
    return {
      refresh,
      access_token: options.signStaffToken({
        sub: String(row.id),
        brand: row.brandId,
        email: row.email,
        role: row.role,
      }),
      expires_in: options.accessTokenTtl,
    };
  }

  return {
    async login(username: string, password: string, ip: string) {
      await options.limits.login.check(ip, 0, `staff:${username}`);
      const row = await repo.staffByEmail(username.trim());
      const valid = await verifyPassword(password, row?.passwordHash ?? (await dummyHash()));
      if (!row || !valid || row.disabledAt) {
        await options.limits.login.failed(ip, 0, `staff:${username}`);
        throw new StaffGrantError('The email or password is incorrect');
      }
      await options.limits.login.succeeded(ip, 0, `staff:${username}`);
      return { ...(await issue(row, randomUUID(), db)), Staff: await memberOf(row) };
    },

    /** Rotates a refresh token; a used or revoked one revokes its whole family (ADR 0008). */
    async refresh(refreshToken: string) {
      const invalid = new StaffGrantError('Your session has expired, please sign in again');
      const result = await db.transaction(async (tx) => {
        const tokens = createStaffRepository(tx);
        const row = await tokens.refreshForUpdate(sha256(refreshToken));
        if (!row) return invalid;
        if (row.usedAt || row.revokedAt) {
          await tokens.revokeFamily(row.familyId);
          return invalid;
        }
        if (row.expiresAt.getTime() <= Date.now()) return invalid;
        const member = await tokens.staffById(row.staffId);
        if (!member || member.disabledAt) return invalid;
        await tokens.markRefreshUsed(row.tokenHash);
        return { member, issued: await issue(member, row.familyId, tx) };
      });
      if (result instanceof StaffGrantError) throw result;
      // The member's brand is read after the rotation commits: the brand service reads the database itself,
      // which waits for an open transaction (on PGlite, forever: the whole server stopped answering once).
      return { ...result.issued, Staff: await memberOf(result.member) };
    },

    async logout(refreshToken: string): Promise<void> {
      const row = await repo.refreshForUpdate(sha256(refreshToken));
      if (row) await repo.revokeFamily(row.familyId);
    },

    async me(staffId: number): Promise<StaffMember> {
      const row = await repo.staffById(staffId);
      if (!row || row.disabledAt) throw new HttpError(401, 'Please sign in again');
      return memberOf(row);
    },

    async staffList(brand: BrandContext): Promise<StaffMember[]> {
      return Promise.all((await repo.staffOfBrand(brand.id)).map(memberOf));
    },

    /** Signs an account in without a password: right after it accepted its invitation (team.service). */
    async startSession(staffId: number) {
      const row = await repo.staffById(staffId);
      if (!row || row.disabledAt) throw new HttpError(401, 'Please sign in again');
      return { ...(await issue(row, randomUUID(), db)), Staff: await memberOf(row) };
    },

    /** The account behind a staff token, if it is still active: the guard asks on every call (ADR 0027). */
    async active(staffId: number) {
      const row = await repo.staffById(staffId);
      return row && !row.disabledAt
        ? { role: row.role, brandId: row.brandId, branchId: row.branchId }
        : undefined;
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;

/**
 * The branch an account works at, with its name (ADR 0047); null for every branch. A branch a later brand import
 * removed keeps its id, named as gone: the account sees no orders until an owner chooses another.
 */
export async function branchOfMember(
  repo: Pick<StaffRepository, 'branchOfBrand'>,
  row: Pick<StaffRow, 'brandId' | 'branchId'>,
): Promise<StaffMember['Branch']> {
  if (row.branchId === null || row.brandId === null) return null;
  const branch = await repo.branchOfBrand(row.brandId, row.branchId);
  return { BranchId: row.branchId, Name: branch?.name ?? 'A branch no longer listed' };
}

/** Creates a staff account (CLI and development seed). */
export async function createStaffAccount(
  db: Db,
  input: {
    email: string;
    name: string;
    role: StaffRole;
    brandId: number | null;
    password: string;
    branchId?: number | null;
  },
): Promise<StaffRow> {
  const repo = createStaffRepository(db);
  if (await repo.staffByEmail(input.email)) throw new Error(`${input.email} already has a staff account`);
  return repo.insertStaff({
    brandId: input.role === 'PlatformAdmin' ? null : input.brandId,
    email: input.email,
    name: input.name,
    role: input.role,
    branchId: input.role === 'BrandStaff' ? (input.branchId ?? null) : null,
    passwordHash: await hashPassword(input.password),
  });
}
