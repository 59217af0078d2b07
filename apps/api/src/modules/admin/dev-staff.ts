import { brands } from '../../db/schema';
import type { Db } from '../../db/client';
import { createAdminRepository } from './admin.repository';
import { createStaffAccount } from './admin.service';

/**
 * Development only (server.ts never calls it in production): an owner `owner@{flavour}.test` for every brand
 * and a platform admin `admin@storefront.test`, with the password of DEV_STAFF_PASSWORD, where missing.
 */
export async function seedDevStaff(db: Db, password: string): Promise<string[]> {
  const repo = createAdminRepository(db);
  const wanted = [
    { email: 'admin@storefront.test', name: 'Platform admin', role: 'PlatformAdmin' as const, brandId: null },
    ...(await db.select({ id: brands.id, flavour: brands.flavour }).from(brands)).map((b) => ({
      email: `owner@${b.flavour}.test`,
      name: `${b.flavour} owner`,
      role: 'BrandOwner' as const,
      brandId: b.id,
    })),
  ];
  const created: string[] = [];
  for (const account of wanted) {
    if (await repo.staffByEmail(account.email)) continue;
    await createStaffAccount(db, { ...account, password });
    created.push(account.email);
  }
  return created;
}
