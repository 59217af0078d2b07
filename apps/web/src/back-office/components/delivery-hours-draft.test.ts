import { describe, expect, it } from 'vitest';
import type { DeliveryHours } from '@storefront/contract/admin-config';
import { toBody, toDraft, validate } from './delivery-hours-draft';

const saved: DeliveryHours = {
  MinDeliveryTime: 45,
  MinCollectionTime: 20,
  MinEatInTime: 15,
  DeliveryFrom: '11:30',
  CollectionFrom: '11:30',
  EatInFrom: '12:00',
  DeliveryFee: 2.5,
  MinDeliveryOrder: 15,
  DeliveryAreas: [
    { Name: 'Clapham', Postcodes: ['SW4'], BranchId: 12 },
    { Name: 'North', Postcodes: ['N1'] },
  ],
  Branches: [
    { BranchId: 11, Name: 'Shoreditch', OpeningHours: [], LeadTimes: {} },
    { BranchId: 12, Name: 'Clapham', OpeningHours: [], LeadTimes: { Collection: 35 } },
  ],
};

describe('the Delivery & hours draft', () => {
  it("keeps each area's branch and each branch's own notice, empty for the brand's", () => {
    const body = toBody(toDraft(saved));
    expect(body.DeliveryAreas.map((a) => a.BranchId)).toEqual([12, undefined]);
    expect(body.Branches.map((b) => b.LeadTimes)).toEqual([
      { Delivery: undefined, Collection: undefined, EatIn: undefined },
      { Delivery: undefined, Collection: 35, EatIn: undefined },
    ]);
  });

  it('puts a notice out of range next to its field', () => {
    const draft = toDraft(saved);
    draft.Branches[1]!.LeadTimes.Collection = '1441';
    draft.Branches[0]!.LeadTimes.EatIn = '-5';
    expect(validate(draft)).toEqual({
      errors: {
        'Branches.0.LeadTimes.EatIn': 'Enter 0 or more minutes',
        'Branches.1.LeadTimes.Collection': 'Enter at most 1440 minutes (a day)',
      },
    });
  });
});
