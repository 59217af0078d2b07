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
    expect(parsed.Data).toMatchObject({
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
      DeliveryFee: 0,
      MinDeliveryOrder: 0,
      DeliveryAreas: [],
    });
    // A brand without areas delivers everywhere.
    expect(parsed.Data.DeliveryCheck).toEqual({
      Postcode: 'N1 1AA',
      Delivers: true,
      AreaName: null,
      DeliveryFee: 0,
      MinDeliveryOrder: 0,
      Message: 'We deliver to N1 1AA: free delivery',
    });
    expect(Date.parse(parsed.Data.ServerTime!)).toBeGreaterThan(Date.now() - 60_000);
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

  it("answers whether the brand delivers to a postcode, with the area's fee and minimum order", async () => {
    const check = async (Postcode: string) =>
      GetConfigResponse.parse(
        (await t.request('POST', '/api/Order/v2/getConfig/bistro', { body: { Postcode } })).json(),
      ).Data.DeliveryCheck;
    expect(await check('n1 7aa')).toEqual({
      Postcode: 'N1 7AA',
      Delivers: true,
      AreaName: 'Islington',
      DeliveryFee: 2.5,
      MinDeliveryOrder: 15,
      Message: 'We deliver to N1 7AA: £2.50 delivery, minimum order £15.00',
    });
    expect(await check('SW11 1AA')).toMatchObject({
      AreaName: 'Battersea',
      DeliveryFee: 3.5,
      MinDeliveryOrder: 20,
    });
    expect(await check('SE1 9SG')).toMatchObject({
      Postcode: 'SE1 9SG',
      Delivers: false,
      AreaName: null,
      Message: 'Sorry, we do not deliver to SE1 9SG',
    });
    const config = GetConfigResponse.parse(
      (await t.request('POST', '/api/Order/v2/getConfig/bistro', { body: {} })).json(),
    ).Data;
    expect(config).toMatchObject({ DeliveryFee: 2.5, MinDeliveryOrder: 15 });
    expect(config.DeliveryAreas.map((a) => a.Name)).toContain('Islington');
    expect(config.DeliveryCheck).toBeUndefined();
  });
});
