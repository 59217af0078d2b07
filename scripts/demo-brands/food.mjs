// Food information for the demo menus (issue 34): allergens by code, the dietary labels an item keeps, and
// kcal per portion as sold. The import checks each declaration (a vegan item with milk is refused).

const ALLERGENS = [
  'celery',
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'lupin',
  'milk',
  'molluscs',
  'mustard',
  'tree-nuts',
  'peanuts',
  'sesame',
  'soya',
  'sulphites',
];
const LABELS = { v: 'vegetarian', vg: 'vegan', h: 'halal', k: 'kosher', gf: 'gluten-free' };
const LABEL_ORDER = Object.values(LABELS);

/** Allergen codes in the regulation's order, refusing a code that is not one of the 14. */
function codes(list) {
  for (const code of list) if (!ALLERGENS.includes(code)) throw new Error(`Unknown allergen ${code}`);
  return ALLERGENS.filter((code) => list.includes(code));
}

/**
 * A declaration: `labels` in short codes ('v vg h k gf'), `kcal` per portion as sold (null: not declared). An
 * extra's labels are the ones it keeps on the dish, so a choice with nothing in it carries all five.
 */
export function food(contains, labels, kcal, { may = [], portion } = {}) {
  const short = labels.split(' ').filter(Boolean);
  for (const code of short) if (!LABELS[code]) throw new Error(`Unknown label ${code}`);
  return {
    Contains: codes(contains),
    ...(may.length ? { MayContain: codes(may) } : {}),
    Labels: LABEL_ORDER.filter((label) => short.some((code) => LABELS[code] === label)),
    Kcal: kcal,
    ...(portion ? { Portion: portion } : {}),
  };
}

/** A choice that adds nothing to eat (a spice level, how a steak is cooked, how a loaf is sliced). */
export const nothing = () => food([], 'v vg h k gf', 0);

/**
 * A meal deal or a build-your-own dish, as the menu lists it before anything is chosen. A builder's choices
 * cannot start chosen, so the card shows the dish alone: it contains what every way through the builder
 * contains, may contain what only some ways do, keeps only the labels every way keeps, and leaves the kcal to
 * the choices (each declares its own). A line adds what was chosen, so it is never told less than it holds.
 */
export function dealFood(builder, { contains = [], labels = 'v vg h k gf', portion } = {}) {
  const ways = routes(builder);
  const inEvery = (lists) => lists.reduce((a, b) => a.filter((x) => b.includes(x)));
  const always = [...contains, ...inEvery(ways.map((way) => way.flatMap((c) => c.Contains)))];
  const sometimes = ways.flatMap((way) => way.flatMap((c) => [...c.Contains, ...(c.MayContain ?? [])]));
  const kept = inEvery(
    ways.map((way) => way.reduce((l, c) => l.filter((x) => c.Labels.includes(x)), LABEL_ORDER)),
  );
  const own = food([], labels, null).Labels.filter((label) => kept.includes(label));
  return {
    Contains: codes(always),
    ...(sometimes.some((code) => !always.includes(code))
      ? { MayContain: codes(sometimes.filter((code) => !always.includes(code))) }
      : {}),
    Labels: own,
    Kcal: null,
    ...(portion ? { Portion: portion } : {}),
  };
}

/** Every way through a builder from its first step to an end, as the food information of each choice. */
function routes(builder) {
  const steps = new Map(builder.map((s) => [s.Id, s]));
  const walk = (id) =>
    steps.get(id).Choose.flatMap((c) => {
      if (!c.FoodInfo) throw new Error(`${c.Item}: no food information`);
      return c.Redirection === -1 ? [[c.FoodInfo]] : walk(c.Redirection).map((rest) => [c.FoodInfo, ...rest]);
    });
  return walk(builder[0].Id);
}

/** A dish as a deal serves it, with the extras it comes with there (the burger in its bun), as one choice. */
export function served(dish, ...added) {
  const all = [dish, ...added];
  const contains = codes(all.flatMap((i) => i.Contains));
  const may = codes(all.flatMap((i) => i.MayContain ?? [])).filter((code) => !contains.includes(code));
  return {
    Contains: contains,
    ...(may.length ? { MayContain: may } : {}),
    Labels: dish.Labels.filter((label) => added.every((a) => a.Labels.includes(label))),
    Kcal: all.reduce((sum, i) => sum + i.Kcal, 0),
  };
}
