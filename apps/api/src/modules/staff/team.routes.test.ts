import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffTokenResponse } from '@storefront/contract/admin';
import {
  InvitationDetailsResponse,
  InvitationResponse,
  PlatformBrandsResponse,
  TeamResponse,
} from '@storefront/contract/team';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { TEST_PASSWORD } from '../../test/fixtures';
import { auditLog, outbox, staffInvitations } from '../../db/schema';
import { createBrandFileService } from '../brand-file/brand-file.service';
import { createStaffAccount } from './staff.service';

const STAFF_PASSWORD = 'staff-password-for-tests';
/** The API test brand ids reserved for these tests: one created through the platform route, one with one owner. */
const NEW_BRAND_ID = 951;
const SOLO = { id: 952, flavour: 'roles-solo' } as const;

describe.each(DRIVERS)('roles and accounts on %s', (driver) => {
  let t: TestApp;
  const tag = `${driver}-${randomUUID().slice(0, 8)}`;
  const email = (who: string) => `${who}-${tag}@team.test`;
  const tokens = { alphaOwner: '', alphaStaff: '', betaOwner: '', soloOwner: '', admin: '', customer: '' };
  const ids = { alphaOwner: 0, betaOwner: 0, soloOwner: 0 };

  const signIn = async (address: string, password = STAFF_PASSWORD) => {
    const res = await t.request('POST', '/api/admin/Token', {
      body: { grant_type: 'password', username: address, password },
    });
    return res;
  };
  const refreshCookie = (res: { headers: Record<string, unknown> }) =>
    String([res.headers['set-cookie']].flat().find((c) => String(c).startsWith('staff_refresh='))).split(
      ';',
    )[0]!;
  const invite = (token: string, brand: string, body: Record<string, unknown>) =>
    t.request('POST', `/api/admin/${brand}/team/invitations`, { token, body });
  /** The link's token, read from the last email to the address (the development outbox). */
  const linkToken = async (to: string) => {
    const [mail] = await t.app.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, to))
      .orderBy(desc(outbox.id))
      .limit(1);
    const match = /accept-invitation\?token=([\w-]+)/.exec(mail?.text ?? '');
    expect(match, `an invitation email to ${to}`).toBeTruthy();
    return match![1]!;
  };
  const accept = (token: string, password = 'a-password-of-my-own') =>
    t.request('POST', '/api/admin/Invitation/accept', { body: { Token: token, Password: password } });

  beforeAll(async () => {
    t = await startApp(driver);
    const db = t.app.database.db;
    const make = async (
      who: string,
      role: 'PlatformAdmin' | 'BrandOwner' | 'BrandStaff',
      brandId: number | null,
    ) =>
      (
        await createStaffAccount(db, {
          email: email(who),
          name: who,
          role,
          brandId,
          password: STAFF_PASSWORD,
        })
      ).id;
    ids.alphaOwner = await make('alpha-owner', 'BrandOwner', 901);
    await make('alpha-staff', 'BrandStaff', 901);
    ids.betaOwner = await make('beta-owner', 'BrandOwner', 902);
    await make('admin', 'PlatformAdmin', null);
    // A brand of these tests alone (the PostgreSQL database is shared by every test file): it has one owner.
    const files = createBrandFileService(db);
    const solo = (await files.exportBrand('beta'))!;
    solo.WebCustomer.BrandData.BrandId = SOLO.id;
    solo.WebCustomer.BrandData.BrandFlavor = SOLO.flavour;
    expect((await files.importBrands([{ source: 'solo', document: solo }])).ok).toBe(true);
    ids.soloOwner = await make('solo-owner', 'BrandOwner', SOLO.id);
    for (const [key, who] of [
      ['alphaOwner', 'alpha-owner'],
      ['alphaStaff', 'alpha-staff'],
      ['betaOwner', 'beta-owner'],
      ['soloOwner', 'solo-owner'],
      ['admin', 'admin'],
    ] as const)
      tokens[key] = StaffTokenResponse.parse((await signIn(email(who))).json()).Data.access_token;
    tokens.customer = await t.login('alpha', 'ann@alpha.test', TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('invites staff with a single-use link whose token is stored only as a hash; the invitee signs in with their own password', async () => {
    const res = await invite(tokens.alphaOwner, 'alpha', {
      Email: email('newcomer').toUpperCase(),
      Name: 'Nia Newcomer',
      Role: 'BrandStaff',
    });
    expect(res.status, res.body).toBe(200);
    const invitation = InvitationResponse.parse(res.json()).Data;
    expect(invitation).toMatchObject({
      Email: email('newcomer'),
      Role: 'BrandStaff',
      InvitedBy: email('alpha-owner'),
    });
    const token = await linkToken(email('newcomer'));

    // At rest: the SHA-256 of the token, never the token.
    const [row] = await t.app.database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.id, invitation.InvitationId));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    const details = await t.request('POST', '/api/admin/Invitation', { body: { Token: token } });
    expect(InvitationDetailsResponse.parse(details.json()).Data).toMatchObject({
      Email: email('newcomer'),
      Role: 'BrandStaff',
      Brand: 'alpha',
    });
    // The customers' password rules.
    const short = await accept(token, 'short');
    expect(short.status).toBe(400);
    expect(short.json<{ Errors: { Path: string }[] }>().Errors[0]!.Path).toBe('body.Password');

    const accepted = await accept(token);
    expect(accepted.status, accepted.body).toBe(200);
    const session = StaffTokenResponse.parse(accepted.json()).Data;
    expect(session.Staff).toMatchObject({ Email: email('newcomer'), Role: 'BrandStaff', Brand: 'alpha' });
    expect(refreshCookie(accepted)).toMatch(/^staff_refresh=.+/);
    const me = await t.request('GET', '/api/admin/alpha/me', { token: session.access_token });
    expect(me.status).toBe(200);
    expect((await signIn(email('newcomer'), 'a-password-of-my-own')).status).toBe(200);

    // Single use: the link, and its details, are dead now.
    expect((await accept(token, 'another-password-123')).status).toBe(400);
    expect((await t.request('POST', '/api/admin/Invitation', { body: { Token: token } })).status).toBe(400);
    expect((await signIn(email('newcomer'), 'another-password-123')).status).toBe(400);

    const team = TeamResponse.parse(
      (await t.request('GET', '/api/admin/alpha/team', { token: tokens.alphaOwner })).json(),
    ).Data;
    expect(team.Members.map((m) => m.Email)).toContain(email('newcomer'));
    expect(team.Invitations.map((i) => i.Email)).not.toContain(email('newcomer'));
    const actions = await t.app.database.db
      .select({ action: auditLog.action, who: auditLog.staffEmail })
      .from(auditLog)
      .where(sql`${auditLog.subject} like ${`%${email('newcomer')}%`}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'team.invite', who: email('alpha-owner') },
        { action: 'team.accept', who: email('newcomer') },
      ]),
    );
  });

  it('refuses an expired, a revoked and a replaced link', async () => {
    const expiring = await invite(tokens.alphaOwner, 'alpha', {
      Email: email('late'),
      Name: 'Late',
      Role: 'BrandStaff',
    });
    const id = InvitationResponse.parse(expiring.json()).Data.InvitationId;
    const token = await linkToken(email('late'));
    await t.app.database.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.id, id));
    expect((await t.request('POST', '/api/admin/Invitation', { body: { Token: token } })).status).toBe(400);
    expect((await accept(token)).status).toBe(400);

    await invite(tokens.alphaOwner, 'alpha', { Email: email('revoked'), Name: 'Rev', Role: 'BrandStaff' });
    const first = await linkToken(email('revoked'));
    // Inviting again replaces the first link.
    const again = InvitationResponse.parse(
      (
        await invite(tokens.alphaOwner, 'alpha', { Email: email('revoked'), Name: 'Rev', Role: 'BrandOwner' })
      ).json(),
    ).Data;
    const second = await linkToken(email('revoked'));
    expect(second).not.toBe(first);
    expect((await accept(first)).status).toBe(400);
    const revoked = await t.request(
      'POST',
      `/api/admin/alpha/team/invitations/${again.InvitationId}/revoke`,
      { token: tokens.alphaOwner, body: {} },
    );
    expect(revoked.status, revoked.body).toBe(200);
    expect((await accept(second)).status).toBe(400);
    // Another brand's owner cannot revoke alpha's invitations, even through their own brand's path.
    const other = await t.request('POST', `/api/admin/beta/team/invitations/${again.InvitationId}/revoke`, {
      token: tokens.betaOwner,
      body: {},
    });
    expect(other.status).toBe(404);
  });

  it('lets only owners invite, each into their own brand; an active account cannot be invited again', async () => {
    const body = { Email: email('nobody'), Name: 'Nobody', Role: 'BrandStaff' };
    expect((await invite(tokens.alphaStaff, 'alpha', body)).status).toBe(403);
    expect((await invite(tokens.betaOwner, 'alpha', body)).status).toBe(403);
    expect((await invite(tokens.customer, 'alpha', body)).status).toBe(403);
    expect((await t.request('POST', '/api/admin/alpha/team/invitations', { body })).status).toBe(401);
    expect((await t.request('GET', '/api/admin/alpha/team', { token: tokens.alphaStaff })).status).toBe(403);
    // Nobody was invited by those calls.
    const rows = await t.app.database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, email('nobody')));
    expect(rows).toEqual([]);
    // Owners invite owners too; the platform admin invites into any brand.
    expect((await invite(tokens.alphaOwner, 'alpha', { ...body, Role: 'BrandOwner' })).status).toBe(200);
    expect(
      (await invite(tokens.admin, 'beta', { ...body, Email: email('b-owner'), Role: 'BrandOwner' })).status,
    ).toBe(200);
    expect((await invite(tokens.alphaOwner, 'alpha', { ...body, Role: 'PlatformAdmin' })).status).toBe(400);
    expect((await invite(tokens.alphaOwner, 'alpha', { ...body, Email: email('alpha-staff') })).status).toBe(
      409,
    );
  });

  it('removes a member: their sessions end at once; the last owner stays', async () => {
    await createStaffAccount(t.app.database.db, {
      email: email('leaver'),
      name: 'Leaver',
      role: 'BrandStaff',
      brandId: 901,
      password: STAFF_PASSWORD,
    });
    const signedIn = await signIn(email('leaver'));
    const access = StaffTokenResponse.parse(signedIn.json()).Data;
    const cookie = refreshCookie(signedIn);
    expect((await t.request('GET', '/api/admin/alpha/orders', { token: access.access_token })).status).toBe(
      200,
    );

    // The leaver has the board open: the stream ends soon after the removal (it rechecks every 5 s).
    const ticket = (
      await t.request('POST', '/api/admin/alpha/events/ticket', { token: access.access_token })
    ).json<{ Data: { Ticket: string } }>().Data.Ticket;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    let streamEndedAt = 0;
    let opened = () => {};
    const streamOpen = new Promise<void>((resolve) => (opened = resolve));
    const streamEnded = new Promise<void>((resolve, reject) => {
      const req = http.get(`http://127.0.0.1:${port}/api/admin/alpha/events?ticket=${ticket}`, (res) => {
        if (res.statusCode !== 200) reject(new Error(`stream answered ${res.statusCode}`));
        opened();
        res.resume();
        res.on('end', () => {
          streamEndedAt = Date.now();
          resolve();
        });
      });
      req.on('error', reject);
      setTimeout(() => {
        req.destroy();
        reject(new Error('the board stream stayed open after the removal'));
      }, 20_000);
    });

    await Promise.race([streamOpen, streamEnded]);
    const path = `/api/admin/alpha/team/members/${access.Staff.StaffId}/remove`;
    expect((await t.request('POST', path, { token: tokens.alphaStaff, body: {} })).status).toBe(403);
    expect((await t.request('POST', path, { token: tokens.betaOwner, body: {} })).status).toBe(403);
    // Beta's owner cannot reach alpha's member through beta's path either.
    const viaBeta = `/api/admin/beta/team/members/${access.Staff.StaffId}/remove`;
    expect((await t.request('POST', viaBeta, { token: tokens.betaOwner, body: {} })).status).toBe(404);
    const removed = await t.request('POST', path, { token: tokens.alphaOwner, body: {} });
    expect(removed.status, removed.body).toBe(200);
    const removedAt = Date.now();
    await streamEnded;
    expect(streamEndedAt - removedAt).toBeLessThan(8_000);
    // The browser reconnects with the same ticket: refused now.
    const again = await t.request('GET', `/api/admin/alpha/events?ticket=${ticket}`);
    expect(again.status).toBe(401);

    // The access token still within its 15 minutes is refused, and so is the refresh cookie and the password.
    expect((await t.request('GET', '/api/admin/alpha/orders', { token: access.access_token })).status).toBe(
      401,
    );
    const refreshed = await t.request('POST', '/api/admin/Token', {
      body: { grant_type: 'refresh_token' },
      headers: { cookie },
    });
    expect(refreshed.status).toBe(400);
    expect((await signIn(email('leaver'))).status).toBe(400);
    const team = TeamResponse.parse(
      (await t.request('GET', '/api/admin/alpha/team', { token: tokens.alphaOwner })).json(),
    ).Data;
    expect(team.Members.map((m) => m.Email)).not.toContain(email('leaver'));
    const [entry] = await t.app.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'team.remove' and ${auditLog.subject} like ${`%${email('leaver')}%`}`);
    expect(entry).toMatchObject({ staffEmail: email('alpha-owner'), brandId: 901 });

    // The solo brand has one owner: they cannot remove themself, nor can the platform admin remove them.
    const last = `/api/admin/${SOLO.flavour}/team/members/${ids.soloOwner}/remove`;
    const self = await t.request('POST', last, { token: tokens.soloOwner, body: {} });
    expect(self.status).toBe(409);
    expect(self.json<{ Info: { Message: string } }>().Info.Message).toMatch(/last owner/);
    expect((await t.request('POST', last, { token: tokens.admin, body: {} })).status).toBe(409);
    expect(
      (await t.request('GET', `/api/admin/${SOLO.flavour}/orders`, { token: tokens.soloOwner })).status,
    ).toBe(200);
  });

  it('keeps the platform routes to platform admins; a platform admin creates a brand and invites its owner', async () => {
    for (const [who, token, status] of [
      ['anonymous', undefined, 401],
      ['a customer', tokens.customer, 403],
      ['an owner', tokens.alphaOwner, 403],
      ['staff', tokens.alphaStaff, 403],
    ] as const) {
      expect((await t.request('GET', '/api/admin/platform/brands', { token })).status, who).toBe(status);
      const created = await t.request('POST', '/api/admin/platform/brands', {
        token,
        body: { BrandFile: {}, OwnerEmail: email('x'), OwnerName: 'X' },
      });
      expect(created.status, who).toBe(status);
    }
    const list = PlatformBrandsResponse.parse(
      (await t.request('GET', '/api/admin/platform/brands', { token: tokens.admin })).json(),
    ).Data;
    expect(list.find((b) => b.Flavour === 'alpha')).toMatchObject({ BrandId: 901 });
    expect(list.find((b) => b.Flavour === 'alpha')!.Owners).toBeGreaterThanOrEqual(1);

    const file = (await createBrandFileService(t.app.database.db).exportBrand('alpha'))!;
    const flavour = `roles-${driver}`;
    file.WebCustomer.BrandData.BrandId = NEW_BRAND_ID;
    file.WebCustomer.BrandData.BrandFlavor = flavour;
    file.WebCustomer.BrandData.BrandName = 'Roles Kitchen';
    const create = (BrandFile: unknown, OwnerEmail = email('founder')) =>
      t.request('POST', '/api/admin/platform/brands', {
        token: tokens.admin,
        body: { BrandFile, OwnerEmail, OwnerName: 'Fay Founder' },
      });

    // A broken file: every problem with its path, nothing written.
    const broken = await create({ ...file, Format: 'something-else' });
    expect(broken.status).toBe(400);
    expect(broken.json<{ Errors: { Path: string }[] }>().Errors.map((e) => e.Path)).toContain(
      'body.BrandFile.Format',
    );
    // An existing brand is never replaced from here.
    const existing = structuredClone(file);
    existing.WebCustomer.BrandData.BrandFlavor = 'alpha';
    existing.WebCustomer.BrandData.BrandId = 901;
    expect((await create(existing)).status).toBe(409);
    expect((await create(file, email('alpha-owner'))).status).toBe(409);
    const brandsNow = PlatformBrandsResponse.parse(
      (await t.request('GET', '/api/admin/platform/brands', { token: tokens.admin })).json(),
    ).Data;
    expect(brandsNow.map((b) => b.Flavour)).not.toContain(flavour);

    const created = await create(file);
    expect(created.status, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      Data: { Brand: { BrandId: NEW_BRAND_ID, Flavour: flavour }, Invitation: { Role: 'BrandOwner' } },
    });
    expect((await create(file)).status).toBe(409);
    const token = await linkToken(email('founder'));
    const accepted = await accept(token);
    expect(accepted.status, accepted.body).toBe(200);
    const owner = StaffTokenResponse.parse(accepted.json()).Data;
    expect(owner.Staff).toMatchObject({ Role: 'BrandOwner', Brand: flavour });
    const team = await t.request('GET', `/api/admin/${flavour}/team`, { token: owner.access_token });
    expect(team.status).toBe(200);
    // The new owner is an owner of their brand only.
    expect((await t.request('GET', '/api/admin/alpha/team', { token: owner.access_token })).status).toBe(403);
    const audit = await t.app.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.brandId, NEW_BRAND_ID));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['brand.create', 'team.invite', 'team.accept']),
    );
  });
});
