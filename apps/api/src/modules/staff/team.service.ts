import { createHash, randomBytes } from 'node:crypto';
import type { StaffBranch } from '@storefront/contract/admin';
import type {
  InvitationDetails,
  InviteBody,
  PendingInvitation,
  PlatformBrand,
  Team,
  TeamMember,
} from '@storefront/contract/team';
import { acceptInvitationPath } from '@storefront/contract/team';
import type { Db, DbOrTx } from '../../db/client';
import type { BrandContext } from '../../lib/brand-context';
import { emailLook } from '../../lib/email/email-look';
import { HttpError, badRequest } from '../../lib/http-error';
import type { Mailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/password';
import { createBrandRepository } from '../brand/brand.repository';
import type { BrandFileService } from '../brand-file/brand-file.service';
import { createStaffRepository, type StaffRow } from './staff.repository';
import { recordAudit, type Actor } from '../brand/audit';
import { createTeamRepository, type InvitationRow } from './team.repository';
import { invitationEmail } from './invitation-email';
import { branchName, checkMemberBranch, setMemberBranch } from './team-branch';

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Flavours the back office's own paths take (/api/admin/platform/…, /api/admin/Invitation): never a brand's. */
const RESERVED_FLAVOURS = new Set(['platform', 'invitation', 'token']);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const expired = () =>
  new HttpError(400, 'This invitation has expired, was revoked or was already used. Ask for a new one.');
const taken = () =>
  new HttpError(409, 'This email already has a back-office account. Remove it first, or use another email.');

/** PostgreSQL's unique_violation, raised by the driver or wrapped by Drizzle as the cause. */
function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) =>
    typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

/** The brand an invitation is for, as much of it as an email and the audit log need. */
export interface TeamBrand extends Partial<Pick<BrandContext, 'web' | 'branches'>> {
  id: number;
  flavour: string;
  name: string;
}

export interface TeamServiceOptions {
  mailer: Mailer;
  brandById: (id: number) => Promise<TeamBrand | null>;
  brandFiles: Pick<BrandFileService, 'importBrands'>;
  /** A brand was created: caches that remember it as missing forget it. */
  onBrandCreated: (flavour: string) => void;
}

/** The brand's branches by id, to name the branch of each member and invitation (ADR 0047). */
type BranchNames = Map<number, string>;
const branchIn = (names: BranchNames, branchId: number | null): StaffBranch | null =>
  branchId === null ? null : { BranchId: branchId, Name: names.get(branchId) ?? 'A branch no longer listed' };

const toInvitation = (row: InvitationRow, names: BranchNames = new Map()): PendingInvitation => ({
  InvitationId: row.id,
  Email: row.email,
  Name: row.name,
  Role: row.role === 'BrandOwner' ? 'BrandOwner' : 'BrandStaff',
  InvitedBy: row.invitedByEmail,
  ExpiresAt: row.expiresAt.toISOString(),
  Branch: branchIn(names, row.branchId),
});

const toMember = (row: StaffRow, flavour: string, names: BranchNames): TeamMember => ({
  StaffId: row.id,
  Email: row.email,
  Name: row.name,
  Role: row.role,
  Brand: flavour,
  Branch: branchIn(names, row.branchId),
  Since: row.createdAt.toISOString(),
});

/**
 * Who works in a brand's back office, and how they get there: invitations (only the token's hash is stored,
 * the link works once and for seven days), acceptance (the invitee's own password, then signed in), removal
 * (sessions end; a brand keeps at least one owner), and the platform admin's brands. Each change writes its
 * audit entry in its own transaction. Role and brand are checked by the routes' guards before these run.
 */
export function createTeamService(db: Db, options: TeamServiceOptions) {
  const repo = createTeamRepository(db);

  async function invite(
    tx: DbOrTx,
    brand: TeamBrand,
    actor: Actor,
    body: { Email: string; Name: string; Role: 'BrandOwner' | 'BrandStaff'; BranchId?: number | null },
    origin: string,
  ) {
    const existing = await createStaffRepository(tx).staffByEmail(body.Email);
    if (existing && !existing.disabledAt) throw taken();
    const branch = await checkMemberBranch(tx, brand.id, body.Role, body.BranchId);
    const team = createTeamRepository(tx);
    // Inviting again replaces the earlier link: only the newest one works.
    const replaced = await team.revokePendingFor(brand.id, body.Email);
    const token = randomBytes(32).toString('base64url');
    const row = await team.insertInvitation({
      brandId: brand.id,
      email: body.Email,
      name: body.Name,
      role: body.Role,
      branchId: branch?.BranchId ?? null,
      tokenHash: sha256(token),
      invitedBy: actor.staffId,
      invitedByEmail: actor.email,
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    });
    await recordAudit(tx, {
      brandId: brand.id,
      actor,
      action: 'team.invite',
      subject: `Invitation of ${body.Email}`,
      before: replaced ? { Invitations: replaced } : null,
      after: {
        Email: body.Email,
        Name: body.Name,
        Role: body.Role,
        ...(branch ? { Branch: branchName(branch) } : {}),
      },
    });
    const link = `${origin}${acceptInvitationPath(brand.flavour)}?token=${token}`;
    const invitee = { name: body.Name, owner: body.Role === 'BrandOwner' };
    const deliver = await options.mailer.queue(tx, {
      brandId: brand.id,
      to: body.Email,
      ...invitationEmail(emailLook(brand, origin), invitee, actor.email, link),
    });
    const names: BranchNames = new Map(branch ? [[branch.BranchId, branch.Name]] : []);
    return { invitation: toInvitation(row, names), deliver };
  }

  /** Runs the delivery of a queued email once its transaction has committed. */
  const send = async <T>(result: { deliver: () => Promise<void> } & T): Promise<T> => {
    await result.deliver();
    return result;
  };

  return {
    async team(brand: TeamBrand): Promise<Team> {
      const [members, invitations, branches] = await Promise.all([
        repo.activeMembers(brand.id),
        repo.pendingInvitations(brand.id),
        createStaffRepository(db).branchesOfBrand(brand.id),
      ]);
      const names: BranchNames = new Map(branches.map((b) => [b.id, b.name]));
      return {
        Members: members.map((m) => toMember(m, brand.flavour, names)),
        Invitations: invitations.map((i) => toInvitation(i, names)),
      };
    },

    /** Owners invite staff and owners; a platform admin may do so in any brand. */
    async invite(brand: TeamBrand, actor: Actor, body: InviteBody & { Email: string }, origin: string) {
      const { invitation } = await send(await db.transaction((tx) => invite(tx, brand, actor, body, origin)));
      return invitation;
    },

    /** The branch a member of staff works at (owners see every branch). */
    setBranch: (brand: TeamBrand, actor: Actor, staffId: number, branchId: number | null) =>
      setMemberBranch(db, brand, actor, staffId, branchId),

    async revoke(brand: TeamBrand, actor: Actor, invitationId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await createTeamRepository(tx).revoke(brand.id, invitationId);
        if (!row) throw new HttpError(404, 'This invitation is no longer pending');
        await recordAudit(tx, {
          brandId: brand.id,
          actor,
          action: 'team.revoke',
          subject: `Invitation of ${row.email}`,
          before: { Email: row.email, Role: row.role },
          after: { Revoked: true },
        });
      });
    },

    /**
     * Removes (disables) a member of the brand and ends their sign-ins: their refresh tokens are revoked and
     * the guard refuses their access token from the next call. The brand keeps at least one owner.
     */
    async remove(brand: TeamBrand, actor: Actor, staffId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const team = createTeamRepository(tx);
        const owners = await team.lockOwners(brand.id);
        const member = await team.memberForUpdate(brand.id, staffId);
        if (!member) throw new HttpError(404, 'This person is not a member of the team');
        if (member.role === 'BrandOwner' && owners.length <= 1)
          throw new HttpError(
            409,
            member.id === actor.staffId
              ? 'You are the last owner: invite another owner before removing yourself'
              : 'A brand needs at least one owner: invite another owner first',
          );
        await team.disable(brand.id, staffId);
        await team.revokeSessions(staffId);
        await recordAudit(tx, {
          brandId: brand.id,
          actor,
          action: 'team.remove',
          subject: `Member ${member.email}`,
          before: { Email: member.email, Name: member.name, Role: member.role },
          after: { Removed: true },
        });
      });
    },

    /** What a link invites to, for the accept page; the same refusal for unknown, used and expired links. */
    async details(token: string): Promise<InvitationDetails> {
      const row = await repo.byToken(sha256(token));
      if (!row || row.acceptedAt || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw expired();
      const brand = await options.brandById(row.brandId);
      if (!brand) throw expired();
      return {
        Email: row.email,
        Name: row.name,
        Role: toInvitation(row).Role,
        Brand: brand.flavour,
        BrandName: brand.name,
        ExpiresAt: row.expiresAt.toISOString(),
      };
    },

    /**
     * Accepts an invitation with the invitee's own password: creates the account (or brings back a removed
     * one) and uses up the link, in one transaction. Answers the new account's id; the caller signs it in.
     */
    async accept(token: string, password: string): Promise<number> {
      const passwordHash = await hashPassword(password);
      try {
        return await db.transaction(async (tx) => {
          const team = createTeamRepository(tx);
          const row = await team.byTokenForUpdate(sha256(token));
          if (!row || row.acceptedAt || row.revokedAt || row.expiresAt.getTime() <= Date.now())
            throw expired();
          const accounts = createStaffRepository(tx);
          const existing = await accounts.staffByEmail(row.email);
          if (existing && !existing.disabledAt) throw taken();
          const values = {
            brandId: row.brandId,
            role: row.role,
            name: row.name,
            passwordHash,
            branchId: row.branchId,
          };
          const member = existing
            ? await team.reactivate(existing.id, values)
            : await accounts.insertStaff({ ...values, email: row.email });
          await team.markAccepted(row.id);
          await recordAudit(tx, {
            brandId: row.brandId,
            actor: { staffId: member.id, email: member.email },
            action: 'team.accept',
            subject: `Member ${member.email}`,
            before: null,
            after: {
              Email: member.email,
              Name: member.name,
              Role: member.role,
              InvitedBy: row.invitedByEmail,
            },
          });
          return member.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
    },

    async brands(): Promise<PlatformBrand[]> {
      return (await repo.brandsWithTeams()).map((b) => ({
        BrandId: b.id,
        Flavour: b.flavour,
        Name: b.name,
        Owners: b.owners,
        Staff: b.staff,
        PendingInvitations: b.pending,
      }));
    },

    /**
     * A platform admin creates a brand from a brand file (validated and written by the brand file import;
     * an existing brand is never replaced from here) and invites its first owner.
     */
    async createBrand(
      actor: Actor,
      body: { BrandFile: Record<string, unknown>; OwnerEmail: string; OwnerName: string },
      origin: string,
    ) {
      const data = (body.BrandFile.WebCustomer as { BrandData?: Record<string, unknown> } | undefined)
        ?.BrandData;
      const flavour = typeof data?.BrandFlavor === 'string' ? data.BrandFlavor : undefined;
      const brandId = typeof data?.BrandId === 'number' ? data.BrandId : undefined;
      const field = (path: string, message: string) =>
        badRequest(message, [{ Path: `body.BrandFile.${path}`, Message: message }]);
      if (flavour && RESERVED_FLAVOURS.has(flavour.toLowerCase()))
        throw field('WebCustomer.BrandData.BrandFlavor', `'${flavour}' is reserved; choose another flavour`);
      const existing = createBrandRepository(db);
      if (flavour && (await existing.findByFlavour(flavour)))
        throw new HttpError(409, `A brand '${flavour}' already exists; it is not replaced from here`);
      if (brandId !== undefined && (await existing.findById(brandId)))
        throw new HttpError(409, `BrandId ${brandId} already belongs to another brand`);
      const owner = await createStaffRepository(db).staffByEmail(body.OwnerEmail);
      if (owner && !owner.disabledAt) throw taken();

      const result = await options.brandFiles.importBrands([{ source: 'upload', document: body.BrandFile }]);
      if (!result.ok)
        throw badRequest(
          `The brand file has ${result.problems.length} problem(s); nothing was created. ` +
            result.problems
              .slice(0, 5)
              .map((p) => `${p.path}: ${p.message}`)
              .join('; '),
          result.problems.map((p) => ({
            Path: `body.BrandFile${p.path.replace(/^\$/, '')}`,
            Message: p.message,
          })),
        );
      const created = result.brands[0]!;
      options.onBrandCreated(created.flavour);
      const brand = await options.brandById(created.id);
      if (!brand) throw new Error('the imported brand cannot be read back');
      const { invitation } = await send(
        await db.transaction(async (tx) => {
          await recordAudit(tx, {
            brandId: brand.id,
            actor,
            action: 'brand.create',
            subject: `Brand ${brand.flavour}`,
            before: null,
            after: { BrandId: brand.id, Flavour: brand.flavour, Name: brand.name },
          });
          return invite(
            tx,
            brand,
            actor,
            { Email: body.OwnerEmail, Name: body.OwnerName, Role: 'BrandOwner' },
            origin,
          );
        }),
      );
      return {
        Brand: {
          BrandId: brand.id,
          Flavour: brand.flavour,
          Name: brand.name,
          Owners: 0,
          Staff: 0,
          PendingInvitations: 1,
        },
        Invitation: invitation,
      };
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
