import type { WebCustomerConfig, WebCustomerResponse } from '@storefront/contract/web-customer-config';

let boot: WebCustomerConfig | null | undefined;

/**
 * The brand configuration the server put into the page (the getBrandInfo body, `#brand-boot`), when it is for
 * this brand: the first paint needs no API round trip. Read once; anything unusable counts as absent and the
 * app fetches the configuration as usual.
 */
export function bootBrandConfig(brand: string): WebCustomerConfig | undefined {
  if (boot === undefined) {
    boot = null;
    try {
      const text = document.getElementById('brand-boot')?.textContent;
      const body = text ? (JSON.parse(text) as Partial<WebCustomerResponse>) : undefined;
      if (body?.Info?.Status === 200 && body.Data?.BrandData) boot = body.Data;
    } catch {
      boot = null;
    }
  }
  return boot && boot.BrandData.BrandFlavor.toLowerCase() === brand.toLowerCase() ? boot : undefined;
}
