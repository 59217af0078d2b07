import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, staff, staffInvitations, staffRefreshTokens } from '../../db/schema';

export type InvitationRow = typeof staffInvitations.$inferSelect;

/** Pending: neither accepted nor revoked, and not yet expired. */
const pending = () =>
  and(
    isNull(staffInvitations.acceptedAt),
    isNull(staffInvitations.revokedAt),
    gt(staffInvitations.expiresAt, sql`now()`),
  );

/** Members and invitations of a brand's back office; every brand query takes the brand. */
export function createTeamRepository(db: DbOrTx) {
  return {
    async activeMembers(brandId: number) {
      return db
        .select()
        .from(staff)
        .where(and(eq(staff.brandId, brandId), isNull(staff.disabledAt)))
        .orderBy(asc(staff.role), asc(staff.name), asc(staff.id));
    },
    async pendingInvitations(brandId: number): Promise<InvitationRow[]> {
      return db
        .select()
        .from(staffInvitations)
        .where(and(eq(staffInvitations.brandId, brandId), pending()))
        .orderBy(asc(staffInvitations.createdAt), asc(staffInvitations.id));
    },
    async insertInvitation(row: typeof staffInvitations.$inferInsert): Promise<InvitationRow> {
      const [created] = await db.insert(staffInvitations).values(row).returning();
      return created!;
    },
    /** Revokes the pending invitations of an email to a brand (a new one replaces them); returns how many. */
    async revokePendingFor(brandId: number, email: string): Promise<number> {
      const rows = await db
        .update(staffInvitations)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(staffInvitations.brandId, brandId),
            sql`lower(${staffInvitations.email}) = lower(${email})`,
            pending(),
          ),
        )
        .returning({ id: staffInvitations.id });
      return rows.length;
    },
    /** Revokes one pending invitation of the brand; undefined when there is none to revoke. */
    async revoke(brandId: number, id: number): Promise<InvitationRow | undefined> {
      const [row] = await db
        .update(staffInvitations)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(staffInvitations.brandId, brandId), eq(staffInvitations.id, id), pending()))
        .returning();
      return row;
    },
    /** The invitation of a link (by the hash of its token), locked until the transaction ends. */
    async byTokenForUpdate(tokenHash: string): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(staffInvitations)
        .where(eq(staffInvitations.tokenHash, tokenHash))
        .for('update');
      return row;
    },
    async byToken(tokenHash: string): Promise<InvitationRow | undefined> {
      const [row] = await db.select().from(staffInvitations).where(eq(staffInvitations.tokenHash, tokenHash));
      return row;
    },
    async markAccepted(id: number): Promise<void> {
      await db
        .update(staffInvitations)
        .set({ acceptedAt: sql`now()` })
        .where(eq(staffInvitations.id, id));
    },
    /**
     * The brand's active owners, locked: two owners removing each other at once are serialised, so the brand
     * always keeps one.
     */
    async lockOwners(brandId: number) {
      return db
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.brandId, brandId), eq(staff.role, 'BrandOwner'), isNull(staff.disabledAt)))
        .orderBy(staff.id)
        .for('update');
    },
    async memberForUpdate(brandId: number, staffId: number) {
      const [row] = await db
        .select()
        .from(staff)
        .where(and(eq(staff.brandId, brandId), eq(staff.id, staffId), isNull(staff.disabledAt)))
        .for('update');
      return row;
    },
    async disable(brandId: number, staffId: number): Promise<void> {
      await db
        .update(staff)
        .set({ disabledAt: sql`now()` })
        .where(and(eq(staff.brandId, brandId), eq(staff.id, staffId)));
    },
    /** The branch a member of the brand works at (null: every branch). */
    async setBranch(brandId: number, staffId: number, branchId: number | null) {
      const [row] = await db
        .update(staff)
        .set({ branchId })
        .where(and(eq(staff.brandId, brandId), eq(staff.id, staffId)))
        .returning();
      return row!;
    },
    /** Ends every sign-in of an account: its refresh tokens stop working. */
    async revokeSessions(staffId: number): Promise<void> {
      await db
        .update(staffRefreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(staffRefreshTokens.staffId, staffId), isNull(staffRefreshTokens.revokedAt)));
    },
    /** A removed account invited again: it comes back with the new brand, role, name and password. */
    async reactivate(
      staffId: number,
      values: Pick<typeof staff.$inferInsert, 'brandId' | 'role' | 'name' | 'passwordHash' | 'branchId'>,
    ) {
      const [row] = await db
        .update(staff)
        .set({ ...values, disabledAt: null })
        .where(eq(staff.id, staffId))
        .returning();
      return row!;
    },
    /** Every brand with its team's size, for the platform admin. */
    async brandsWithTeams() {
      return db
        .select({
          id: brands.id,
          flavour: brands.flavour,
          name: brands.name,
          owners: sql<number>`(select count(*)::int from staff s where s.brand_id = brands.id and s.role = 'BrandOwner' and s.disabled_at is null)`,
          staff: sql<number>`(select count(*)::int from staff s where s.brand_id = brands.id and s.role = 'BrandStaff' and s.disabled_at is null)`,
          pending: sql<number>`(select count(*)::int from staff_invitations i where i.brand_id = brands.id and i.accepted_at is null and i.revoked_at is null and i.expires_at > now())`,
        })
        .from(brands)
        .orderBy(brands.name, brands.id);
    },
  };
}
export type TeamRepository = ReturnType<typeof createTeamRepository>;
