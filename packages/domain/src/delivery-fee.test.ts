import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addMoreForDelivery,
  belowMinimumMessage,
  deliveryAreaFor,
  deliveryQuote,
  deliveryTerms,
  deliversMessage,
  isPostcodePrefix,
  notServedMessage,
  parsePostcode,
  prefixSpecificity,
  type DeliveryRules,
} from './delivery-fee';

const bistro: DeliveryRules = {
  DeliveryFee: 2.5,
  MinDeliveryOrder: 15,
  DeliveryAreas: [
    { Name: 'Islington', Postcodes: ['N1', 'N7'] },
    { Name: 'Shoreditch', Postcodes: ['EC2A', 'E2'], DeliveryFee: 3.5 },
    { Name: 'Canonbury', Postcodes: ['N1 2'], DeliveryFee: 0, MinDeliveryOrder: 10 },
    { Name: 'Wider north', Postcodes: ['N'], DeliveryFee: 4.95, MinDeliveryOrder: 25 },
  ],
};

describe('UK postcodes', () => {
  it('parses any case and spacing into outward and inward codes', () => {
    expect(parsePostcode(' n1 7aa ')).toEqual({ outward: 'N1', inward: '7AA', formatted: 'N1 7AA' });
    expect(parsePostcode('EC2A3NH')).toEqual({ outward: 'EC2A', inward: '3NH', formatted: 'EC2A 3NH' });
    expect(parsePostcode('SW1A 1AA')?.outward).toBe('SW1A');
    expect(parsePostcode('W1 1AA')?.outward).toBe('W1');
  });

  it('refuses what is not a postcode', () => {
    for (const bad of ['', 'N1', '12345', 'N1 7A', 'NNN1 7AA', 'N1 AAA', 'N1-7AA'])
      expect(parsePostcode(bad), bad).toBeNull();
  });

  it('formats every parsed postcode so that it parses to itself', () => {
    const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const digit = fc.constantFrom(...'0123456789');
    const postcode = fc
      .tuple(
        fc.array(letter, { minLength: 1, maxLength: 2 }),
        digit,
        fc.option(fc.oneof(letter, digit), { nil: '' }),
        digit,
        letter,
        letter,
        fc.constantFrom('', ' ', '  '),
        fc.boolean(),
      )
      .map(([area, d, x, i, a, b, space, lower]) => {
        const text = `${area.join('')}${d}${x}${space}${i}${a}${b}`;
        return lower ? text.toLowerCase() : text;
      });
    fc.assert(
      fc.property(postcode, (text) => {
        const parsed = parsePostcode(text);
        expect(parsed).not.toBeNull();
        expect(parsePostcode(parsed!.formatted)).toEqual(parsed);
        expect(parsed!.formatted.replace(' ', '')).toBe(text.replace(/\s/g, '').toUpperCase());
      }),
    );
  });
});

describe('delivery areas', () => {
  const n17 = parsePostcode('N1 7AA')!;

  it('matches areas, districts, sectors and postcodes, and nothing that only shares letters', () => {
    expect(prefixSpecificity('N', n17)).toBe(1);
    expect(prefixSpecificity('n1', n17)).toBe(2);
    expect(prefixSpecificity('N1  7', n17)).toBe(3);
    expect(prefixSpecificity('N1 7AA', n17)).toBe(4);
    expect(prefixSpecificity('N16', n17)).toBe(0);
    expect(prefixSpecificity('N1 2', n17)).toBe(0);
    expect(prefixSpecificity('NW', n17)).toBe(0);
    expect(prefixSpecificity('N', parsePostcode('NW1 4AB')!)).toBe(0);
    expect(prefixSpecificity('E1', parsePostcode('E14 5AB')!)).toBe(0);
  });

  it('checks the prefixes a brand may list', () => {
    for (const ok of ['N', 'EC', 'N1', 'EC2A', 'N1 7', 'sw1a 1aa'])
      expect(isPostcodePrefix(ok), ok).toBe(true);
    for (const bad of ['', '1', 'N1 7A', 'N17AAA', 'ABC']) expect(isPostcodePrefix(bad), bad).toBe(false);
  });

  it('picks the most specific area', () => {
    const areas = bistro.DeliveryAreas!;
    expect(deliveryAreaFor(n17, areas)?.Name).toBe('Islington');
    expect(deliveryAreaFor(parsePostcode('N1 2AB')!, areas)?.Name).toBe('Canonbury');
    expect(deliveryAreaFor(parsePostcode('N16 0UH')!, areas)?.Name).toBe('Wider north');
    expect(deliveryAreaFor(parsePostcode('SE1 9SG')!, areas)).toBeNull();
  });
});

describe('delivery terms', () => {
  it("uses the area's fee and minimum, else the brand's", () => {
    expect(deliveryTerms(bistro, 'n1 7aa')).toEqual({
      served: true,
      postcode: 'N1 7AA',
      areaName: 'Islington',
      branchId: null,
      feePence: 250,
      minimumPence: 1500,
    });
    expect(deliveryTerms(bistro, 'EC2A 3NH')).toMatchObject({ feePence: 350, minimumPence: 1500 });
    expect(deliveryTerms(bistro, 'N1 2AB')).toMatchObject({ feePence: 0, minimumPence: 1000 });
  });

  it('names the branch of the area serving the postcode', () => {
    const areas = [
      { Name: 'Clapham', Postcodes: ['SW4'], BranchId: 12 },
      { Name: 'Anywhere', Postcodes: ['SW'] },
    ];
    expect(deliveryTerms({ DeliveryAreas: areas }, 'SW4 7AA')).toMatchObject({
      areaName: 'Clapham',
      branchId: 12,
    });
    expect(deliveryTerms({ DeliveryAreas: areas }, 'SW11 1AA')).toMatchObject({ branchId: null });
  });

  it('does not serve a postcode outside the areas, or a malformed one', () => {
    expect(deliveryTerms(bistro, 'SE1 9SG')).toMatchObject({
      served: false,
      postcode: 'SE1 9SG',
      areaName: null,
    });
    expect(deliveryTerms(bistro, 'nowhere')).toMatchObject({ served: false, postcode: null });
  });

  it('serves everywhere when the brand lists no areas', () => {
    expect(deliveryTerms({ DeliveryFee: 1.99 }, 'SE1 9SG')).toMatchObject({ served: true, feePence: 199 });
    expect(deliveryTerms({}, null)).toEqual({
      served: true,
      postcode: null,
      areaName: null,
      branchId: null,
      feePence: 0,
      minimumPence: 0,
    });
  });

  it("shows the brand's figures before a postcode is known", () => {
    expect(deliveryTerms(bistro)).toMatchObject({ served: null, feePence: 250, minimumPence: 1500 });
  });
});

describe('delivery quote', () => {
  const terms = { feePence: 250, minimumPence: 1500 };

  it('says how much more the cart needs, and adds the fee', () => {
    expect(deliveryQuote(1150, terms)).toEqual({
      feePence: 250,
      minimumPence: 1500,
      shortfallPence: 350,
      meetsMinimum: false,
      totalPence: 1400,
      message: 'Add £3.50 more for delivery',
    });
    expect(deliveryQuote(1500, terms)).toMatchObject({
      shortfallPence: 0,
      meetsMinimum: true,
      message: null,
    });
  });

  it('always reaches exactly the minimum with the shortfall, and never charges less than the fee', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (subtotal, fee, minimum) => {
          const q = deliveryQuote(subtotal, { feePence: fee, minimumPence: minimum });
          expect(q.shortfallPence).toBeGreaterThanOrEqual(0);
          expect(q.meetsMinimum).toBe(subtotal >= minimum);
          if (!q.meetsMinimum) expect(subtotal + q.shortfallPence).toBe(minimum);
          expect(q.totalPence).toBe(subtotal + fee);
          expect(q.message === null).toBe(q.meetsMinimum);
        },
      ),
    );
  });

  it('words the refusals and the checkout line', () => {
    expect(addMoreForDelivery(5)).toBe('Add £0.05 more for delivery');
    expect(belowMinimumMessage(1500, 350)).toBe(
      'The minimum order for delivery is £15.00. Add £3.50 more for delivery',
    );
    expect(notServedMessage('SE1 9SG')).toBe('Sorry, we do not deliver to SE1 9SG');
    expect(deliversMessage({ postcode: 'N1 7AA', feePence: 250, minimumPence: 1500 })).toBe(
      'We deliver to N1 7AA: £2.50 delivery, minimum order £15.00',
    );
    expect(deliversMessage({ postcode: 'N1 2AB', feePence: 0, minimumPence: 0 })).toBe(
      'We deliver to N1 2AB: free delivery',
    );
  });
});
