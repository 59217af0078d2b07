import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { TEST_PASSWORD } from '../../test/fixtures';
import { createStaffAccount } from './staff.service';

const STAFF_PASSWORD = 'staff-password-for-tests';

describe.each(DRIVERS)('staff sign-in on %s', (driver) => {
  let t: TestApp;
  const tag = `${driver}-${randomUUID().slice(0, 8)}`;
  const signIn = async (email: string) => {
    const res = await t.request('POST', '/api/admin/Token', {
      body: { grant_type: 'password', username: email, password: STAFF_PASSWORD },
    });
    expect(res.status, res.body).toBe(200);
    return res;
  };

  beforeAll(async () => {
    t = await startApp(driver);
    await createStaffAccount(t.app.database.db, {
      email: `alpha-owner-${tag}@staff.test`,
      name: 'alpha-owner',
      role: 'BrandOwner',
      brandId: 901,
      password: STAFF_PASSWORD,
    });
  });
  afterAll(() => t.close());

  it('signs staff in with a rotated refresh cookie scoped to its path; a reused one ends the sign-in', async () => {
    const res = await signIn(`alpha-owner-${tag}@staff.test`);
    const cookie = [res.headers['set-cookie']].flat().find((c) => String(c).startsWith('staff_refresh='))!;
    expect(cookie).toMatch(/Path=\/api\/admin\/Token/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(res.json<{ Data: { Staff: unknown } }>().Data.Staff).toMatchObject({
      Role: 'BrandOwner',
      Brand: 'alpha',
    });
    const first = String(cookie).split(';')[0]!;
    // A brand change empties the brand cache (NOTIFY): the refresh then reads the brand from the database, which
    // must not happen inside the rotation's transaction (on PGlite that waited for itself and hung the server).
    await t.app.database.db.execute(sql`update brands set version = version + 1 where id = 901`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refresh = (c: string) =>
      t.request('POST', '/api/admin/Token', {
        body: { grant_type: 'refresh_token' },
        headers: { cookie: c },
      });
    const rotated = await refresh(first);
    expect(rotated.status, rotated.body).toBe(200);
    const second = String(
      [rotated.headers['set-cookie']].flat().find((c) => String(c).startsWith('staff_refresh=')),
    ).split(';')[0]!;
    expect(second).not.toBe(first);
    expect((await refresh(first)).status).toBe(400);
    // The reuse revoked the family: the newer token is dead too.
    expect((await refresh(second)).status).toBe(400);
    // A customer's password does not open the back office.
    const customer = await t.request('POST', '/api/admin/Token', {
      body: { grant_type: 'password', username: 'ann@alpha.test', password: TEST_PASSWORD },
    });
    expect(customer.status).toBe(400);
  });
});
