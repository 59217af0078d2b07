import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCustomerResponse } from '@storefront/contract/customer';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';
import { TEST_PASSWORD } from '../../test/fixtures';

describe.each(DRIVERS)('customer API on %s', (driver) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startApp(driver);
    token = await t.login('alpha', 'ann@alpha.test', TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('returns the signed-in customer without any password field', async () => {
    const res = await t.request('POST', '/api/Customer/getCustomer/ann@alpha.test/0', {
      body: { BrandFlavor: 'alpha' },
      token,
    });
    expect(res.status).toBe(200);
    const parsed = GetCustomerResponse.parse(res.json());
    expect(parsed.Data).toMatchObject({
      CustomerEmail: 'ann@alpha.test',
      CustomerFirstName: 'Ann',
      CustomerLastName: 'Example',
      CustomerMobile: '+44 7700 900001',
      FK_BrandId_Customer: 901,
    });
    expect(res.body.toLowerCase()).not.toContain('password');
  });

  it("refuses anonymous callers and another customer's record", async () => {
    const anonymous = await t.request('POST', '/api/Customer/getCustomer/ann@alpha.test/0', {
      body: { BrandFlavor: 'alpha' },
    });
    expect(anonymous.status).toBe(401);
    const other = await t.request('POST', '/api/Customer/getCustomer/bob@alpha.test/0', {
      body: { BrandFlavor: 'alpha' },
      token,
    });
    expect(other.status).toBe(403);
    const forged = await t.request('POST', '/api/Customer/getCustomer/ann@alpha.test/0', {
      body: { BrandFlavor: 'alpha' },
      token: token.slice(0, -4) + 'AAAA',
    });
    expect(forged.status).toBe(401);
  });

  it('unsubscribes known and unknown contacts alike, and needs the anti-forgery token', async () => {
    for (const Token of ['bob@alpha.test', '+44 7700 900001', 'stranger@example.com']) {
      const res = await t.request('POST', '/api/Customer/UnsubscribeCustomerMarketingPreferences', {
        body: { BrandFlavor: 'alpha', Token },
      });
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({ Info: { Status: 200, Message: 'Unsubscribed Successfully' } });
    }
    const blank = await t.request('POST', '/api/Customer/UnsubscribeCustomerMarketingPreferences', {
      body: { BrandFlavor: 'alpha', Token: '  ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.json()).toMatchObject({
      Info: { Status: 400 },
      Errors: [{ Path: 'body.Token', Message: 'Enter your email or mobile number' }],
    });
    const forged = await t.request('POST', '/api/Customer/UnsubscribeCustomerMarketingPreferences', {
      body: { BrandFlavor: 'alpha', Token: 'bob@alpha.test' },
      csrf: false,
    });
    expect(forged.status).toBe(403);
    expect(forged.json()).toEqual({
      Info: { Status: 403, Message: 'Security check failed: reload the page and try again' },
    });
  });
});
