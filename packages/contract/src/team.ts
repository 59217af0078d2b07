import { z } from 'zod';
import { PersonName } from './person-name';
import { IdParam } from './ids';
import { Password } from './account';
import { StaffBranch, StaffMember, StaffRole } from './admin';
import { Info } from './envelope';

/**
 * Roles and accounts of the back office (issue 10, ADR 0027): owners invite staff and owners, a platform admin
 * creates brands and invites their owners. Invitees set their own password from a single-use emailed link.
 */
export const teamRoutes = {
  /** Owners: the brand's members and pending invitations. */
  team: '/api/admin/:brand/team',
  invitations: '/api/admin/:brand/team/invitations',
  revokeInvitation: '/api/admin/:brand/team/invitations/:InvitationId/revoke',
  removeMember: '/api/admin/:brand/team/members/:StaffId/remove',
  /** POST: the branch a member of staff works at (ADR 0047). */
  memberBranch: '/api/admin/:brand/team/members/:StaffId/branch',
  /** Anonymous, with the link's token in the body: what the invitation is for, then its acceptance. */
  invitation: '/api/admin/Invitation',
  acceptInvitation: '/api/admin/Invitation/accept',
  /** Platform admins only: every brand, and a new brand from a brand file with its first owner invited. */
  platformBrands: '/api/admin/platform/brands',
} as const;

/** The back-office page an invitation email links to (the token follows as `?token=`). */
export const acceptInvitationPath = (flavour: string) => `/${flavour}/admin/accept-invitation`;

/** The roles an invitation can give: a platform admin is never invited into a brand. */
export const InvitedRole = StaffRole.exclude(['PlatformAdmin']);
export type InvitedRole = z.infer<typeof InvitedRole>;

const Email = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address').max(254));
const Name = PersonName('Enter their name', 100);

/**
 * The branch a member of staff works at: one of the brand's branches (BranchId of GET getBranches), or null
 * for every branch. Owners always see every branch (ADR 0047).
 */
export const MemberBranchId = z
  .number('Choose one of the branches')
  .int('Choose one of the branches')
  .positive('Choose one of the branches')
  .nullable();

export const InviteBody = z
  .object({ Email, Name, Role: InvitedRole, BranchId: MemberBranchId.optional() })
  .strict();
export type InviteBody = z.input<typeof InviteBody>;

export const TeamMember = StaffMember.extend({ Since: z.string() });
export type TeamMember = z.infer<typeof TeamMember>;

export const PendingInvitation = z.object({
  InvitationId: z.number().int(),
  Email: z.string(),
  Name: z.string(),
  Role: InvitedRole,
  InvitedBy: z.string(),
  ExpiresAt: z.string(),
  /** The branch the invitee will work at; null (or absent) for every branch. */
  Branch: StaffBranch.nullable().optional(),
});
export type PendingInvitation = z.infer<typeof PendingInvitation>;

export const Team = z.object({ Members: z.array(TeamMember), Invitations: z.array(PendingInvitation) });
export type Team = z.infer<typeof Team>;
export const TeamResponse = z.object({ Info, Data: Team });
export type TeamResponse = z.infer<typeof TeamResponse>;
export const InvitationResponse = z.object({ Info, Data: PendingInvitation });
export type InvitationResponse = z.infer<typeof InvitationResponse>;

export const InvitationParams = z.object({
  brand: z.string().min(1).max(60),
  InvitationId: IdParam,
});
export const MemberParams = z.object({
  brand: z.string().min(1).max(60),
  StaffId: IdParam,
});

/** A member's branch as the owner sets it on the team screen. */
export const MemberBranchBody = z.object({ BranchId: MemberBranchId }).strict();
export type MemberBranchBody = z.infer<typeof MemberBranchBody>;
export const TeamMemberResponse = z.object({ Info, Data: TeamMember });
export type TeamMemberResponse = z.infer<typeof TeamMemberResponse>;

const Token = z.string().min(20, 'This invitation link is incomplete').max(200);
export const InvitationTokenBody = z.object({ Token }).strict();
export const AcceptInvitationBody = z.object({ Token, Password }).strict();
export type AcceptInvitationBody = z.infer<typeof AcceptInvitationBody>;

/** What the accept page shows before the invitee chooses a password. */
export const InvitationDetails = z.object({
  Email: z.string(),
  Name: z.string(),
  Role: InvitedRole,
  Brand: z.string(),
  BrandName: z.string(),
  ExpiresAt: z.string(),
});
export type InvitationDetails = z.infer<typeof InvitationDetails>;
export const InvitationDetailsResponse = z.object({ Info, Data: InvitationDetails });
export type InvitationDetailsResponse = z.infer<typeof InvitationDetailsResponse>;

export const PlatformBrand = z.object({
  BrandId: z.number().int(),
  Flavour: z.string(),
  Name: z.string(),
  Owners: z.number().int(),
  Staff: z.number().int(),
  PendingInvitations: z.number().int(),
});
export type PlatformBrand = z.infer<typeof PlatformBrand>;
export const PlatformBrandsResponse = z.object({ Info, Data: z.array(PlatformBrand) });
export type PlatformBrandsResponse = z.infer<typeof PlatformBrandsResponse>;

/** A new brand: a whole brand file (docs/brand-format.md, validated by the import) and its first owner. */
export const CreateBrandBody = z
  .object({
    BrandFile: z.record(z.string(), z.unknown(), 'Choose a brand file (a JSON object)'),
    OwnerEmail: Email,
    OwnerName: Name,
  })
  .strict();
export type CreateBrandBody = z.input<typeof CreateBrandBody>;
export const CreatedBrandResponse = z.object({
  Info,
  Data: z.object({ Brand: PlatformBrand, Invitation: PendingInvitation }),
});
export type CreatedBrandResponse = z.infer<typeof CreatedBrandResponse>;
