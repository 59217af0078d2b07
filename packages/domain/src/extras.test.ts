import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  defaultSelection,
  EMPTY_SELECTION,
  EXTRA_QUANTITY_CAP,
  groupHint,
  groupKind,
  groupTotal,
  quantityOf,
  setExtraQuantity,
  stepExtra,
  toggleExtra,
  unitPricePence,
  validateSelection,
  type ExtraSelection,
  type ExtrasSource,
} from './extras';

const group = (Key: string, titles: string[], MaxQuantity = 1, MultipleQuantity = false) => ({
  Key,
  MaxQuantity,
  MultipleQuantity,
  Extras: titles.map((Title, i) => ({ Title, Price: (i + 1) / 10 })),
});

const burger: ExtrasSource = {
  groups: [
    group('Choose your bun', ['Brioche', 'Sesame']),
    group('Choose your cook', ['Medium', 'Well done']),
    group('Optional toppings', ['Cheese', 'Bacon', 'Onion'], 2),
    group('Dips', ['Ketchup', 'Mayo'], 12, true),
  ],
};
const dipsOnly: ExtrasSource = { groups: [group('Dips', ['Ketchup', 'Mayo'], 12, true)] };

function apply(selection: ExtraSelection, ...steps: [string, string][]): ExtraSelection {
  return steps.reduce((s, [key, title]) => toggleExtra(s, burger, key, title).selection, selection);
}

describe('group kind and hint', () => {
  it("reads choose-one from 'choose' in any case, optional otherwise", () => {
    expect(groupKind({ Key: 'Choose your bun' })).toBe('choose-one');
    expect(groupKind({ Key: 'PLEASE CHOOSE' })).toBe('choose-one');
    expect(groupKind({ Key: 'Optional toppings' })).toBe('optional');
    expect(groupKind({ Key: 'Sauces' })).toBe('optional');
    expect(groupKind({ Key: 'Choose dips', MultipleQuantity: true })).toBe('multiple');
  });
  it('hints the cap of optional groups only', () => {
    expect(groupHint(group('Optional toppings', ['A'], 2))).toBe('Optional: select a maximum of 2');
    expect(groupHint(group('Extras', ['A'], 3))).toBe('Optional: select a maximum of 3');
    expect(groupHint(group('Choose one', ['A']))).toBeNull();
  });
});

describe('changing a selection', () => {
  it('replaces the choice of a choose-one group, and keeps it when tapped again', () => {
    let s = apply(EMPTY_SELECTION, ['Choose your bun', 'Brioche'], ['Choose your bun', 'Sesame']);
    expect(s['Choose your bun']).toEqual({ Sesame: 1 });
    s = apply(s, ['Choose your bun', 'Sesame']);
    expect(s['Choose your bun']).toEqual({ Sesame: 1 });
    // Clearing an extra that is not the choice leaves the choice alone.
    s = setExtraQuantity(s, burger, 'Choose your bun', 'Brioche', 0).selection;
    expect(s['Choose your bun']).toEqual({ Sesame: 1 });
    s = setExtraQuantity(s, burger, 'Choose your bun', 'Sesame', 0).selection;
    expect(s['Choose your bun']).toBeUndefined();
  });
  it('refuses an optional pick past MaxQuantity and returns the selection unchanged', () => {
    const two = apply(EMPTY_SELECTION, ['Optional toppings', 'Cheese'], ['Optional toppings', 'Bacon']);
    const third = toggleExtra(two, burger, 'Optional toppings', 'Onion');
    expect(third).toMatchObject({ ok: false, issue: { reason: 'group-cap', path: ['Optional toppings'] } });
    expect(third.selection).toBe(two);
    const off = toggleExtra(two, burger, 'Optional toppings', 'Cheese');
    expect(off.ok && off.selection['Optional toppings']).toEqual({ Bacon: 1 });
  });
  it('caps a multiple-quantity extra at 9 and the group total at MaxQuantity', () => {
    const nine = setExtraQuantity(EMPTY_SELECTION, burger, 'Dips', 'Ketchup', 9);
    expect(nine.ok).toBe(true);
    expect(stepExtra(nine.selection, burger, 'Dips', 'Ketchup', 1)).toMatchObject({
      ok: false,
      issue: { reason: 'extra-cap' },
    });
    const atCap = setExtraQuantity(nine.selection, burger, 'Dips', 'Mayo', 3).selection;
    expect(groupTotal(atCap, 'Dips')).toBe(12);
    expect(stepExtra(atCap, burger, 'Dips', 'Mayo', 1)).toMatchObject({
      ok: false,
      issue: { reason: 'group-cap' },
    });
    expect(stepExtra(atCap, burger, 'Dips', 'Mayo', -1).selection['Dips']).toEqual({ Ketchup: 9, Mayo: 2 });
  });
  it('refuses unknown groups and extras, and bad quantities', () => {
    expect(toggleExtra(EMPTY_SELECTION, burger, 'Nope', 'Cheese')).toMatchObject({
      ok: false,
      issue: { reason: 'unknown-group', path: ['Nope'] },
    });
    expect(toggleExtra(EMPTY_SELECTION, burger, 'Dips', 'Gravy')).toMatchObject({
      ok: false,
      issue: { reason: 'unknown-extra', path: ['Dips', 'Gravy'] },
    });
    expect(setExtraQuantity(EMPTY_SELECTION, burger, 'Dips', 'Mayo', 1.5).ok).toBe(false);
    expect(setExtraQuantity(EMPTY_SELECTION, burger, 'Optional toppings', 'Cheese', 2).ok).toBe(false);
  });
  it("does not read '__proto__' from the prototype", () => {
    expect(quantityOf(EMPTY_SELECTION, '__proto__', 'toString')).toBe(0);
    const issues = validateSelection({ ['__proto__']: { x: 1 } }, dipsOnly).issues;
    expect(issues.map((i) => i.reason)).toContain('unknown-group');
  });
});

describe('validating a selection', () => {
  it("asks for 'N more options' while two or more choose-one groups are missing, then 'an option'", () => {
    expect(validateSelection(EMPTY_SELECTION, burger)).toMatchObject({
      canAdd: false,
      missingChoices: 2,
      message: 'Please choose 2 more options',
    });
    const one = apply(EMPTY_SELECTION, ['Choose your bun', 'Brioche']);
    expect(validateSelection(one, burger)).toMatchObject({
      canAdd: false,
      message: 'Please choose an option',
    });
    const both = apply(one, ['Choose your cook', 'Medium']);
    expect(validateSelection(both, burger)).toMatchObject({ canAdd: true, message: null, issues: [] });
  });
  it('counts N over every choose-one group', () => {
    const three = { groups: ['Choose a', 'Choose b', 'choose c'].map((k) => group(k, ['x'])) };
    expect(validateSelection(EMPTY_SELECTION, three).message).toBe('Please choose 3 more options');
  });
  it('disables add at total zero when the only groups are multiple-quantity groups', () => {
    expect(validateSelection(EMPTY_SELECTION, dipsOnly).canAdd).toBe(false);
    const one = setExtraQuantity(EMPTY_SELECTION, dipsOnly, 'Dips', 'Mayo', 1).selection;
    expect(validateSelection(one, dipsOnly).canAdd).toBe(true);
    // With other groups beside it, zero dips is a valid choice.
    const both = apply(EMPTY_SELECTION, ['Choose your bun', 'Brioche'], ['Choose your cook', 'Medium']);
    expect(validateSelection(both, burger).canAdd).toBe(true);
  });
  it('allows an item without extras', () => {
    expect(validateSelection(EMPTY_SELECTION, null)).toMatchObject({ canAdd: true, message: null });
  });
  it('gives field-level reasons for a tampered selection', () => {
    const tampered = {
      'Choose your bun': { Brioche: 1, Sesame: 1 },
      'Choose your cook': { Raw: 1 },
      'Optional toppings': { Cheese: 1, Bacon: 1, Onion: 1 },
      Dips: { Ketchup: 10 },
      Secret: { Gold: 1 },
    };
    const reasons = validateSelection(tampered, burger).issues.map((i) => [i.reason, i.path]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        ['group-cap', ['Choose your bun']],
        ['unknown-extra', ['Choose your cook', 'Raw']],
        ['group-cap', ['Optional toppings']],
        ['extra-cap', ['Dips', 'Ketchup']],
        ['unknown-group', ['Secret']],
      ]),
    );
  });
});

describe('unit price', () => {
  it('adds each extra price times its quantity to the base, in pence', () => {
    let s = apply(EMPTY_SELECTION, ['Choose your bun', 'Sesame'], ['Optional toppings', 'Cheese']);
    s = setExtraQuantity(s, burger, 'Dips', 'Mayo', 3).selection;
    // 8.50 + 0.20 (Sesame) + 0.10 (Cheese) + 3 × 0.20 (Mayo)
    expect(unitPricePence(850, s, burger)).toBe(850 + 20 + 10 + 60);
  });
  it('never counts extras the item does not have', () => {
    expect(unitPricePence(500, { Secret: { Gold: 1 } }, burger)).toBe(500);
  });
});

// ---- Properties ---------------------------------------------------------------------------------

const keys = ['Choose your bun', 'Choose your cook', 'Optional toppings', 'Dips', 'Unknown'];
const titles = [
  'Brioche',
  'Sesame',
  'Medium',
  'Well done',
  'Cheese',
  'Bacon',
  'Onion',
  'Ketchup',
  'Mayo',
  'Gold',
];
const op = fc.record({
  kind: fc.constantFrom('toggle', 'set', 'up', 'down'),
  key: fc.constantFrom(...keys),
  title: fc.constantFrom(...titles),
  quantity: fc.integer({ min: -2, max: 14 }),
});

function run(ops: { kind: string; key: string; title: string; quantity: number }[]): ExtraSelection {
  return ops.reduce((s, o) => {
    if (o.kind === 'toggle') return toggleExtra(s, burger, o.key, o.title).selection;
    if (o.kind === 'set') return setExtraQuantity(s, burger, o.key, o.title, o.quantity).selection;
    return stepExtra(s, burger, o.key, o.title, o.kind === 'up' ? 1 : -1).selection;
  }, EMPTY_SELECTION);
}

describe('properties', () => {
  it('no sequence of changes passes a cap or admits an unknown extra', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const s = run(ops);
        const bad = validateSelection(s, burger).issues.filter(
          (i) => i.reason !== 'choice-required' && i.reason !== 'nothing-selected',
        );
        expect(bad).toEqual([]);
        for (const qty of Object.values(s['Dips'] ?? {})) expect(qty).toBeLessThanOrEqual(EXTRA_QUANTITY_CAP);
        expect(groupTotal(s, 'Dips')).toBeLessThanOrEqual(12);
        expect(Object.keys(s['Optional toppings'] ?? {}).length).toBeLessThanOrEqual(2);
        expect(Object.keys(s['Choose your bun'] ?? {}).length).toBeLessThanOrEqual(1);
      }),
    );
  });
  it('unit price is the base plus Σ extra pence × quantity, always whole pence', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), fc.integer({ min: 0, max: 100_000 }), (ops, base) => {
        const s = run(ops);
        let expected = base;
        for (const g of burger.groups)
          g.Extras.forEach((e, i) => (expected += (i + 1) * 10 * quantityOf(s, g.Key, e.Title)));
        const price = unitPricePence(base, s, burger);
        expect(Number.isInteger(price)).toBe(true);
        expect(price).toBe(expected);
      }),
    );
  });
});

describe('the choices the popup starts with', () => {
  it('chooses each extra the seller marks Default, once, and nothing for an item without defaults', () => {
    const source = {
      groups: [
        {
          Key: 'Choose your sauce',
          MaxQuantity: 1,
          Extras: [
            { Title: 'BBQ', Price: 0 },
            { Title: 'Satay', Price: 0, Default: true },
          ],
        },
        {
          Key: 'Optional toppings',
          MaxQuantity: 2,
          Extras: [
            { Title: 'Cheese', Price: 1, Default: true },
            { Title: 'Bacon', Price: 1.5 },
          ],
        },
      ],
    };
    expect(defaultSelection(source)).toEqual({
      'Choose your sauce': { Satay: 1 },
      'Optional toppings': { Cheese: 1 },
    });
    expect(defaultSelection(null)).toEqual({});
  });
});
