import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetConfigResponse } from '@storefront/contract/brand-config';
import { WebCustomerResponse } from '@storefront/contract/web-customer-config';
import { DRIVERS, startApp, type TestApp } from '../../test/harness';

describe.each(DRIVERS)('brand API on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(driver);
  });
  afterAll(() => t.close());

  it('serves the web customer configuration in the spec shape, with an ETag', async () => {
    const res = await t.request('GET', '/api/Brand/getBrandInfo/alpha/WebCustomer');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const parsed = WebCustomerResponse.parse(res.json());
    expect(parsed.Info.Status).toBe(200);
    expect(parsed.Data.BrandData).toMatchObject({
      BrandId: 901,
      BrandName: 'Test alpha',
      BrandFlavor: 'alpha',
    });
    expect(parsed.Data.TemplateData.DynamicStyle.PrimaryColors).toBe('#1f3a5f');
    // Defaults are filled in on import, so clients see every switch.
    expect(parsed.Data.CheckoutDetail).toMatchObject({
      AllowLogin: true,
      ShowHeaderCartIcon: true,
      DistributorLogin: false,
    });
    expect(parsed.Data.BusinessInfo.HeaderRewardIcon).toBe(true);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.request('GET', '/api/Brand/getBrandInfo/alpha/WebCustomer', {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('finds brands case-insensitively and answers 404 in the envelope for unknown ones', async () => {
    expect((await t.request('GET', '/api/Brand/getBrandInfo/ALPHA/WebCustomer')).status).toBe(200);
    const res = await t.request('GET', '/api/Brand/getBrandInfo/nowhere/WebCustomer');
    expect(res.status).toBe(404);
    expect(res.json()).toEqual({ Info: { Status: 404, Message: "Brand 'nowhere' was not found" } });
  });

  it('serves the brand configuration, with or without a postcode and order option', async () => {
    const res = await t.request('POST', '/api/Order/v2/getConfig/alpha', {
      body: { Postcode: 'N1 1AA', OrderOption: 'Delivery' },
    });
    const parsed = GetConfigResponse.parse(res.json());
    expect(parsed.Data).toEqual({
      Active: true,
      StopOnlineDeliveryOrders: false,
      StopOnlineCollectionOrders: false,
      StopOnlineEatInOrders: true,
      MinDeliveryTime: 45,
      MinCollectionTime: 20,
      MinEatInTime: 15,
      DeliveryFrom: '11:30',
      CollectionFrom: '11:00',
      EatInFrom: '12:00',
    });
    const empty = await t.request('POST', '/api/Order/v2/getConfig/alpha');
    expect(empty.status, empty.body).toBe(200);
    const bad = await t.request('POST', '/api/Order/v2/getConfig/alpha', {
      body: { Postcode: 'not a postcode' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({
      Errors: [{ Path: 'body.Postcode', Message: 'Enter a valid UK postcode' }],
    });
  });
});
