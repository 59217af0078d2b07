import { randomUUID } from 'node:crypto';
import type { StaffRole } from '../db/schema';
import { createStaffAccount } from '../modules/staff/staff.service';
import type { TestApp } from './harness';

const PASSWORD = 'staff-password-for-api-tests';

/** A new member of staff of the brand (an address of their own), signed in: their access token. */
export async function staffToken(
  t: TestApp,
  brandId: number,
  role: StaffRole = 'BrandStaff',
): Promise<string> {
  const email = `staff-${randomUUID()}@staff.test`;
  await createStaffAccount(t.app.database.db, {
    email,
    name: 'Test staff',
    role,
    brandId,
    password: PASSWORD,
  });
  const res = await t.request('POST', '/api/admin/Token', {
    body: { grant_type: 'password', username: email, password: PASSWORD },
  });
  if (res.status !== 200) throw new Error(`staff sign-in answered ${res.status}: ${res.body}`);
  return res.json<{ Data: { access_token: string } }>().Data.access_token;
}
