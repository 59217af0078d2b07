// Shared by the domain's tests of London-time rules (schedule, due times, busy mode, slot capacity, menu hours):
// fixed instants, a brand's schedule, and fast-check arbitraries weighted towards the clock changes.
import fc from 'fast-check';
import type { OrderOption } from '@storefront/contract/catalog';
import type { ScheduleConfig } from '../schedule';

export const MINUTE = 60_000;
export const at = (iso: string) => new Date(iso);
export const plus = (d: Date, minutes: number) => new Date(d.getTime() + minutes * MINUTE);

// Clock changes of 2027: forward on Sunday 28 March at 01:00 GMT, back on Sunday 31 October at 01:00 GMT.
export const SPRING = '2027-03-28';
export const AUTUMN = '2027-10-31';

/** A bistro's channels: delivery from 11:30 with 45 minutes' notice, collection from 11:00, eat-in from 12:00. */
export const SCHEDULE: ScheduleConfig = {
  MinDeliveryTime: 45,
  MinCollectionTime: 20,
  MinEatInTime: 15,
  DeliveryFrom: '11:30',
  CollectionFrom: '11:00',
  EatInFrom: '12:00',
};

/** 'HH:MM' times of day. */
export const clockTimes = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

export const scheduleConfigs: fc.Arbitrary<ScheduleConfig> = fc.record({
  MinDeliveryTime: fc.integer({ min: 0, max: 1440 }),
  MinCollectionTime: fc.integer({ min: 0, max: 1440 }),
  MinEatInTime: fc.integer({ min: 0, max: 1440 }),
  DeliveryFrom: clockTimes,
  CollectionFrom: clockTimes,
  EatInFrom: clockTimes,
});

export const orderOptions = fc.constantFrom<OrderOption>('Delivery', 'Pickup', 'EatIn');

/** Instants from 2020 to 2035, with extra weight on the 36 hours either side of each clock change. */
export const instants = fc.oneof(
  fc.date({ min: at('2020-01-01T00:00:00Z'), max: at('2035-12-31T00:00:00Z'), noInvalidDate: true }),
  fc
    .tuple(
      fc.constantFrom('2025-03-30', '2025-10-26', SPRING, AUTUMN, '2030-03-31', '2030-10-27'),
      fc.integer({ min: -36 * 60, max: 36 * 60 }),
      fc.integer({ min: 0, max: 59_999 }),
    )
    .map(([day, minutes, ms]) => new Date(at(`${day}T01:00:00Z`).getTime() + minutes * MINUTE + ms)),
);
