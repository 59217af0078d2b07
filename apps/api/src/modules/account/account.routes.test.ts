import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerResponse } from '@storefront/contract/account';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';

describe.each(DRIVERS)('accounts on %s', (driver) => {
  let t: TestApp;
  const unique = `${driver}-${Date.now()}`;
  const email = (name: string) => `${name}-${unique}@example.test`;
  beforeAll(async () => {
    t = await startApp(driver);
  });
  afterAll(() => t.close());

  const register = (overrides: Record<string, unknown> = {}) =>
    t.request('POST', '/api/Customer/register', {
      body: {
        BrandFlavor: 'alpha',
        CustomerEmail: email('new'),
        CustomerPassword: 'a-long-password',
        CustomerFirstName: 'Nia',
        CustomerLastName: 'Newcomer',
        CustomerMobile: '+44 7700 900555',
        ...overrides,
      },
    });
  const login = (username: string, password: string) =>
    t.request('POST', '/Token', {
      form: { grant_type: 'password', username, password, BrandFlavor: 'alpha' },
    });
  const tokensOf = async (username: string, password: string) => {
    const res = await login(username, password);
    expect(res.status, res.body).toBe(200);
    return res.json<{ access_token: string; refresh_token: string }>();
  };
  const mailbox = async () =>
    (await t.request('GET', '/dev/mailbox.json')).json<{
      messages: { recipient: string; subject: string; text: string }[];
    }>().messages;

  it('registers a customer who can then log in; the same email again is refused', async () => {
    const res = await register();
    expect(res.status, res.body).toBe(200);
    const created = CustomerResponse.parse(res.json());
    expect(created.Data).toMatchObject({
      CustomerEmail: email('new'),
      CustomerFirstName: 'Nia',
      FK_BrandId_Customer: 901,
    });
    expect(res.body.toLowerCase()).not.toContain('password');
    await tokensOf(email('NEW'), 'a-long-password');
    const again = await register({ CustomerEmail: email('new').toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.json<{ Info: { Message: string } }>().Info.Message).toContain('already exists');
  });

  it('explains invalid registrations field by field', async () => {
    const res = await register({
      CustomerEmail: 'not-an-email',
      CustomerPassword: 'short',
      CustomerFirstName: ' ',
    });
    expect(res.status).toBe(400);
    const paths = res.json<{ Errors: { Path: string; Message: string }[] }>().Errors;
    expect(paths).toEqual(
      expect.arrayContaining([
        { Path: 'body.CustomerEmail', Message: 'Enter a valid email address' },
        { Path: 'body.CustomerPassword', Message: 'Use at least 8 characters' },
        { Path: 'body.CustomerFirstName', Message: 'Enter your first name' },
      ]),
    );
  });

  it('resets a forgotten password through a single-use emailed link, answering unknown emails the same', async () => {
    await register({ CustomerEmail: email('forgetful') });
    const session = await tokensOf(email('forgetful'), 'a-long-password');
    const known = await t.request('POST', '/api/Customer/forgotPassword', {
      body: { BrandFlavor: 'alpha', CustomerEmail: email('forgetful') },
    });
    const unknown = await t.request('POST', '/api/Customer/forgotPassword', {
      body: { BrandFlavor: 'alpha', CustomerEmail: email('nobody') },
    });
    expect(known.status).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    // The email is sent after the answer.
    await t.app.afterReply.settled();
    const messages = await mailbox();
    expect(messages.some((m) => m.recipient === email('nobody'))).toBe(false);
    const mail = messages.find((m) => m.recipient === email('forgetful'));
    expect(mail?.subject).toBe('Reset your Test alpha password');
    const token = /forgot-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();

    const reset = (NewPassword: string) =>
      t.request('POST', '/api/Customer/resetPassword', {
        body: { BrandFlavor: 'alpha', Token: token, NewPassword },
      });
    expect((await reset('a-brand-new-password')).status).toBe(200);
    expect((await reset('yet-another-password')).json()).toMatchObject({
      Info: { Status: 400, Message: expect.stringContaining('expired or was already used') as string },
    });
    expect((await login(email('forgetful'), 'a-long-password')).status).toBe(400);
    await tokensOf(email('forgetful'), 'a-brand-new-password');
    // Sessions from before the reset are signed out.
    const refresh = await t.request('POST', '/Token', {
      form: { grant_type: 'refresh_token', refresh_token: session.refresh_token },
    });
    expect(refresh.status).toBe(400);
    // A reset link of one brand does nothing in another.
    expect(
      (
        await t.request('POST', '/api/Customer/resetPassword', {
          body: { BrandFlavor: 'beta', Token: token, NewPassword: 'whatever-password' },
        })
      ).status,
    ).toBe(400);
  });

  it('updates details, refusing an email another customer has', async () => {
    await register({ CustomerEmail: email('mover') });
    const { access_token } = await tokensOf(email('mover'), 'a-long-password');
    const update = (body: Record<string, unknown>) =>
      t.request('POST', '/api/Customer/updateCustomer', {
        token: access_token,
        body: { CustomerFirstName: 'Mo', CustomerLastName: 'Ver', ...body },
      });
    const res = await update({ CustomerEmail: email('mover'), CustomerMobile: null });
    expect(res.status, res.body).toBe(200);
    expect(CustomerResponse.parse(res.json()).Data).toMatchObject({
      CustomerFirstName: 'Mo',
      CustomerMobile: null,
    });
    expect((await update({ CustomerEmail: 'ann@alpha.test' })).status).toBe(409);
    expect(
      (await t.request('POST', '/api/Customer/updateCustomer', { body: { CustomerEmail: email('mover') } }))
        .status,
    ).toBe(401);
  });

  it('changes the password only with the current one, then signs out every session', async () => {
    await register({ CustomerEmail: email('changer') });
    const first = await tokensOf(email('changer'), 'a-long-password');
    const change = (CurrentPassword: string) =>
      t.request('POST', '/api/Customer/changePassword', {
        token: first.access_token,
        body: { CurrentPassword, NewPassword: 'changed-password-1' },
      });
    expect((await change('wrong-password')).json()).toMatchObject({
      Info: { Status: 400, Message: 'Your current password is not correct' },
    });
    expect((await change('a-long-password')).status).toBe(200);
    expect(
      (
        await t.request('POST', '/Token', {
          form: { grant_type: 'refresh_token', refresh_token: first.refresh_token },
        })
      ).status,
    ).toBe(400);
    await tokensOf(email('changer'), 'changed-password-1');
  });

  it('deletes an account: personal data gone, login refused, the email free again', async () => {
    await register({ CustomerEmail: email('leaver') });
    const { access_token } = await tokensOf(email('leaver'), 'a-long-password');
    const del = (Password: string) =>
      t.request('POST', '/api/Customer/deleteAccount', { token: access_token, body: { Password } });
    expect((await del('nope-nope')).status).toBe(400);
    expect((await del('a-long-password')).status).toBe(200);
    expect((await login(email('leaver'), 'a-long-password')).status).toBe(400);
    const lookup = await t.request('POST', `/api/Customer/getCustomer/${email('leaver')}/0`, {
      token: access_token,
      body: { BrandFlavor: 'alpha' },
    });
    // The deleted account's access token is refused at once, whatever its remaining lifetime.
    expect(lookup.status).toBe(401);
    expect((await register({ CustomerEmail: email('leaver') })).status).toBe(200);
  });

  it('a stolen access token dies at sign-out and at a password change, on every session', async () => {
    await register({ CustomerEmail: email('stolen') });
    const previousOrders = (token: string) =>
      t.request('GET', '/api/Order/previousOrders', { token, headers: { BrandFlavor: 'alpha' } });
    const phone = await tokensOf(email('stolen'), 'a-long-password');
    const laptop = await tokensOf(email('stolen'), 'a-long-password');
    expect((await previousOrders(phone.access_token)).status).toBe(200);
    // Signing out on the laptop ends the phone's (or a thief's copy of its) access token too.
    expect((await t.request('POST', '/api/Customer/logout', { token: laptop.access_token })).status).toBe(
      200,
    );
    for (const token of [phone.access_token, laptop.access_token]) {
      const refused = await previousOrders(token);
      expect(refused.status).toBe(401);
      expect(refused.json()).toMatchObject({
        Info: { Message: 'Your session has ended, please log in again' },
      });
    }
    // A new sign-in works; a password change then ends it as well.
    const fresh = await tokensOf(email('stolen'), 'a-long-password');
    expect((await previousOrders(fresh.access_token)).status).toBe(200);
    const change = await t.request('POST', '/api/Customer/changePassword', {
      token: fresh.access_token,
      body: { CurrentPassword: 'a-long-password', NewPassword: 'changed-password-2' },
    });
    expect(change.status).toBe(200);
    expect((await previousOrders(fresh.access_token)).status).toBe(401);
    const after = await tokensOf(email('stolen'), 'changed-password-2');
    expect((await previousOrders(after.access_token)).status).toBe(200);
  });

  it('logs out every session', async () => {
    await register({ CustomerEmail: email('quitter') });
    const session = await tokensOf(email('quitter'), 'a-long-password');
    const res = await t.request('POST', '/api/Customer/logout', { token: session.access_token });
    expect(res.status).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/refresh_token_\d+=;.*Expires=Thu, 01 Jan 1970/);
    expect(
      (
        await t.request('POST', '/Token', {
          form: { grant_type: 'refresh_token', refresh_token: session.refresh_token },
        })
      ).status,
    ).toBe(400);
  });
});
