import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser, type FakeBrowser } from '../test/fake-browser';
import { chooseDeliveryType, readDeliveryType } from './delivery-type-store';

let browser: FakeBrowser;
beforeEach(() => {
  browser = fakeBrowser();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the delivery type', () => {
  it("is stored locally under deliveryType with the spec's values", () => {
    expect(readDeliveryType()).toBeNull();
    chooseDeliveryType('Store');
    expect(browser.localStorage.getItem('deliveryType')).toBe('Store');
    expect(readDeliveryType()).toBe('Store');
  });
  it('reads an unknown stored value as none chosen', () => {
    browser.localStorage.setItem('deliveryType', 'Delivery');
    expect(readDeliveryType()).toBeNull();
  });
});
