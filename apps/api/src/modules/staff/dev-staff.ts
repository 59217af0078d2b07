import { brands } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Env } from '../../config/env';
import type { StaffRole } from '@storefront/contract/admin';
import { createStaffRepository } from './staff.repository';
import { createStaffAccount } from './staff.service';

/** The demo back-office password when DEV_STAFF_PASSWORD does not choose another (never used in production). */
export const DEMO_STAFF_PASSWORD = 'demo-staff-password';

export interface DemoStaffAccount {
  email: string;
  role: StaffRole;
  /** The brand's flavour; null for the platform admin. */
  flavour: string | null;
  /** Whether this start created it (false: it existed, and keeps the password it has). */
  created: boolean;
}

/**
 * Development only (server.ts never calls it in production): for every brand an owner `owner@{flavour}.test` and
 * a member of staff `staff@{flavour}.test`, and a platform admin `admin@storefront.test`, created with `password`
 * where missing. Existing accounts are left as they are.
 */
export async function seedDevStaff(db: Db, password: string): Promise<DemoStaffAccount[]> {
  const repo = createStaffRepository(db);
  const brandRows = await db
    .select({ id: brands.id, flavour: brands.flavour })
    .from(brands)
    .orderBy(brands.id);
  const wanted = [
    {
      email: 'admin@storefront.test',
      name: 'Platform admin',
      role: 'PlatformAdmin' as const,
      brandId: null,
      flavour: null,
    },
    ...brandRows.flatMap((b) => [
      {
        email: `owner@${b.flavour}.test`,
        name: `${b.flavour} owner`,
        role: 'BrandOwner' as const,
        brandId: b.id,
        flavour: b.flavour,
      },
      {
        email: `staff@${b.flavour}.test`,
        name: `${b.flavour} staff`,
        role: 'BrandStaff' as const,
        brandId: b.id,
        flavour: b.flavour,
      },
    ]),
  ];
  const accounts: DemoStaffAccount[] = [];
  for (const { flavour, ...account } of wanted) {
    const exists = Boolean(await repo.staffByEmail(account.email));
    if (!exists) await createStaffAccount(db, { ...account, password });
    accounts.push({ email: account.email, role: account.role, flavour, created: !exists });
  }
  return accounts;
}

/**
 * The start's demo staff: created (where missing) outside production with DEV_STAFF_PASSWORD or the demo password;
 * none at all in production, whatever the environment says.
 */
export async function seedDemoStaff(
  env: Pick<Env, 'NODE_ENV' | 'DEV_STAFF_PASSWORD'>,
  db: Db,
): Promise<{ accounts: DemoStaffAccount[]; password: string | null }> {
  if (env.NODE_ENV === 'production') return { accounts: [], password: null };
  const password = env.DEV_STAFF_PASSWORD ?? DEMO_STAFF_PASSWORD;
  return { accounts: await seedDevStaff(db, password), password };
}
