import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from './db/schema';
import { createStaffAccount } from './modules/staff/staff.service';
import { DRIVERS, startApp, type TestApp } from './test/harness';

const STAFF_PASSWORD = 'staff-password-for-tests';

/**
 * Links in emails (a password reset, a staff invitation) point at PUBLIC_URL, else at the request's own host
 * only when it is an allowed one (ALLOWED_HOSTS; localhost and 127.0.0.1 on PORT by default), else at the
 * first allowed host: never at a Host header anyone can write (ADR 0050).
 */
describe.each(DRIVERS)('links in emails on %s', (driver) => {
  const setups = {
    defaults: { PORT: '3000' },
    allowed: { PORT: '3000', ALLOWED_HOSTS: 'Staging.Example.org, localhost:3000' },
    public: { PORT: '3000', ALLOWED_HOSTS: 'staging.example.org', PUBLIC_URL: 'https://shop.example.com/' },
  } as const;
  const apps = {} as Record<keyof typeof setups, { t: TestApp; owner: string }>;

  beforeAll(async () => {
    for (const [name, env] of Object.entries(setups)) {
      const t = await startApp(driver, env);
      const email = `links-${name}-${randomUUID().slice(0, 8)}@staff.test`;
      await createStaffAccount(t.app.database.db, {
        email,
        name: 'Owner',
        role: 'BrandOwner',
        brandId: 901,
        password: STAFF_PASSWORD,
      });
      const signedIn = await t.request('POST', '/api/admin/Token', {
        body: { grant_type: 'password', username: email, password: STAFF_PASSWORD },
      });
      expect(signedIn.status, signedIn.body).toBe(200);
      const owner = signedIn.json<{ Data: { access_token: string } }>().Data.access_token;
      apps[name as keyof typeof setups] = { t, owner };
    }
  });
  afterAll(() => Promise.all(Object.values(apps).map(({ t }) => t.close())));

  const lastMailTo = async (t: TestApp, to: string) => {
    await t.app.afterReply.settled();
    const [mail] = await t.app.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, to))
      .orderBy(desc(outbox.id))
      .limit(1);
    return mail?.text ?? '';
  };
  /** The link of a password reset asked for with this Host header. */
  const resetLink = async (setup: keyof typeof setups, host: string) => {
    const { t } = apps[setup];
    const email = `reset-${randomUUID().slice(0, 8)}@example.test`;
    const registered = await t.request('POST', '/api/Customer/register', {
      body: {
        BrandFlavor: 'alpha',
        CustomerEmail: email,
        CustomerPassword: 'a-long-password',
        CustomerFirstName: 'Rey',
        CustomerLastName: 'Set',
      },
    });
    expect(registered.status, registered.body).toBe(200);
    const asked = await t.request('POST', '/api/Customer/forgotPassword', {
      body: { BrandFlavor: 'alpha', CustomerEmail: email },
      headers: { host },
    });
    expect(asked.status, asked.body).toBe(200);
    return /https?:\/\/\S+\/alpha\/forgot-password\?token=/.exec(await lastMailTo(t, email))?.[0];
  };
  /** The link of a staff invitation sent with this Host header. */
  const invitationLink = async (setup: keyof typeof setups, host: string) => {
    const { t, owner } = apps[setup];
    const email = `invitee-${randomUUID().slice(0, 8)}@staff.test`;
    const invited = await t.request('POST', '/api/admin/alpha/team/invitations', {
      token: owner,
      body: { Email: email, Name: 'New Staff', Role: 'BrandStaff' },
      headers: { host },
    });
    expect(invited.status, invited.body).toBe(200);
    return /https?:\/\/\S+\/alpha\/admin\/accept-invitation\?token=/.exec(await lastMailTo(t, email))?.[0];
  };

  it('sends a stranger Host to the first allowed host, and an allowed one to itself', async () => {
    for (const link of [resetLink, invitationLink]) {
      expect(await link('defaults', 'evil.example')).toMatch(/^http:\/\/localhost:3000\/alpha\//);
      expect(await link('defaults', 'localhost:4000')).toMatch(/^http:\/\/localhost:3000\/alpha\//);
      expect(await link('defaults', '127.0.0.1:3000')).toMatch(/^http:\/\/127\.0\.0\.1:3000\/alpha\//);
      expect(await link('allowed', 'evil.example')).toMatch(/^http:\/\/staging\.example\.org\/alpha\//);
      expect(await link('allowed', 'localhost:3000')).toMatch(/^http:\/\/localhost:3000\/alpha\//);
    }
  });

  it('uses PUBLIC_URL whatever the Host', async () => {
    for (const link of [resetLink, invitationLink]) {
      expect(await link('public', 'evil.example')).toMatch(/^https:\/\/shop\.example\.com\/alpha\//);
      expect(await link('public', 'staging.example.org')).toMatch(/^https:\/\/shop\.example\.com\/alpha\//);
    }
  });
});
