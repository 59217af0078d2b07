import { describe, expect, it } from 'vitest';
import type { GetConfigResponse } from '@storefront/contract/brand-config';
import { asapFrom, offeredSlots } from './offered-times';

const config: GetConfigResponse['Data'] = {
  Active: true,
  StopOnlineDeliveryOrders: false,
  StopOnlineCollectionOrders: false,
  StopOnlineEatInOrders: false,
  MinDeliveryTime: 45,
  MinCollectionTime: 20,
  MinEatInTime: 15,
  DeliveryFrom: '00:00',
  CollectionFrom: '00:00',
  EatInFrom: '00:00',
  DeliveryFee: 0,
  MinDeliveryOrder: 0,
  DeliveryAreas: [],
};
// 12:02 GMT on a winter Wednesday: collection from 12:22, the first slot 12:30.
const now = new Date('2026-01-14T12:02:00Z');

describe('the times the checkout offers', () => {
  it('are every slot from the earliest time without a capacity', () => {
    expect(
      offeredSlots('Pickup', config, now, 1)
        .slice(0, 3)
        .map((s) => s.Time),
    ).toEqual(['12:30', '12:45', '13:00']);
    expect(asapFrom('Pickup', config, now)?.toISOString()).toBe('2026-01-14T12:22:00.000Z');
  });

  it('leave out the full slots, and ASAP is due in the first slot with room', () => {
    const full = {
      ...config,
      SlotCapacity: 3,
      FullSlots: ['2026-01-14T12:15:00.000Z', '2026-01-14T12:30:00.000Z', '2026-01-14T13:00:00.000Z'],
    };
    expect(
      offeredSlots('Pickup', full, now, 1)
        .slice(0, 3)
        .map((s) => s.Time),
    ).toEqual(['12:45', '13:15', '13:30']);
    expect(asapFrom('Pickup', full, now)?.toISOString()).toBe('2026-01-14T12:45:00.000Z');
  });

  it('follow busy mode through the minimum times getConfig answers', () => {
    const busy = {
      ...config,
      MinCollectionTime: 65,
      Busy: { ExtraMinutes: 45, Until: '2026-01-14T14:00:00Z' },
    };
    expect(offeredSlots('Pickup', busy, now, 1)[0]?.Time).toBe('13:15');
    expect(asapFrom('Pickup', busy, now)?.toISOString()).toBe('2026-01-14T13:07:00.000Z');
  });

  it('come from the branch: its lead time (busy minutes on top) and, for collection, its hours', () => {
    const branch = {
      name: 'Copperleaf Clapham',
      hours: [{ Day: 3, Open: '11:30', Close: '13:00' }],
      leadTimes: { Collection: 40 },
    };
    expect(asapFrom('Pickup', config, now, branch)?.toISOString()).toBe('2026-01-14T12:42:00.000Z');
    expect(offeredSlots('Pickup', config, now, 1, branch).map((s) => s.Time)).toEqual(['12:45']);
    const busy = {
      ...config,
      MinCollectionTime: 65,
      Busy: { ExtraMinutes: 45, Until: '2026-01-14T14:00:00Z' },
    };
    // 12:02 + 40 + 45 is after Wednesday's closing, and the branch opens next on Wednesday week: no time.
    expect(asapFrom('Pickup', busy, now, branch)).toBeNull();
  });
});
