import type { StaffBranch, StaffRole } from '@storefront/contract/admin';
import type { TeamMember } from '@storefront/contract/team';
import type { Db, DbOrTx } from '../../db/client';
import { HttpError, badRequest } from '../../lib/http-error';
import { recordAudit, type Actor } from '../brand/audit';
import { createStaffRepository } from './staff.repository';
import { branchOfMember } from './staff.service';
import { createTeamRepository } from './team.repository';

const ALL_BRANCHES = 'All branches';

/**
 * The branch a member of staff is given (ADR 0047), checked on the server: one of the brand's own branches (an
 * unknown one, or another brand's, is refused with the field's problem), and never for an owner, who sees every
 * branch. Answers the branch (null: every branch).
 */
export async function checkMemberBranch(
  tx: DbOrTx,
  brandId: number,
  role: StaffRole,
  branchId: number | null | undefined,
  path = 'body.BranchId',
): Promise<StaffBranch | null> {
  if (branchId === null || branchId === undefined) return null;
  const refuse = (message: string) => badRequest(message, [{ Path: path, Message: message }]);
  if (role !== 'BrandStaff') throw refuse('Owners see every branch: choose All branches');
  const branch = await createStaffRepository(tx).branchOfBrand(brandId, branchId);
  if (!branch) throw refuse('Choose one of your branches');
  return { BranchId: branch.id, Name: branch.name };
}

/** How the audit log names a member's branch. */
export const branchName = (branch: StaffBranch | null | undefined) => branch?.Name ?? ALL_BRANCHES;

/**
 * The owner sets the branch a member of staff works at, with its audit entry, in one transaction; the member's
 * board follows from their next call (the guard reads the account each time) and their open stream ends.
 */
export async function setMemberBranch(
  db: Db,
  brand: { id: number; flavour: string },
  actor: Actor,
  staffId: number,
  branchId: number | null,
): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    const team = createTeamRepository(tx);
    const member = await team.memberForUpdate(brand.id, staffId);
    if (!member) throw new HttpError(404, 'This person is not a member of the team');
    const branch = await checkMemberBranch(tx, brand.id, member.role, branchId);
    const before = await branchOfMember(createStaffRepository(tx), member);
    const updated = await team.setBranch(brand.id, staffId, branch?.BranchId ?? null);
    await recordAudit(tx, {
      brandId: brand.id,
      actor,
      action: 'team.branch',
      subject: `Member ${member.email}`,
      before: { Branch: branchName(before) },
      after: { Branch: branchName(branch) },
    });
    return {
      StaffId: updated.id,
      Email: updated.email,
      Name: updated.name,
      Role: updated.role,
      Brand: brand.flavour,
      Branch: branch,
      Since: updated.createdAt.toISOString(),
    };
  });
}
