import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, startApp, type TestApp } from './test/harness';
import { TEST_PASSWORD } from './test/fixtures';

/** A customer token of one brand can neither read nor change anything of another brand. */
describe.each(DRIVERS)('tenant isolation on %s', (driver) => {
  let t: TestApp;
  let alphaToken: string;
  let betaId: number;
  beforeAll(async () => {
    t = await startApp(driver);
    alphaToken = await t.login('alpha', 'ann@alpha.test', TEST_PASSWORD);
    const beta = await t.request('POST', '/Token', {
      form: {
        grant_type: 'password',
        username: 'ann@beta.test',
        password: TEST_PASSWORD,
        BrandFlavor: 'beta',
      },
    });
    betaId = beta.json<{ CustomerId: number }>().CustomerId;
  });
  afterAll(() => t.close());

  it("cannot read another brand's customer", async () => {
    const viaBeta = await t.request('POST', '/api/Customer/getCustomer/ann@beta.test/0', {
      body: { BrandFlavor: 'beta' },
      token: alphaToken,
    });
    expect(viaBeta.status).toBe(403);
    const viaAlpha = await t.request('POST', '/api/Customer/getCustomer/ann@beta.test/0', {
      body: { BrandFlavor: 'alpha' },
      token: alphaToken,
    });
    expect(viaAlpha.status).toBe(403);
    expect(viaAlpha.body).not.toContain('beta.test"');
  });

  it("cannot read or change another brand's favourites", async () => {
    const read = await t.request('GET', `/api/CustomerFavourites/getItems/${betaId}`, { token: alphaToken });
    expect(read.status).toBe(403);
    const write = await t.request('POST', '/api/CustomerFavourites/updateItem', {
      body: { FK_CustomerId: betaId, FK_ProductId: 9021, Status: true },
      token: alphaToken,
    });
    expect(write.status).toBe(403);
    const underBetaHeader = await t.request('GET', `/api/CustomerFavourites/getItems/${betaId}`, {
      token: alphaToken,
      headers: { BrandFlavor: 'beta' },
    });
    expect(underBetaHeader.status).toBe(403);
  });

  it("cannot favourite another brand's item, even for itself", async () => {
    const me = (
      await t.request('POST', '/api/Customer/getCustomer/ann@alpha.test/0', {
        body: { BrandFlavor: 'alpha' },
        token: alphaToken,
      })
    ).json<{
      Data: { CustomerId: number };
    }>().Data.CustomerId;
    const res = await t.request('POST', '/api/CustomerFavourites/updateItem', {
      body: { FK_CustomerId: me, FK_ProductId: 9021, Status: true },
      token: alphaToken,
    });
    expect(res.status).toBe(404);
  });

  it('cannot refresh a session into another brand', async () => {
    const login = await t.request('POST', '/Token', {
      form: {
        grant_type: 'password',
        username: 'bob@alpha.test',
        password: TEST_PASSWORD,
        BrandFlavor: 'alpha',
      },
    });
    const refresh = login.json<{ refresh_token: string }>().refresh_token;
    const res = await t.request('POST', '/Token', {
      form: { grant_type: 'refresh_token', refresh_token: refresh },
      headers: { BrandFlavor: 'beta' },
    });
    expect(res.status).toBe(400);
  });
});
