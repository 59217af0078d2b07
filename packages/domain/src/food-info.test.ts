import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALLERGEN_CODES,
  DIETARY_LABELS,
  allergenFromTitle,
  foodInfoConflicts,
  rollUp,
  type Chosen,
  type FoodInfo,
} from './food-info';

const code = fc.constantFrom(...ALLERGEN_CODES);
const label = fc.constantFrom(...DIETARY_LABELS.map((l) => l.code));
const info: fc.Arbitrary<FoodInfo> = fc.record({
  contains: fc.uniqueArray(code),
  mayContain: fc.uniqueArray(code),
  labels: fc.uniqueArray(label),
  kcal: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
});
const chosen: fc.Arbitrary<Chosen> = fc.record({ info, quantity: fc.integer({ min: 0, max: 9 }) });

const vegan: FoodInfo = {
  contains: ['soya'],
  mayContain: ['sesame'],
  labels: ['vegan', 'vegetarian'],
  kcal: 420,
};
const cheese: FoodInfo = {
  contains: ['milk'],
  mayContain: [],
  labels: ['vegetarian', 'gluten-free'],
  kcal: 110,
};

describe('rolling a dish up through its chosen extras', () => {
  it('adds milk and drops vegan when cheese is added to a vegan dish', () => {
    expect(rollUp(vegan, [{ info: cheese, quantity: 2 }])).toEqual({
      contains: ['milk', 'soya'],
      mayContain: ['sesame'],
      labels: ['vegetarian'],
      kcal: 640,
    });
  });

  it('leaves the dish as it is when nothing is chosen, or an extra is chosen 0 times', () => {
    expect(rollUp(vegan, [{ info: cheese, quantity: 0 }])).toEqual(rollUp(vegan, []));
    expect(rollUp(vegan, []).labels).toEqual(['vegan', 'vegetarian']);
  });

  it('does not know the calories when a chosen part does not declare them', () => {
    expect(rollUp(vegan, [{ info: { ...cheese, kcal: null }, quantity: 1 }]).kcal).toBeNull();
  });

  it('only ever adds allergens and takes labels away as more is chosen (monotone)', () => {
    fc.assert(
      fc.property(info, fc.array(chosen), chosen, (dish, some, more) => {
        const before = rollUp(dish, some);
        const after = rollUp(dish, [...some, more]);
        const shown = (r: typeof before) => new Set([...r.contains, ...r.mayContain]);
        expect([...shown(before)].every((c) => shown(after).has(c))).toBe(true);
        expect(before.contains.every((c) => after.contains.includes(c))).toBe(true);
        expect(after.labels.every((l) => before.labels.includes(l))).toBe(true);
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
        info.filter((i) => i.kcal !== null),
        info.filter((i) => i.kcal !== null),
        fc.integer({ min: 1, max: 9 }),
        (dish, extra, quantity) => {
          expect(rollUp(dish, [{ info: extra, quantity }]).kcal).toBe(dish.kcal! + extra.kcal! * quantity);
        },
      ),
    );
  });

  it('never shows an allergen as both contained and may contain', () => {
    fc.assert(
      fc.property(info, fc.array(chosen), (dish, some) => {
        const r = rollUp(dish, some);
        expect(r.mayContain.filter((c) => r.contains.includes(c))).toEqual([]);
      }),
    );
  });
});

describe('declared food information that contradicts itself', () => {
  it('refuses vegan with milk or eggs, vegetarian with fish, gluten-free with gluten', () => {
    expect(
      foodInfoConflicts({ contains: ['milk', 'eggs'], mayContain: [], labels: ['vegan'], kcal: 10 }),
    ).toEqual(['Vegan cannot contain milk, eggs']);
    expect(
      foodInfoConflicts({ contains: ['fish'], mayContain: [], labels: ['vegetarian'], kcal: null }),
    ).toHaveLength(1);
    expect(
      foodInfoConflicts({ contains: ['gluten'], mayContain: [], labels: ['gluten-free'], kcal: null }),
    ).toHaveLength(1);
    expect(foodInfoConflicts(vegan)).toEqual([]);
  });

  it('refuses calories below 0, over 5000 or not whole', () => {
    for (const kcal of [-1, 5001, 2.5])
      expect(foodInfoConflicts({ ...vegan, kcal })).toEqual([
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
