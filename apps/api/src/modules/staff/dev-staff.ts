import { branches, brands } from '../../db/schema';
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
  /** The branch whose orders alone it works (ADR 0047); absent for every branch. */
  branch?: string;
}

/** An account the seed makes where missing. */
interface Wanted {
  email: string;
  name: string;
  role: StaffRole;
  brandId: number | null;
  flavour: string | null;
  branchId?: number;
  /** The name of the branch it is tied to. */
  branch?: string;
}

/**
 * Members of staff tied to one branch (ADR 0047), so the demo shows a branch's own board: the brand's flavour,
 * the account's email and the word its branch's name contains. Skipped where the brand or branch is missing.
 */
export const DEMO_BRANCH_STAFF = [{ flavour: 'bistro', email: 'clapham@bistro.test', branch: 'Clapham' }];

/**
 * Development only (server.ts never calls it in production): for every brand an owner `owner@{flavour}.test` and
 * a member of staff `staff@{flavour}.test` of every branch, the branch staff of DEMO_BRANCH_STAFF, and a
 * platform admin `admin@storefront.test`, created with `password` where missing. Existing accounts are left as
 * they are.
 */
export async function seedDevStaff(db: Db, password: string): Promise<DemoStaffAccount[]> {
  const repo = createStaffRepository(db);
  const brandRows = await db
    .select({ id: brands.id, flavour: brands.flavour })
    .from(brands)
    .orderBy(brands.id);
  const branchRows = await db
    .select({ brandId: branches.brandId, id: branches.id, name: branches.name })
    .from(branches)
    .orderBy(branches.brandId, branches.id);
  const branchStaff = DEMO_BRANCH_STAFF.flatMap(({ flavour, email, branch }) => {
    const brand = brandRows.find((b) => b.flavour === flavour);
    const at = branchRows.find((r) => r.brandId === brand?.id && r.name.includes(branch));
    if (!brand || !at) return [];
    const role = 'BrandStaff' as const;
    return [
      { email, name: `${at.name} staff`, role, brandId: brand.id, flavour, branchId: at.id, branch: at.name },
    ];
  });
  const wanted: Wanted[] = [
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
    ...branchStaff,
  ];
  const accounts: DemoStaffAccount[] = [];
  for (const { flavour, branch, ...account } of wanted) {
    const exists = Boolean(await repo.staffByEmail(account.email));
    if (!exists) await createStaffAccount(db, { ...account, password });
    accounts.push({
      email: account.email,
      role: account.role,
      flavour,
      created: !exists,
      ...(branch ? { branch } : {}),
    });
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
