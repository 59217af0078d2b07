import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenResponse } from '@storefront/contract/auth';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { TEST_PASSWORD } from '../../test/fixtures';

describe.each(DRIVERS)('Token on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver);
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, brand = 'alpha') =>
    t.request('POST', '/Token', {
      form: { grant_type: 'password', username, password },
      headers: { BrandFlavor: brand },
    });

  it('logs in with a form-encoded password grant and sets an HttpOnly refresh cookie', async () => {
    const res = await login('ANN@alpha.test', TEST_PASSWORD);
    expect(res.status).toBe(200);
    const tokens = TokenResponse.parse(res.json());
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.expires_in).toBeLessThanOrEqual(900);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/refresh_token_\d+=.+; Max-Age=\d+; Path=\/Token; HttpOnly; SameSite=Strict/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const wrong = await login('ann@alpha.test', 'not-the-password');
    const unknown = await login('nobody@alpha.test', 'not-the-password');
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'The email or password is incorrect',
      Info: { Status: 400, Message: 'The email or password is incorrect' },
    });
  });

  it("does not log a customer into another brand's storefront", async () => {
    expect((await login('ann@alpha.test', TEST_PASSWORD, 'beta')).status).toBe(400);
  });

  it('rotates refresh tokens, and a replayed one revokes its whole family', async () => {
    const first = TokenResponse.parse((await login('bob@alpha.test', TEST_PASSWORD)).json());
    const refresh = (token: string) =>
      t.request('POST', '/Token', { form: { grant_type: 'refresh_token', refresh_token: token } });
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    const secondTokens = TokenResponse.parse(second.json());
    expect(secondTokens.refresh_token).not.toBe(first.refresh_token);
    // The first token again: a replay. It fails, and so does the token that replaced it.
    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await refresh(secondTokens.refresh_token)).status).toBe(400);
    // A new login starts a new family that works.
    const fresh = TokenResponse.parse((await login('bob@alpha.test', TEST_PASSWORD)).json());
    expect((await refresh(fresh.refresh_token)).status).toBe(200);
  });

  /** The refresh cookie a reply sets: its name (one per brand) and value. */
  const refreshCookieOf = (res: { headers: Record<string, unknown> }) => {
    const found = /(refresh_token_\d+)=([^;]+)/.exec(String(res.headers['set-cookie']));
    if (!found) throw new Error('no refresh cookie set');
    return { name: found[1]!, value: found[2]!, pair: `${found[1]}=${found[2]}` };
  };
  const refreshWithCookies = (cookie: string, brand: string) =>
    t.request('POST', '/Token', {
      form: { grant_type: 'refresh_token' },
      headers: { BrandFlavor: brand, cookie },
    });

  it("keeps each brand's refresh cookie: signing in at another brand leaves the first signed in", async () => {
    const alpha = refreshCookieOf(await login('ann@alpha.test', TEST_PASSWORD, 'alpha'));
    const beta = refreshCookieOf(await login('ann@beta.test', TEST_PASSWORD, 'beta'));
    expect(alpha.name).not.toBe(beta.name);
    const both = `${alpha.pair}; ${beta.pair}`;
    const atAlpha = await refreshWithCookies(both, 'alpha');
    expect(atAlpha.status).toBe(200);
    expect(TokenResponse.parse(atAlpha.json()).userName).toBe('ann@alpha.test');
    expect(refreshCookieOf(atAlpha).name).toBe(alpha.name);
    const atBeta = await refreshWithCookies(both, 'beta');
    expect(atBeta.status).toBe(200);
    expect(TokenResponse.parse(atBeta.json()).userName).toBe('ann@beta.test');
  });

  it("still refreshes with the one cookie of before, at its brand, moving it to the brand's own", async () => {
    const { value, name } = refreshCookieOf(await login('bob@alpha.test', TEST_PASSWORD, 'alpha'));
    const legacy = `refresh_token=${value}`;
    expect((await refreshWithCookies(legacy, 'beta')).status).toBe(400);
    const moved = await refreshWithCookies(legacy, 'alpha');
    expect(moved.status).toBe(200);
    expect(refreshCookieOf(moved).name).toBe(name);
    expect(String(moved.headers['set-cookie'])).toMatch(/refresh_token=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('rejects unknown grant types and missing fields with clear messages', async () => {
    const res = await t.request('POST', '/Token', { form: { grant_type: 'client_credentials' } });
    expect(res.status).toBe(400);
    expect(res.json<{ Info: { Message: string } }>().Info.Message).toContain('body.grant_type');
    const missing = await t.request('POST', '/Token', { form: { grant_type: 'refresh_token' } });
    expect(missing.status).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'invalid_request' });
  });
});
