import { describe, expect, it, afterAll, beforeAll } from 'vitest';
import { loadEnv } from '../../config/env';
import { startApp, type TestApp } from '../../test/harness';
import { ALPHA } from '../../test/seed-test-brands';
import { startBanner } from '../../start-banner';
import { DEMO_STAFF_PASSWORD, seedDemoStaff } from './dev-staff';

// A fresh PGlite database of its own (the accounts this creates touch no other test's data).
describe('demo back-office staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('pglite');
  });
  afterAll(() => t.close());

  const signIn = (username: string, password = DEMO_STAFF_PASSWORD) =>
    t.request('POST', '/api/admin/Token', { body: { grant_type: 'password', username, password } });

  // A wrong sign-in answers 400 invalid_grant (OAuth's password grant).
  it('are never created in production', async () => {
    const made = await seedDemoStaff(
      { NODE_ENV: 'production', DEV_STAFF_PASSWORD: undefined },
      t.app.database.db,
    );
    expect(made).toEqual({ accounts: [], password: null });
    expect((await signIn(`owner@${ALPHA.flavour}.test`)).status).toBe(400);
    expect((await signIn('admin@storefront.test')).status).toBe(400);
  });

  it('give every brand an owner and a member of staff who can sign in at once, and are made only once', async () => {
    const made = await seedDemoStaff(
      { NODE_ENV: 'development', DEV_STAFF_PASSWORD: undefined },
      t.app.database.db,
    );
    expect(made.password).toBe(DEMO_STAFF_PASSWORD);
    expect(made.accounts).toEqual(
      expect.arrayContaining([
        { email: 'admin@storefront.test', role: 'PlatformAdmin', flavour: null, created: true },
        { email: `owner@${ALPHA.flavour}.test`, role: 'BrandOwner', flavour: ALPHA.flavour, created: true },
        { email: `staff@${ALPHA.flavour}.test`, role: 'BrandStaff', flavour: ALPHA.flavour, created: true },
      ]),
    );
    const owner = await signIn(`owner@${ALPHA.flavour}.test`);
    expect(owner.status).toBe(200);
    const staff = await signIn(`staff@${ALPHA.flavour}.test`);
    expect(staff.status).toBe(200);
    // The member of staff is not an owner: the team screen is the owners'.
    const team = await t.request('GET', `/api/admin/${ALPHA.flavour}/team`, {
      token: staff.json<{ Data: { access_token: string } }>().Data.access_token,
    });
    expect(team.status).toBe(403);
    // The bistro's Clapham cook works at one branch (ADR 0047): the demo shows a branch's own board.
    expect(made.accounts).toContainEqual({
      email: 'clapham@bistro.test',
      role: 'BrandStaff',
      flavour: 'bistro',
      created: true,
      branch: 'Copperleaf Clapham',
    });
    const cook = await signIn('clapham@bistro.test');
    expect(cook.json<{ Data: { Staff: { Branch: unknown } } }>().Data.Staff.Branch).toEqual({
      BranchId: 12,
      Name: 'Copperleaf Clapham',
    });

    const again = await seedDemoStaff(
      { NODE_ENV: 'development', DEV_STAFF_PASSWORD: 'another-password' },
      t.app.database.db,
    );
    expect(again.accounts.every((a) => !a.created)).toBe(true);
    expect(again.accounts).toHaveLength(made.accounts.length);
  });

  it('are shown on the start banner with where to sign in, and the database without its password', () => {
    const env = loadEnv({
      NODE_ENV: 'development',
      DATABASE_URL: 'postgres://shop:very-secret@db.internal:5433/storefront',
    });
    const banner = startBanner({
      env,
      url: 'http://localhost:3000',
      driver: 'postgres',
      brands: [{ flavour: 'bistro', name: 'Copperleaf Bistro' }],
      staff: [
        { email: 'owner@bistro.test', role: 'BrandOwner', flavour: 'bistro', created: true },
        {
          email: 'clapham@bistro.test',
          role: 'BrandStaff',
          flavour: 'bistro',
          created: true,
          branch: 'Copperleaf Clapham',
        },
      ],
      staffPassword: DEMO_STAFF_PASSWORD,
    });
    expect(banner).toContain('http://localhost:3000/bistro/home');
    expect(banner).toContain('http://localhost:3000/bistro/admin/orders');
    expect(banner).toContain(`owner@{brand}.test / ${DEMO_STAFF_PASSWORD}`);
    expect(banner).toContain(
      `clapham@bistro.test / ${DEMO_STAFF_PASSWORD}   staff of Copperleaf Clapham only`,
    );
    expect(banner).toContain('PostgreSQL at db.internal:5433/storefront');
    expect(banner).not.toContain('very-secret');
    // One screen: a person reads it without scrolling.
    expect(banner.split('\n').length).toBeLessThan(25);
  });
});
