import { describe, expect, it } from 'vitest';
import {
  channelKey,
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
