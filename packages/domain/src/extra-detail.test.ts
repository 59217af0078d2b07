import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMPTY_SELECTION,
  setExtraQuantity,
  unitPricePence,
  validateSelection,
  type ExtraSelection,
} from './extras';
import {
  cartExtras,
  cartExtrasToDetail,
  extraDetail,
  extrasText,
  selectionFromExtraDetail,
  validateExtraDetail,
} from './extra-detail';

const pizza = {
  groups: [
    {
      Key: 'Choose your base',
      MaxQuantity: 1,
      Extras: [
        { Title: 'Thin', Price: 0 },
        { Title: 'None', Price: 0 },
      ],
    },
    {
      Key: 'Choose your sauce',
      MaxQuantity: 1,
      Extras: [
        { Title: 'None', Price: 0 },
        { Title: 'Tomato', Price: 0.5 },
      ],
    },
    {
      Key: 'Optional toppings',
      MaxQuantity: 2,
      Extras: [
        { Title: 'Olives', Price: 0.7 },
        { Title: 'Ham', Price: 1.1 },
      ],
    },
    // 'Olives' again: an optional topping and a side are different choices with one title.
    {
      Key: 'Choose a side',
      MaxQuantity: 1,
      Extras: [
        { Title: 'Olives', Price: 1 },
        { Title: 'Chips', Price: 1 },
      ],
    },
    { Key: 'Dips', MaxQuantity: 5, MultipleQuantity: true, Extras: [{ Title: 'Garlic', Price: 0.35 }] },
  ],
};

const chosen = (...picks: [string, string, number][]): ExtraSelection =>
  picks.reduce((s, [k, t, q]) => setExtraQuantity(s, pizza, k, t, q).selection, EMPTY_SELECTION);

describe('order-line ExtraDetail', () => {
  const selection = chosen(
    ['Choose your base', 'Thin', 1],
    ['Choose your sauce', 'Tomato', 1],
    ['Choose a side', 'Chips', 1],
    ['Dips', 'Garlic', 3],
  );

  it('lists the chosen extras with catalogue prices in pounds', () => {
    expect(extraDetail(selection, pizza)).toEqual([
      { ExtraTitle: 'Thin', ExtraQuantity: 1, ExtraPrice: 0 },
      { ExtraTitle: 'Tomato', ExtraQuantity: 1, ExtraPrice: 0.5 },
      { ExtraTitle: 'Chips', ExtraQuantity: 1, ExtraPrice: 1 },
      { ExtraTitle: 'Garlic', ExtraQuantity: 3, ExtraPrice: 0.35 },
    ]);
  });
  it('stores the chosen extras on a cart line with their group key', () => {
    const stored = cartExtras(selection, pizza);
    expect(stored[1]).toEqual({
      Title: 'Tomato',
      Price: 0.5,
      Quantity: 1,
      Key: 'Choose your sauce',
      checked: true,
    });
    expect(cartExtrasToDetail(stored)).toEqual(extraDetail(selection, pizza));
    expect(cartExtrasToDetail([{ Title: 'Olives', Price: 0.7 }])).toEqual([
      { ExtraTitle: 'Olives', ExtraQuantity: 1, ExtraPrice: 0.7 },
    ]);
  });
  it('re-derives the selection on the server, ignoring client prices', () => {
    const sent = extraDetail(selection, pizza).map((d) => ({ ...d, ExtraPrice: 0 }));
    const checked = validateExtraDetail(sent, pizza);
    expect(checked).toMatchObject({ canAdd: true, issues: [] });
    expect(checked.selection).toEqual(selection);
    expect(unitPricePence(900, checked.selection, pizza)).toBe(900 + 50 + 100 + 3 * 35);
  });
  it("places a title found in two groups where there is room ('None' base, 'None' sauce)", () => {
    const sent = [
      { ExtraTitle: 'None', ExtraQuantity: 1, ExtraPrice: 0 },
      { ExtraTitle: 'None', ExtraQuantity: 1, ExtraPrice: 0 },
      { ExtraTitle: 'Chips', ExtraQuantity: 1, ExtraPrice: 0 },
    ];
    expect(validateExtraDetail(sent, pizza).selection).toEqual({
      'Choose your base': { None: 1 },
      'Choose your sauce': { None: 1 },
      'Choose a side': { Chips: 1 },
    });
    const none = { ExtraTitle: 'None', ExtraQuantity: 1, ExtraPrice: 0 };
    const thin = { ExtraTitle: 'Thin', ExtraQuantity: 1, ExtraPrice: 0 };
    const olives = { ExtraTitle: 'Olives', ExtraQuantity: 1, ExtraPrice: 0 };
    expect(validateExtraDetail([thin, none, olives], pizza)).toMatchObject({
      canAdd: true,
      selection: {
        'Choose your base': { Thin: 1 },
        'Choose your sauce': { None: 1 },
        'Choose a side': { Olives: 1 },
      },
    });
    // Olives as a topping and as the side: the topping group comes first in the popup, and so in the list.
    const ham = { ExtraTitle: 'Ham', ExtraQuantity: 1, ExtraPrice: 0 };
    expect(validateExtraDetail([thin, none, olives, ham, olives], pizza)).toMatchObject({
      canAdd: true,
      selection: { 'Optional toppings': { Olives: 1, Ham: 1 }, 'Choose a side': { Olives: 1 } },
    });
  });
  it('refuses tampered details with field paths', () => {
    const sent = [
      { ExtraTitle: 'Thin', ExtraQuantity: 1, ExtraPrice: 0 },
      { ExtraTitle: 'Gold leaf', ExtraQuantity: 1, ExtraPrice: 0 },
      { ExtraTitle: 'Garlic', ExtraQuantity: 0, ExtraPrice: 0 },
      { ExtraTitle: 'Ham', ExtraQuantity: 1, ExtraPrice: 0 },
      { ExtraTitle: 'Ham', ExtraQuantity: 1, ExtraPrice: 0 },
    ];
    const result = validateExtraDetail(sent, pizza);
    expect(result.canAdd).toBe(false);
    expect(result.issues.map((i) => [i.reason, i.path])).toEqual([
      ['unknown-extra', ['ExtraDetail', 1, 'ExtraTitle']],
      ['invalid-quantity', ['ExtraDetail', 2, 'ExtraQuantity']],
      ['duplicate-extra', ['ExtraDetail', 4, 'ExtraTitle']],
      ['choice-required', ['Choose your sauce']],
      ['choice-required', ['Choose a side']],
    ]);
    expect(result.message).toBe('Please choose 2 more options');
  });
  it('refuses caps passed in a request', () => {
    const sent = [
      { ExtraTitle: 'Thin', ExtraQuantity: 1, ExtraPrice: 0 },
      { ExtraTitle: 'Tomato', ExtraQuantity: 1, ExtraPrice: 0 },
      { ExtraTitle: 'Chips', ExtraQuantity: 1, ExtraPrice: 0 },
      { ExtraTitle: 'Garlic', ExtraQuantity: 6, ExtraPrice: 0 },
    ];
    expect(validateExtraDetail(sent, pizza).issues.map((i) => i.reason)).toEqual(['group-cap']);
    const ten = [{ ExtraTitle: 'Garlic', ExtraQuantity: 10, ExtraPrice: 0 }];
    expect(
      validateExtraDetail(ten, { groups: [{ ...pizza.groups[4]!, MaxQuantity: 20 }] }).issues[0]?.reason,
    ).toBe('extra-cap');
  });
  it('skips entries the menu builder took', () => {
    const sent = [{ ExtraTitle: 'Large', ExtraQuantity: 1, ExtraPrice: 0 }];
    expect(selectionFromExtraDetail(sent, pizza, new Set([0])).issues).toEqual([]);
  });
});

describe('properties', () => {
  // Every complete selection the popup allows: one choice per choose-one group, ≤ 2 toppings, ≤ 5 dips.
  const complete = fc.record({
    base: fc.constantFrom('Thin', 'None'),
    sauce: fc.constantFrom('None', 'Tomato'),
    side: fc.constantFrom('Olives', 'Chips'),
    toppings: fc.subarray(['Olives', 'Ham'], { maxLength: 2 }),
    garlic: fc.integer({ min: 0, max: 5 }),
  });
  it('every selection the popup allows survives the trip through ExtraDetail unchanged', () => {
    fc.assert(
      fc.property(complete, (c) => {
        const selection = chosen(
          ['Choose your base', c.base, 1],
          ['Choose your sauce', c.sauce, 1],
          ['Choose a side', c.side, 1],
          ...c.toppings.map((t): [string, string, number] => ['Optional toppings', t, 1]),
          ['Dips', 'Garlic', c.garlic],
        );
        expect(validateSelection(selection, pizza).canAdd).toBe(true);
        const derived = selectionFromExtraDetail(extraDetail(selection, pizza), pizza);
        expect(derived.issues).toEqual([]);
        expect(derived.selection).toEqual(selection);
      }),
    );
  });
  it('any ExtraDetail, however tampered, yields a selection within the caps or field-level issues', () => {
    const entry = fc.record({
      ExtraTitle: fc.constantFrom('Thin', 'None', 'Tomato', 'Olives', 'Ham', 'Chips', 'Garlic', 'Gold'),
      ExtraQuantity: fc.integer({ min: -1, max: 12 }),
      ExtraPrice: fc.double(),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), (details) => {
        const result = validateExtraDetail(details, pizza);
        if (result.canAdd) expect(validateSelection(result.selection, pizza).issues).toEqual([]);
        else expect(result.issues.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('extras as text', () => {
  it('names each extra with its quantity when more than one, as the board, ticket and email show them', () => {
    expect(
      extrasText([
        { ExtraTitle: 'Buffalo hot sauce', ExtraQuantity: 1 },
        { ExtraTitle: 'Garlic mayo', ExtraQuantity: 2 },
        { ExtraTitle: 'Blue cheese', ExtraQuantity: 1 },
      ]),
    ).toBe('Buffalo hot sauce, 2 × Garlic mayo, Blue cheese');
    expect(extrasText([])).toBe('');
  });
});
