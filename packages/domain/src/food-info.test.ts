import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALLERGEN_CODES,
  DIETARY_LABELS,
  lineFoodInfo,
  rollUp,
  type Chosen,
  type FoodInfo,
  type AllergenCode,
} from './food-info';
import { listedFoodInfo } from './food-listing';
import { allergenFromTitle, foodInfoConflicts } from './food-info-checks';

const code = fc.constantFrom(...ALLERGEN_CODES);
const label = fc.constantFrom(...DIETARY_LABELS.map((l) => l.code));
const info: fc.Arbitrary<FoodInfo> = fc.record({
  Contains: fc.uniqueArray(code),
  MayContain: fc.uniqueArray(code),
  Labels: fc.uniqueArray(label),
  Kcal: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
});
const chosen: fc.Arbitrary<Chosen> = fc.record({ info, quantity: fc.integer({ min: 0, max: 9 }) });

const vegan: FoodInfo = {
  Contains: ['soya'],
  MayContain: ['sesame'],
  Labels: ['vegan', 'vegetarian'],
  Kcal: 420,
};
const cheese: FoodInfo = {
  Contains: ['milk'],
  MayContain: [],
  Labels: ['vegetarian', 'gluten-free'],
  Kcal: 110,
};

describe('rolling a dish up through its chosen extras', () => {
  it('adds milk and drops vegan when cheese is added to a vegan dish', () => {
    expect(rollUp(vegan, [{ info: cheese, quantity: 2 }])).toEqual({
      Contains: ['milk', 'soya'],
      MayContain: ['sesame'],
      Labels: ['vegetarian'],
      Kcal: 640,
    });
  });

  it('leaves the dish as it is when nothing is chosen, or an extra is chosen 0 times', () => {
    expect(rollUp(vegan, [{ info: cheese, quantity: 0 }])).toEqual(rollUp(vegan, []));
    expect(rollUp(vegan, []).Labels).toEqual(['vegan', 'vegetarian']);
  });

  it('takes every label and the calories away for an extra the seller has not declared', () => {
    expect(rollUp(vegan, [{ info: null, quantity: 1 }])).toEqual({
      ...rollUp(vegan, []),
      Labels: [],
      Kcal: null,
    });
  });

  it('does not know the calories when a chosen part does not declare them', () => {
    expect(rollUp(vegan, [{ info: { ...cheese, Kcal: null }, quantity: 1 }]).Kcal).toBeNull();
  });

  it('only ever adds allergens and takes labels away as more is chosen (monotone)', () => {
    fc.assert(
      fc.property(info, fc.array(chosen), chosen, (dish, some, more) => {
        const before = rollUp(dish, some);
        const after = rollUp(dish, [...some, more]);
        const shown = (r: typeof before) => new Set([...r.Contains, ...r.MayContain]);
        expect([...shown(before)].every((c) => shown(after).has(c))).toBe(true);
        expect(before.Contains.every((c) => after.Contains.includes(c))).toBe(true);
        expect(after.Labels.every((l) => before.Labels.includes(l))).toBe(true);
      }),
    );
  });

  it('does not depend on the order the extras were chosen in', () => {
    fc.assert(
      fc.property(
        info,
        fc
          .array(chosen)
          .chain((some) =>
            fc.tuple(
              fc.constant(some),
              fc.shuffledSubarray(some, { minLength: some.length, maxLength: some.length }),
            ),
          ),
        (dish, [some, shuffled]) => {
          expect(rollUp(dish, shuffled)).toEqual(rollUp(dish, some));
        },
      ),
    );
  });

  it('multiplies an extra’s calories by its quantity', () => {
    fc.assert(
      fc.property(
        info.filter((i) => i.Kcal !== null),
        info.filter((i) => i.Kcal !== null),
        fc.integer({ min: 1, max: 9 }),
        (dish, extra, quantity) => {
          expect(rollUp(dish, [{ info: extra, quantity }]).Kcal).toBe(dish.Kcal! + extra.Kcal! * quantity);
        },
      ),
    );
  });

  it('never shows an allergen as both contained and may contain', () => {
    fc.assert(
      fc.property(info, fc.array(chosen), (dish, some) => {
        const r = rollUp(dish, some);
        expect(r.MayContain.filter((c) => r.Contains.includes(c))).toEqual([]);
      }),
    );
  });
});

describe('declared food information that contradicts itself', () => {
  it('refuses vegan with milk or eggs, vegetarian with fish, gluten-free with gluten', () => {
    expect(
      foodInfoConflicts({ Contains: ['milk', 'eggs'], MayContain: [], Labels: ['vegan'], Kcal: 10 }),
    ).toEqual(['Vegan cannot contain milk, eggs']);
    expect(
      foodInfoConflicts({ Contains: ['fish'], MayContain: [], Labels: ['vegetarian'], Kcal: null }),
    ).toHaveLength(1);
    expect(
      foodInfoConflicts({ Contains: ['gluten'], MayContain: [], Labels: ['gluten-free'], Kcal: null }),
    ).toHaveLength(1);
    expect(foodInfoConflicts(vegan)).toEqual([]);
  });

  it('refuses calories below 0, over 5000 or not whole', () => {
    for (const kcal of [-1, 5001, 2.5])
      expect(foodInfoConflicts({ ...vegan, Kcal: kcal })).toEqual([
        'Calories must be a whole number from 0 to 5000',
      ]);
  });
});

describe('old free-text allergen titles', () => {
  it('reads the titles the demo brands use', () => {
    for (const [title, expected] of [
      ['Gluten', 'gluten'],
      ['Milk', 'milk'],
      ['Peanuts', 'peanuts'],
      ['Sulphites', 'sulphites'],
      [' tree  nuts ', 'tree-nuts'],
    ] as const)
      expect(allergenFromTitle(title)).toEqual({ code: expected });
  });

  it('refuses "Nuts" as ambiguous and an unknown title, naming the 14', () => {
    expect(allergenFromTitle('Nuts')).toEqual({ error: '"Nuts" could be peanuts or tree nuts: say which' });
    const unknown = allergenFromTitle('Kiwi');
    expect('error' in unknown && unknown.error).toMatch(/^"Kiwi" is not one of the 14 allergens \(Celery, /);
  });
});

describe("a line's information from its item's extras and builder", () => {
  const extras = {
    groups: [
      { Key: 'Optional toppings', Extras: [{ Title: 'Cheese', FoodInfo: cheese }, { Title: 'Mystery' }] },
    ],
    MenuBuilder: [
      {
        Title: 'Choose a side',
        Choose: [{ Item: 'Satay', FoodInfo: { ...cheese, Contains: ['peanuts' as const] } }],
      },
    ],
  };

  it('rolls the item up through the extras and builder choices named as orders name them', () => {
    const line = lineFoodInfo(vegan, extras, [
      { Group: 'Optional toppings', ExtraTitle: 'Cheese', ExtraQuantity: 1 },
      { Group: 'Choose a side', ExtraTitle: 'Satay', ExtraQuantity: 1 },
    ]);
    expect(line?.Contains).toEqual(['milk', 'peanuts', 'soya']);
    expect(line?.Labels).toEqual(['vegetarian']);
    expect(line?.Kcal).toBe(640);
  });

  it('says nothing for an undeclared item, and treats an undeclared extra as breaking every label', () => {
    expect(lineFoodInfo(null, extras, [])).toBeNull();
    const line = lineFoodInfo(vegan, extras, [
      { Group: 'Optional toppings', ExtraTitle: 'Mystery', ExtraQuantity: 1 },
    ]);
    expect(line).toMatchObject({ Labels: [], Kcal: null, Contains: ['soya'] });
  });
});

describe('a dish as the menu lists it', () => {
  it('counts the extras it comes with by default, and only those', () => {
    const satay = { ...cheese, Contains: ['peanuts' as const], Labels: ['vegan', 'vegetarian'] };
    const extras = {
      groups: [
        {
          Key: 'Choose your sauce',
          MaxQuantity: 1,
          Extras: [
            { Title: 'Sweet chilli', Price: 0, FoodInfo: { ...satay, Contains: [] } },
            { Title: 'Satay', Price: 0, Default: true, FoodInfo: satay },
          ],
        },
      ],
    };
    expect(listedFoodInfo(vegan, extras)?.Contains).toEqual(['peanuts', 'soya']);
    expect(listedFoodInfo(vegan, { groups: [] })?.Contains).toEqual(['soya']);
  });
});

describe('a dish with a choice still to make', () => {
  const bread = (Title: string, Contains: AllergenCode[], Labels: string[], Kcal: number) => ({
    Title,
    Price: 0,
    FoodInfo: { Contains, MayContain: [] as AllergenCode[], Labels, Kcal },
  });
  const burger = {
    Contains: ['mustard' as const],
    MayContain: [],
    Labels: ['vegan', 'vegetarian'],
    Kcal: 400,
  };
  const extras = {
    groups: [
      {
        Key: 'Choose your bread',
        MaxQuantity: 1,
        Extras: [
          bread('Brioche', ['gluten', 'eggs', 'milk'], ['vegetarian'], 260),
          bread('Sourdough', ['gluten'], ['vegan', 'vegetarian'], 210),
        ],
      },
    ],
  };

  it('contains what every option contains, may contain what some do, and its kcal are from the lightest', () => {
    expect(listedFoodInfo(burger, extras)).toEqual({
      Contains: ['gluten', 'mustard'],
      MayContain: ['eggs', 'milk'],
      // Vegan only with one of the buns: not listed as vegan.
      Labels: ['vegetarian'],
      Kcal: 610,
      KcalFrom: true,
    });
  });

  it('is listed with its default when the choice has one', () => {
    const withDefault = {
      groups: [
        {
          ...extras.groups[0]!,
          Extras: [extras.groups[0]!.Extras[0]!, { ...extras.groups[0]!.Extras[1]!, Default: true }],
        },
      ],
    };
    expect(listedFoodInfo(burger, withDefault)).toMatchObject({
      Contains: ['gluten', 'mustard'],
      MayContain: [],
      Kcal: 610,
      KcalFrom: false,
    });
  });
});
