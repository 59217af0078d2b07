import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { TEST_PASSWORD } from '../../test/fixtures';

/**
 * Who the client is (TRUST_PROXY) and how sign-in limits resist lock-outs (ADR 0032). Each test uses its own
 * account and addresses: the counters live in the app (no REDIS_URL here).
 */
describe.each(DRIVERS)('sign-in limits on %s', (driver) => {
  let t: TestApp;
  let proxied: TestApp;
  const unique = `${driver}-${Date.now()}`;
  const email = (name: string) => `${name}-${unique}@example.test`;
  beforeAll(async () => {
    [t, proxied] = await Promise.all([
      startApp(driver),
      // One load balancer in front, at 10.0.0.2: the address before it in X-Forwarded-For is the client's.
      startApp(driver, { TRUST_PROXY: '1' }),
    ]);
    for (const name of ['target', 'spoof', 'known', 'reset'])
      expect(
        (
          await t.request('POST', '/api/Customer/register', {
            body: {
              BrandFlavor: 'alpha',
              CustomerEmail: email(name),
              CustomerPassword: TEST_PASSWORD,
              CustomerFirstName: 'Lim',
              CustomerLastName: 'Ited',
              MarketingOptIn: false,
            },
          })
        ).status,
      ).toBe(200);
  });
  afterAll(() => Promise.all([t.close(), proxied.close()]));

  const login = (
    app: TestApp,
    username: string,
    password: string,
    from: { remoteAddress?: string; forwardedFor?: string } = {},
  ) =>
    app.request('POST', '/Token', {
      form: { grant_type: 'password', username, password, BrandFlavor: 'alpha' },
      remoteAddress: from.remoteAddress,
      headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
    });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy: the limit stays on the real address', async () => {
    // Twenty-two failures over many accounts from 10.9.9.9: its per-address limit (twenty) is reached.
    for (let i = 0; i < 22; i++)
      await login(t, `nobody-${i}-${unique}@example.test`, 'wrong', { remoteAddress: '10.9.9.9' });
    // Claiming another address changes nothing: the right password of a real account is refused too.
    const spoofed = await login(t, email('spoof'), TEST_PASSWORD, {
      remoteAddress: '10.9.9.9',
      forwardedFor: '10.9.9.10',
    });
    expect(spoofed.status).toBe(429);
    // Another real address is not limited.
    expect((await login(t, email('spoof'), TEST_PASSWORD, { remoteAddress: '10.9.9.11' })).status).toBe(200);
  });

  it('behind one trusted hop, limits the client named by the proxy, not the proxy itself', async () => {
    const viaProxy = (username: string, password: string, client: string) =>
      login(proxied, username, password, { remoteAddress: '10.0.0.2', forwardedFor: client });
    // A seeded customer: on PGlite each app has a database of its own.
    const ann = 'ann@alpha.test';
    for (let i = 0; i < 22; i++) await viaProxy(`nobody-${i}-${unique}@example.test`, 'wrong', '203.0.113.7');
    expect((await viaProxy(ann, TEST_PASSWORD, '203.0.113.7')).status).toBe(429);
    // A client spoofing an extra hop is still itself: only the last hop before the proxy counts.
    expect((await viaProxy(ann, TEST_PASSWORD, '198.51.100.1, 203.0.113.7')).status).toBe(429);
    // Everyone else behind the same load balancer still gets in.
    expect((await viaProxy(ann, TEST_PASSWORD, '203.0.113.8')).status).toBe(200);
  });

  it('bounds guessing spread over many addresses on one account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push(
        (await login(t, email('target'), `guess-${i}`, { remoteAddress: `192.0.2.${i + 1}` })).status,
      );
    // Twenty-one guesses are answered (the one past twenty starts the waits); the rest wait, whatever address they
    // come from, but for one that lands after a wait of 1, 2, then 4 s has run out on a slow machine.
    expect(statuses.slice(0, 21).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(21).filter((s) => s === 400).length).toBeLessThanOrEqual(3);
    expect(statuses.at(-1)).toBe(429);
    // A stranger's new address with the right password must wait too: the guesser cannot go faster by luck.
    const waiting = await login(t, email('target'), TEST_PASSWORD, { remoteAddress: '192.0.2.200' });
    expect(waiting.status).toBe(429);
    // It slows, it does not shut the door: the wait is at most a minute.
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it("lets the customer in from their own address after a stranger's failures", async () => {
    // The customer signed in from home before.
    expect((await login(t, email('known'), TEST_PASSWORD, { remoteAddress: '198.51.100.20' })).status).toBe(
      200,
    );
    // A stranger fails forty times from forty addresses.
    for (let i = 0; i < 40; i++)
      await login(t, email('known'), `guess-${i}`, { remoteAddress: `192.0.2.${100 + i}` });
    expect((await login(t, email('known'), 'guess', { remoteAddress: '192.0.2.180' })).status).toBe(429);
    // From home, the right password gets in at once.
    expect((await login(t, email('known'), TEST_PASSWORD, { remoteAddress: '198.51.100.20' })).status).toBe(
      200,
    );
  });

  it('a limited customer can still reset their password by email, and then sign in', async () => {
    for (let i = 0; i < 25; i++)
      await login(t, email('reset'), `guess-${i}`, { remoteAddress: `192.0.2.${50 + i}` });
    const from = '198.51.100.30';
    expect((await login(t, email('reset'), TEST_PASSWORD, { remoteAddress: from })).status).toBe(429);
    const forgot = await t.request('POST', '/api/Customer/forgotPassword', {
      body: { BrandFlavor: 'alpha', CustomerEmail: email('reset') },
      remoteAddress: from,
    });
    expect(forgot.status, forgot.body).toBe(200);
    await t.app.afterReply.settled();
    const messages = (await t.request('GET', '/dev/mailbox.json')).json<{
      messages: { recipient: string; text: string }[];
    }>().messages;
    const text = messages.find((m) => m.recipient === email('reset'))?.text ?? '';
    const token = /token=([\w-]+)/.exec(text)?.[1];
    expect(token).toBeTruthy();
    const reset = await t.request('POST', '/api/Customer/resetPassword', {
      body: { BrandFlavor: 'alpha', Token: token, NewPassword: 'a-brand-new-password' },
      remoteAddress: from,
    });
    expect(reset.status, reset.body).toBe(200);
    expect((await login(t, email('reset'), 'a-brand-new-password', { remoteAddress: from })).status).toBe(
      200,
    );
  });
});
