import { describe, expect, it } from 'vitest';
import {
  channelKey,
  channelNoun,
  checkoutBlock,
  deliveryTypeOf,
  deliveryTypeOptions,
  deliveryTypeLabel,
  isChannelStopped,
  isDeliveryType,
  isOfferedFor,
  stopFlag,
  stoppedChannelMessage,
  toOrderOption,
} from './delivery-type';

const flags = {
  StopOnlineDeliveryOrders: true,
  StopOnlineCollectionOrders: false,
  StopOnlineEatInOrders: false,
};

describe('delivery type', () => {
  it('accepts only the stored values Home, Store and EatIn', () => {
    expect(['Home', 'Store', 'EatIn'].every(isDeliveryType)).toBe(true);
    expect(isDeliveryType('Delivery')).toBe(false);
    expect(isDeliveryType(null)).toBe(false);
  });
  it('shows Home as Delivery and Store as Collection or Pickup', () => {
    expect(deliveryTypeLabel('Home')).toBe('Delivery');
    expect(deliveryTypeLabel('Store')).toBe('Collection');
    expect(deliveryTypeLabel('Store', 'Pickup')).toBe('Pickup');
    expect(deliveryTypeLabel('EatIn')).toBe('EatIn');
  });
  it('maps to the OrderOption of search and recommendations', () => {
    expect(toOrderOption('Home')).toBe('Delivery');
    expect(toOrderOption('Store')).toBe('Pickup');
    expect(toOrderOption('EatIn')).toBe('EatIn');
    expect(toOrderOption(null)).toBeUndefined();
  });
  it("reads the type's stop flag from the brand config", () => {
    expect(stopFlag('Home')).toBe('StopOnlineDeliveryOrders');
    expect(stopFlag('Store')).toBe('StopOnlineCollectionOrders');
    expect(stopFlag('EatIn')).toBe('StopOnlineEatInOrders');
    expect(isChannelStopped('Home', flags)).toBe(true);
    expect(isChannelStopped('Store', flags)).toBe(false);
    expect(isChannelStopped(null, flags)).toBe(false);
    expect(channelKey('Store')).toBe('Collection');
  });
  it("gives the spec's stopped-channel messages, or the brand's", () => {
    expect(stoppedChannelMessage('Delivery')).toBe(
      'Sorry for the inconvenience, Home Delivery is not avaiable at moment',
    );
    expect(stoppedChannelMessage('Collection')).toBe(
      'Sorry for the inconvenience, Collection is not avaiable at moment',
    );
    expect(stoppedChannelMessage('EatIn')).toBe(
      'Sorry for the inconvenience, EatIn is not avaiable at moment',
    );
    expect(stoppedChannelMessage('WalkIn')).toBe(
      'Sorry for the inconvenience, WalkIn is not avaiable at moment',
    );
    expect(stoppedChannelMessage('Delivery', 'Drivers are off tonight')).toBe('Drivers are off tonight');
    expect(stoppedChannelMessage('Delivery', '  ')).toBe(
      'Sorry for the inconvenience, Home Delivery is not avaiable at moment',
    );
  });
  it('offers an item per its For* flags; EatIn accepts ForEatIn or ForDineIn', () => {
    const dish = { ForDelivery: true, ForCollection: false, ForEatIn: false, ForDineIn: true };
    expect(isOfferedFor(dish, 'Home')).toBe(true);
    expect(isOfferedFor(dish, 'Store')).toBe(false);
    expect(isOfferedFor(dish, 'EatIn')).toBe(true);
    expect(isOfferedFor({ ...dish, ForDineIn: false }, 'EatIn')).toBe(false);
    expect(isOfferedFor({ ForDelivery: true, ForCollection: true }, 'EatIn')).toBe(true);
    expect(isOfferedFor({ ForDelivery: false }, null)).toBe(true);
  });
});

describe('checkout block (cart and server)', () => {
  const open = {
    StopOnlineDeliveryOrders: false,
    StopOnlineCollectionOrders: false,
    StopOnlineEatInOrders: true,
  };
  it('maps OrderOption back to the delivery type and names it in sentences', () => {
    expect(deliveryTypeOf('Delivery')).toBe('Home');
    expect(deliveryTypeOf('Pickup')).toBe('Store');
    expect(deliveryTypeOf('EatIn')).toBe('EatIn');
    for (const type of ['Home', 'Store', 'EatIn'] as const)
      expect(deliveryTypeOf(toOrderOption(type)!)).toBe(type);
    expect(['Home', 'Store', 'EatIn'].map((t) => channelNoun(t as 'Home'))).toEqual([
      'delivery',
      'collection',
      'eat in',
    ]);
  });
  it('blocks an inactive checkout first, then a stopped channel with its message', () => {
    expect(checkoutBlock({ checkoutActive: false, type: 'Home', stopFlags: open })).toEqual({
      reason: 'inactive',
      heading: null,
      message: 'We are not currently taking any orders',
    });
    expect(checkoutBlock({ checkoutActive: true, type: 'EatIn', stopFlags: open })).toEqual({
      reason: 'stopped',
      heading: 'Sorry for the inconvenience',
      message: 'Sorry for the inconvenience, EatIn is not avaiable at moment',
    });
    expect(
      checkoutBlock({
        checkoutActive: true,
        type: 'EatIn',
        stopFlags: open,
        stopMessages: { EatIn: 'Table ordering is paused' },
      })?.message,
    ).toBe('Table ordering is paused');
    expect(checkoutBlock({ checkoutActive: true, type: 'Home', stopFlags: open })).toBeNull();
    expect(checkoutBlock({ checkoutActive: true, type: 'EatIn', stopFlags: null })).toBeNull();
    expect(checkoutBlock({ checkoutActive: true, type: null, stopFlags: open })).toBeNull();
  });
});

describe('the delivery-type popup', () => {
  const option = (Text: string, Enabled = true) => ({ Enabled, Text, Image: `/${Text}.svg` });
  const config = {
    Enabled: true,
    Title: 'How would you like your order?',
    Delivery: { ...option('Home delivery'), BackgroundColor: '#ffffff', TextColor: '#000000' },
    Collection: option(''),
    EatIn: option('Eat In', false),
  };
  it('offers the enabled types in the order Delivery, Collection, EatIn, with the brand texts or the defaults', () => {
    expect(deliveryTypeOptions(config)).toEqual([
      {
        type: 'Home',
        text: 'Home delivery',
        image: '/Home delivery.svg',
        backgroundColor: '#ffffff',
        textColor: '#000000',
      },
      { type: 'Store', text: 'Collection', image: '/.svg', backgroundColor: null, textColor: null },
    ]);
  });
  it('offers nothing when the brand switches its delivery types off', () => {
    expect(deliveryTypeOptions({ ...config, Enabled: false })).toEqual([]);
    expect(deliveryTypeOptions(undefined)).toEqual([]);
  });
});
